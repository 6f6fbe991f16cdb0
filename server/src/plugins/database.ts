import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { hashPassword } from '../sessions';
import { ensureDictionarySeed } from '../modules/dictionary';
import type { ServerConfig } from '../config';
import { createDatabase, type DatabaseHandle, type DbDialect } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { WaitMeter } from '../db/wait-line';
import { migrationChecks } from '../db/migrations';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { ensureSiteDefaults } from '../seed/site-defaults';

declare module 'fastify' {
  interface FastifyInstance {
    /** the query builder over SQLite or PostgreSQL (see src/db/schema.ts) */
    db: Kysely<Database>;
    dbDialect: DbDialect;
    /** true when this start filled an empty database with the demo school */
    demoSeeded: boolean;
    /** PostgreSQL's LISTEN on a connection of its own (null on SQLite): see DatabaseHandle */
    dbListen: NonNullable<DatabaseHandle['listen']> | null;
    /** PostgreSQL's pool waits (null on SQLite): see plugins/load-shedding.ts */
    dbPoolWait: WaitMeter | null;
  }
}

export interface DatabasePluginOptions {
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'demo' | 'pgPoolSize'>;
  /** an already opened database (tests); the app takes it over and destroys it on close */
  database?: DatabaseHandle;
}

/**
 * Opens the database, brings it to the latest migration, makes sure the site defaults
 * exist and the dictionary holds the shipped translations, seeds the demo school into an empty database when demo mode is on, and closes
 * the connection when the app closes.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, { config, database }) => {
    const handle = database ?? openFromConfig(app, config);
    app.addHook('onClose', async () => {
      await handle.destroy();
    });
    const { db, dialect } = handle;

    const applied = await migrateToLatest(db, dialect);
    if (applied.length > 0) app.log.info({ migrations: applied, dialect }, 'database migrated');
    await runMigrationChecks(app, db, applied);
    await ensureSiteDefaults(db);
    const dictionary = await ensureDictionarySeed(db);
    if (dictionary.inserted + dictionary.updated + dictionary.deleted > 0) app.log.info(dictionary, 'dictionary brought to the shipped translations');

    let demoSeeded = false;
    if (config.demo && !(await hasUsers(db))) {
      const started = Date.now();
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      try {
        const counts = await seedDemo(db, { passwordHash, now: Date.now() });
        demoSeeded = true;
        app.log.info({ ...counts, ms: Date.now() - started }, 'demo school seeded');
      } catch (error) {
        // two instances starting on one empty PostgreSQL: the loser's transaction rolls back
        if (!(await hasUsers(db))) throw error;
        app.log.info('demo school seeded by another instance');
      }
    }

    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.decorate('demoSeeded', demoSeeded);
    app.decorate('dbListen', handle.listen ?? null);
    app.decorate('dbPoolWait', handle.poolWait ?? null);
  },
  { name: 'database', fastify: '5.x' },
);

function openFromConfig(app: FastifyInstance, config: DatabasePluginOptions['config']): DatabaseHandle {
  const opened = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolConfig: config.pgPoolSize ? { max: config.pgPoolSize } : undefined });
  // an idle pooled connection dropped by the server: worth a line, not a crash
  opened.pool?.on('error', (err) => app.log.warn({ err }, 'idle PostgreSQL connection lost'));
  if (opened.dialect === 'sqlite') app.log.info({ dataDir: config.dataDir }, 'using the embedded SQLite database');
  else app.log.info('using PostgreSQL (DATABASE_URL)');
  return opened;
}

/** The one-off checks of the migrations this start applied: findings go to the log. */
async function runMigrationChecks(app: FastifyInstance, db: Kysely<Database>, applied: string[]): Promise<void> {
  for (const name of applied) {
    const check = migrationChecks[name];
    if (!check) continue;
    const report = await check(db, Date.now());
    if (report.count > 0) app.log.warn({ migration: name, count: report.count, ...report.details }, `data check: ${report.message}`);
    else app.log.info({ migration: name }, 'data check: nothing to report');
  }
}

async function hasUsers(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
