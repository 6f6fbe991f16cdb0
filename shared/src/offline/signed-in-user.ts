import { offlineDb } from './offline-db';

/**
 * Who is signed in on this device, for the service worker: it sends waiting reviews with
 * the browser's session cookie, so it must send only that user's (a row of the snapshots
 * store under user 0).
 */
const KEY = 'signed-in-user';

export async function rememberSignedInUser(userId: number | null): Promise<void> {
  const db = await offlineDb();
  if (userId === null) await db.delete('snapshots', [0, KEY]);
  else await db.put('snapshots', { key: KEY, userId: 0, savedAt: Date.now(), data: userId });
}

export async function signedInUser(): Promise<number | null> {
  const row = await (await offlineDb()).get('snapshots', [0, KEY]);
  return typeof row?.data === 'number' ? row.data : null;
}
