import { isUnreachable } from '@studydesk/shared/api-client';
import { authState$ } from '@studydesk/shared/session';
import { offlineDb } from './offline-db';

/** An answer, fresh from the server or the copy the device kept. */
export interface WithCopy<T> {
  data: T;
  /** when the copy shown was loaded; null: fresh from the server */
  copiedAt: number | null;
}

/**
 * A screen's data that stays readable offline: loaded from the server and kept on the
 * device (per user), or, when the server cannot be reached, the last copy kept with the
 * time it was loaded. Without a copy the failure stands, as any other.
 */
export async function withOfflineCopy<T>(key: string, load: () => Promise<T>): Promise<WithCopy<T>> {
  const userId = authState$.getValue().profile?.id ?? null;
  try {
    const data = await load();
    if (userId !== null) void offlineDb().then((db) => db.put('snapshots', { key, userId, savedAt: Date.now(), data })).catch(() => undefined);
    return { data, copiedAt: null };
  } catch (error) {
    const copy = userId !== null && isUnreachable(error) ? await (await offlineDb()).get('snapshots', [userId, key]).catch(() => undefined) : undefined;
    if (!copy) throw error;
    return { data: copy.data as T, copiedAt: copy.savedAt };
  }
}

/**
 * Forgets what the device kept of a user's screens and cards when they sign out (a shared
 * phone shows the next person nothing of theirs). Their reviews not yet sent stay: signing
 * out asked whether to keep them.
 */
export async function forgetKeptCopies(userId: number): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['review-cards', 'snapshots'], 'readwrite');
  const cards = await tx.objectStore('review-cards').index('by-user').getAllKeys(userId);
  await Promise.all([
    ...cards.map((key) => tx.objectStore('review-cards').delete(key)),
    tx.objectStore('snapshots').delete(IDBKeyRange.bound([userId, ''], [userId, '\uffff'])),
    tx.done,
  ]);
}
