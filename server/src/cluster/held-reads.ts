import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SyncedCache } from './cache-sync';

/**
 * Reads a process keeps in memory, one store per database, true only while the server
 * hears every change any process makes (docs/architecture.md#caches-across-processes).
 * Reads of one key that arrive together share one promise, and a failed read is not kept.
 * A change made here drops every held read and tells the other processes; a change heard
 * from another drops them too. While the server cannot hear changes the store is off and
 * every read goes to the database.
 */
export interface HeldReads<K> {
  /** the read of `key` held within its lifetime, or a fresh one from `load` (kept when the store is on) */
  read<T>(db: Kysely<Database>, key: K, load: () => Promise<T>, now?: number): Promise<T>;
  /** this process changed what is held: drop it and tell the others */
  changed(db: Kysely<Database>): void;
  /** the store of `db` as the server keeps it true across processes (cache-sync.ts) */
  sync(db: Kysely<Database>): SyncedCache;
}

export interface HeldReadsOptions {
  /** names these reads' changes among the other caches' */
  topic: string;
  /** how long a read is answered from memory (ms); by default until the next change */
  lifetimeMs?: number;
  /** reads held at most: beyond it the oldest go first; by default no bound */
  max?: number;
}

interface Held {
  value: Promise<unknown>;
  readAt: number;
}

interface Store<K> {
  held: Map<K, Held>;
  tell: () => void;
}

export function heldReads<K>({ topic, lifetimeMs = Number.POSITIVE_INFINITY, max = Number.POSITIVE_INFINITY }: HeldReadsOptions): HeldReads<K> {
  const stores = new WeakMap<Kysely<Database>, Store<K>>();

  const fresh = (held: Held | undefined, now: number): held is Held =>
    held !== undefined && now >= held.readAt && now - held.readAt < lifetimeMs;

  return {
    read<T>(db: Kysely<Database>, key: K, load: () => Promise<T>, now = Date.now()): Promise<T> {
      const store = stores.get(db);
      if (!store) return load();
      const held = store.held.get(key);
      if (fresh(held, now)) return held.value as Promise<T>;
      const value = load();
      store.held.delete(key);
      // a Map keeps insertion order: its first key is the oldest read
      if (store.held.size >= max) store.held.delete(store.held.keys().next().value as K);
      store.held.set(key, { value, readAt: now });
      value.catch(() => {
        if (store.held.get(key)?.value === value) store.held.delete(key);
      });
      return value;
    },
    changed(db) {
      const store = stores.get(db);
      if (!store) return;
      store.held.clear();
      store.tell();
    },
    sync(db) {
      return {
        topic,
        enable: (tell) => stores.set(db, { held: new Map(), tell }),
        disable: () => stores.delete(db),
        drop: () => stores.get(db)?.held.clear(),
      };
    },
  };
}
