import type { FastifyInstance } from 'fastify';
import { onSiblingMessage, relayToSiblings } from './relay';

/** The NOTIFY channel every instance on one PostgreSQL database listens on. */
const CHANGES_CHANNEL = 'studydesk_changes';
const RELISTEN_MS = 1000;

/**
 * What a process holds in memory of the database, true only while it hears every change
 * any process makes (docs/architecture.md#caches-across-processes).
 */
export interface SyncedCache {
  /** names this cache's changes among the others' */
  topic: string;
  /** turns the cache on; `tell` tells the other processes of a change made here */
  enable(tell: () => void): void;
  /** turns it off: every read goes to the database */
  disable(): void;
  /** another process changed what it holds: read afresh */
  drop(): void;
}

/**
 * Keeps the caches true across processes. PostgreSQL: a change sends NOTIFY with the
 * cache's topic, and every instance LISTENs on one connection of its own, so a change
 * made through one instance is read through any other at once; while that connection is
 * down the caches are off. SQLite (one machine): a change is relayed through the cluster
 * primary to the other workers.
 */
export async function syncCaches(app: FastifyInstance, caches: readonly SyncedCache[]): Promise<void> {
  if (caches.length === 0) return;
  const heard = (topic: string) => caches.find((cache) => cache.topic === topic)?.drop();
  const enable = (tell: (topic: string) => void) => caches.forEach((cache) => cache.enable(() => tell(cache.topic)));
  const disable = () => caches.forEach((cache) => cache.disable());
  if (!app.dbListen) {
    enable(relayToSiblings);
    const stop = onSiblingMessage(heard);
    app.addHook('onClose', async () => {
      stop();
      disable();
    });
    return;
  }

  const listen = app.dbListen;
  let closed = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;
  const tell = (topic: string) => {
    app.db
      .selectNoFrom((eb) => eb.fn<string>('pg_notify', [eb.val(CHANGES_CHANNEL), eb.val(topic)]).as('sent'))
      .execute()
      .catch((err: unknown) => app.log.warn({ err, topic }, 'could not tell the other instances of a change'));
  };
  const start = async (): Promise<void> => {
    try {
      unlisten = await listen(CHANGES_CHANNEL, heard, (err) => {
        // changes may go unheard now: read from the database until listening again
        disable();
        if (closed) return;
        app.log.warn({ err }, 'lost the connection that hears changes; reconnecting');
        unlisten = null;
        retry = setTimeout(() => void start(), RELISTEN_MS);
      });
      if (!closed) enable(tell);
    } catch (err) {
      if (closed) return;
      app.log.warn({ err }, 'cannot listen for changes; retrying');
      retry = setTimeout(() => void start(), RELISTEN_MS);
    }
  };
  await start();
  app.addHook('onClose', async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    disable();
    await unlisten?.();
  });
}
