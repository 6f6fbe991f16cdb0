import type { FastifyInstance } from 'fastify';
import { onSiblingMessage, relayToSiblings } from '../../cluster/relay';
import { disableSettingsCache, dropSettingsCache, enableSettingsCache } from './settings-cache';

/** The NOTIFY channel every instance on one PostgreSQL database listens on. */
export const CHANGES_CHANNEL = 'studydesk_changes';
const TOPIC = 'site-settings';
const RELISTEN_MS = 1000;

/**
 * Keeps the settings cache true across instances. PostgreSQL: a save sends NOTIFY, and
 * every instance LISTENs on a connection of its own, so a time zone changed through one
 * instance is read through any other at once; while that connection is down the cache
 * is off. SQLite (one machine): a save is relayed through the cluster primary to the
 * other workers.
 */
export async function syncSettingsCache(app: FastifyInstance): Promise<void> {
  const { db } = app;
  if (!app.dbListen) {
    enableSettingsCache(db, () => relayToSiblings(TOPIC));
    const stop = onSiblingMessage((topic) => topic === TOPIC && dropSettingsCache(db));
    app.addHook('onClose', async () => {
      stop();
      disableSettingsCache(db);
    });
    return;
  }

  const listen = app.dbListen;
  let closed = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;
  const tell = () => {
    app.db
      .selectNoFrom((eb) => eb.fn<string>('pg_notify', [eb.val(CHANGES_CHANNEL), eb.val(TOPIC)]).as('sent'))
      .execute()
      .catch((err: unknown) => app.log.warn({ err }, 'could not tell the other instances of a settings change'));
  };
  const start = async (): Promise<void> => {
    try {
      unlisten = await listen(CHANGES_CHANNEL, (topic) => topic === TOPIC && dropSettingsCache(db), (err) => {
        // changes may go unheard now: read from the database until listening again
        disableSettingsCache(db);
        if (closed) return;
        app.log.warn({ err }, 'lost the connection that hears settings changes; reconnecting');
        unlisten = null;
        retry = setTimeout(() => void start(), RELISTEN_MS);
      });
      if (!closed) enableSettingsCache(db, tell);
    } catch (err) {
      if (closed) return;
      app.log.warn({ err }, 'cannot listen for settings changes; retrying');
      retry = setTimeout(() => void start(), RELISTEN_MS);
    }
  };
  await start();
  app.addHook('onClose', async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    disableSettingsCache(db);
    await unlisten?.();
  });
}
