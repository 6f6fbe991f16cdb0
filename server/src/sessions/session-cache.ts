import type { Kysely } from 'kysely';
import type { SyncedCache } from '../cluster/cache-sync';
import type { Database } from '../db/schema';

/**
 * Every signed-in request starts by reading its session and user. A page sends several
 * calls at once, and a busy teacher several a second, so each process keeps what it read
 * for SESSION_CACHE_MS (docs/architecture.md#caches-across-processes). Only while the server keeps
 * it on, that is while it hears every change any process makes: ending a session, a
 * user's name, language or archiving, a guardian's students. A change made here drops the
 * whole cache and tells the others (`tell`); a change heard drops it too. When the
 * server cannot hear changes it turns the cache off and every request reads the database.
 */
export const SESSION_CACHE_MS = 1000;
/** sessions held at most: beyond it the oldest reads go first */
export const SESSION_CACHE_MAX = 10_000;

interface Held {
  value: Promise<unknown>;
  readAt: number;
}

interface Cache {
  held: Map<string, Held>;
  tell: () => void;
}

const caches = new WeakMap<Kysely<Database>, Cache>();

export function enableSessionCache(db: Kysely<Database>, tell: () => void): void {
  caches.set(db, { held: new Map(), tell });
}

export function disableSessionCache(db: Kysely<Database>): void {
  caches.delete(db);
}

/** Another process changed a session or a user: read every session afresh. */
export function dropSessionCache(db: Kysely<Database>): void {
  caches.get(db)?.held.clear();
}

/** This process ended a session or changed a user: drop the cache and tell the others. */
export function sessionsChanged(db: Kysely<Database>): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.held.clear();
  cache.tell();
}

/**
 * The session `id` as read within the last SESSION_CACHE_MS (one read for calls that
 * arrive together), or straight from `load` when the cache is off. A failed read is not kept.
 */
export function cachedSession<T>(db: Kysely<Database>, id: string, now: number, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return load();
  const held = cache.held.get(id);
  if (held && now - held.readAt < SESSION_CACHE_MS && now >= held.readAt) return held.value as Promise<T>;
  const value = load();
  cache.held.delete(id);
  if (cache.held.size >= SESSION_CACHE_MAX) cache.held.delete(cache.held.keys().next().value as string);
  cache.held.set(id, { value, readAt: now });
  value.catch(() => {
    if (cache.held.get(id)?.value === value) cache.held.delete(id);
  });
  return value;
}

/** The session cache as the server keeps it true across processes (cluster/cache-sync.ts). */
export function sessionCacheSync(db: Kysely<Database>): SyncedCache {
  return {
    topic: 'sessions',
    enable: (tell) => enableSessionCache(db, tell),
    disable: () => disableSessionCache(db),
    drop: () => dropSessionCache(db),
  };
}
