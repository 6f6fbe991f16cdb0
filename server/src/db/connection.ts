import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DbDialect = 'sqlite' | 'postgres';

/** What the rest of the server holds: the query builder, which engine it talks to, and how to let go. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DbDialect;
  destroy(): Promise<void>;
}

/** A handle plus the driver underneath, for bulk work (the bench seed) that bypasses Kysely. */
export interface OpenDatabase extends DatabaseHandle {
  sqlite: SqliteDatabase.Database | null;
  pool: pg.Pool | null;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; the embedded SQLite file when null */
  databaseUrl: string | null;
  /** the SQLite file lives here as studydesk.sqlite */
  dataDir: string;
  /** SQLite in memory (tests); ignored for PostgreSQL */
  memory?: boolean;
  /** extra pg Pool settings, e.g. `options: '-c search_path=…'` for per-test schemas */
  poolConfig?: pg.PoolConfig;
}

export const SQLITE_FILE_NAME = 'studydesk.sqlite';

export function createDatabase(options: DatabaseOptions): OpenDatabase {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolConfig) : openSqlite(options);
}

function openSqlite({ dataDir, memory }: DatabaseOptions): OpenDatabase {
  let file = ':memory:';
  if (!memory) {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, SQLITE_FILE_NAME);
  }
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run while one writer commits; FULL syncs every commit so an
  // acknowledged write survives a power cut (the embedded default must be durable).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // a second process (a CLI, the bench) may hold the write lock for a moment
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    pool: null,
    // Kysely's SQLite driver closes the better-sqlite3 handle itself
    destroy: () => db.destroy(),
  };
}

// pg returns int8 and numeric as strings because they may not fit a JS number. Our
// bigints are epoch milliseconds and counts, far below 2^53, so numbers are safe and
// keep both engines returning the same types. Overridden per pool, not globally, so a
// second pg user in the process is not surprised.
const INT8_OID = 20;
const NUMERIC_OID = 1700;

const numericTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return (value: string) => Number.parseInt(value, 10);
    if (oid === NUMERIC_OID) return (value: string) => Number.parseFloat(value);
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function openPostgres(connectionString: string, poolConfig?: pg.PoolConfig): OpenDatabase {
  const pool = new pg.Pool({ connectionString, max: 10, types: numericTypes, ...poolConfig });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    sqlite: null,
    pool,
    // Kysely's PostgreSQL driver ends the pool itself
    destroy: () => db.destroy(),
  };
}
