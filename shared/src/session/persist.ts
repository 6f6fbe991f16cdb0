import { distinctUntilChanged, map } from 'rxjs';
import { authState$, dispatchAuth } from './bus';
import type { SessionUser } from './auth-state';

/** docs/product-rules.md#r-persist-1: only the user slice is persisted, with a 5000 ms persist time-out. */
export const PERSIST_KEY = 'studydesk:user';
const PERSIST_TIMEOUT_MS = 5000;

interface PersistedSlice {
  profile: SessionUser | null;
  userLanguage: string;
}

/** The storage the slice lives in; async so another store (IndexedDB) can replace it. */
export interface SliceStorage {
  getItem(key: string): Promise<string | null> | string | null;
  setItem(key: string, value: string): Promise<void> | void;
  removeItem(key: string): Promise<void> | void;
}

function readSlice(text: string | null): PersistedSlice | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as PersistedSlice;
    if (typeof value !== 'object' || value === null || typeof value.userLanguage !== 'string') return null;
    return value;
  } catch {
    return null;
  }
}

/**
 * Loads the persisted slice into the bus. Resolves once loaded, or after the time-out
 * with nothing loaded, so a broken store never keeps the app blank.
 */
export async function rehydrate(storage: SliceStorage = localStorage, timeoutMs = PERSIST_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const text = await Promise.race([Promise.resolve(storage.getItem(PERSIST_KEY)), timeout]);
    const slice = readSlice(text);
    if (!slice) return false;
    dispatchAuth({ type: 'rehydrated', profile: slice.profile, userLanguage: slice.userLanguage });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Writes the slice whenever it changes; returns the unsubscribe function. */
export function persistUserSlice(storage: SliceStorage = localStorage): () => void {
  const subscription = authState$
    .pipe(
      map((state): PersistedSlice => ({ profile: state.profile, userLanguage: state.userLanguage })),
      distinctUntilChanged((a, b) => a.profile === b.profile && a.userLanguage === b.userLanguage),
    )
    .subscribe((slice) => {
      void Promise.resolve(storage.setItem(PERSIST_KEY, JSON.stringify(slice))).catch(() => undefined);
    });
  return () => subscription.unsubscribe();
}
