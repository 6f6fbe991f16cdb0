import type { Kysely } from 'kysely';
import type { SyncedCache } from '../../cluster/cache-sync';
import type { Database } from '../../db/schema';

/**
 * The site settings held in memory per database, for the calls that read them on every
 * request (every date shown needs the site time zone). Only while the server keeps it
 * turned on, that is while it hears every change any instance makes: a save here drops
 * it and tells the others (`tell`), and a change heard from another drops it too. When
 * the server cannot hear changes (PostgreSQL's listening connection lost), it turns the
 * cache off and every read goes to the database again.
 */
interface Entry<T> {
  value: Promise<T> | null;
  tell: () => void;
}

const entries = new WeakMap<Kysely<Database>, Entry<unknown>>();

export function enableSettingsCache(db: Kysely<Database>, tell: () => void): void {
  entries.set(db, { value: null, tell });
}

export function disableSettingsCache(db: Kysely<Database>): void {
  entries.delete(db);
}

/** Another instance changed the settings: read them again next time. */
export function dropSettingsCache(db: Kysely<Database>): void {
  const entry = entries.get(db);
  if (entry) entry.value = null;
}

/** This instance changed the settings: drop the cache and tell the other instances. */
export function settingsChanged(db: Kysely<Database>): void {
  const entry = entries.get(db);
  if (!entry) return;
  entry.value = null;
  entry.tell();
}

/** The cached settings, loading them once; straight from `load` when the cache is off. */
export function cachedSettings<T>(db: Kysely<Database>, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(db) as Entry<T> | undefined;
  if (!entry) return load();
  if (!entry.value) {
    const loading = load();
    entry.value = loading;
    // a failed read is not kept
    loading.catch(() => {
      if (entry.value === loading) entry.value = null;
    });
  }
  return entry.value;
}

/** The settings cache as the server keeps it true across processes (cluster/cache-sync.ts). */
export function settingsCacheSync(db: Kysely<Database>): SyncedCache {
  return {
    topic: 'site-settings',
    enable: (tell) => enableSettingsCache(db, tell),
    disable: () => disableSettingsCache(db),
    drop: () => dropSettingsCache(db),
  };
}
