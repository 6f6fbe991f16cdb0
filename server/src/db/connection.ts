import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import pg from 'pg';
import { yieldWhenSliceSpent } from './loop-slice';
import { meterPoolWait } from './pool-wait';
import type { WaitMeter } from './wait-line';
import { STATEMENT_CACHE_SIZE, prepareStatements } from './prepared-statements';
import type { Database } from './schema';
import { SQLITE_BUSY_TIMEOUT_MS, retryingConnection } from './sqlite-busy';
import { WalSync } from './wal-sync';

export type DbDialect = 'sqlite' | 'postgres';

/** What the rest of the server holds: the query builder, which engine it talks to, and how to let go. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DbDialect;
  destroy(): Promise<void>;
  /**
   * PostgreSQL: LISTEN on `channel` over a connection of its own (not the pool's), so
   * every instance on the database hears a NOTIFY at once. `onLost` is called once if
   * that connection drops. Absent on SQLite.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onLost: (error?: Error) => void): Promise<() => Promise<void>>;
  /** PostgreSQL: how long queries wait for a pooled connection (load shedding reads it). Absent on SQLite. */
  poolWait?: WaitMeter;
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
  /** with `memory`: start from this copy of a database (`serialize()`), e.g. the tests' migrated one */
  image?: Buffer;
  /** extra pg Pool settings, e.g. `options: '-c search_path=…'` for per-test schemas */
  poolConfig?: pg.PoolConfig;
}

export const SQLITE_FILE_NAME = 'studydesk.sqlite';

export function createDatabase(options: DatabaseOptions): OpenDatabase {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolConfig) : openSqlite(options);
}

function openSqlite({ dataDir, memory, image }: DatabaseOptions): OpenDatabase {
  let file = ':memory:';
  if (!memory) {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, SQLITE_FILE_NAME);
  }
  const sqlite = new SqliteDatabase(memory && image ? image : file);
  // WAL lets readers run while one writer commits. NORMAL leaves the commit's flush to
  // disk out of the COMMIT itself: a write is answered only once its log is flushed, off
  // the event loop (./wal-sync), so an acknowledged write still survives a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // another process (a second worker, a CLI, the bench) may hold the write lock for a
  // moment: wait for it rather than fail, mostly outside SQLite (see ./sqlite-busy)
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const statements = withStatementCache(sqlite);
  const walSync = memory ? null : new WalSync(file);
  // SQLite itself says whether a statement may change the database (compiled ones are cached)
  const durable = walSync && { walSync, writes: (sql: string) => !statements.prepare(sql).readonly };
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: statements }, durable) });
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    pool: null,
    // Kysely's SQLite driver closes the better-sqlite3 handle itself
    destroy: async () => {
      await db.destroy();
      walSync?.close();
    },
  };
}

/** How commits are made durable: the log's flush, and which statements write (they commit on their own outside a transaction). */
interface Durable {
  walSync: WalSync;
  writes: (sql: string) => boolean;
}

/**
 * Transactions take the write lock when they begin (`begin immediate`). With several
 * server processes on one file, a plain `begin` reads first and asks for the lock at its
 * first write; if another process committed in between, SQLite cannot wait (its snapshot
 * is stale) and fails the transaction with SQLITE_BUSY at once. Taking the lock up front
 * makes writers queue for it instead: one writer at a time, none lost. The queueing is
 * asynchronous (retryingConnection), so a process waiting for the lock keeps serving.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #durable: Durable | null;
  constructor(config: ConstructorParameters<typeof SqliteDriver>[0], durable: Durable | null) {
    super(config);
    this.#durable = durable;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const taken = await super.acquireConnection();
    // held through the wait: the requests read meanwhile queue behind this one (loop-slice.ts)
    await yieldWhenSliceSpent();
    const connection = retryingConnection(taken);
    return this.#durable ? new CommittingConnection(connection, this.#durable.writes) : connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(connection);
    if (connection instanceof CommittingConnection) connection.committed = true;
  }

  /**
   * Lets the next query have the connection first, then waits for this one's commit to
   * reach the disk, so the caller's `await` (and so the answer to the client) comes after
   * it while the connection serves others meanwhile.
   */
  override async releaseConnection(connection?: DatabaseConnection): Promise<void> {
    await super.releaseConnection();
    if (connection instanceof CommittingConnection && connection.committed) await this.#durable?.walSync.flush();
  }
}

/** A connection that notes whether a write was committed through it (a transaction's, or a statement's own). */
class CommittingConnection implements DatabaseConnection {
  committed = false;
  readonly #inner: DatabaseConnection;
  readonly #writes: (sql: string) => boolean;
  #inTransaction = false;
  constructor(inner: DatabaseConnection, writes: (sql: string) => boolean) {
    this.#inner = inner;
    this.#writes = writes;
  }
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#inner.executeQuery<R>(query);
    if (query.sql === 'begin immediate') this.#inTransaction = true;
    // outside a transaction a statement that writes commits on its own
    else if (!this.#inTransaction && !this.committed && this.#writes(query.sql)) this.committed = true;
    return result;
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.#inner.streamQuery<R>(query, chunkSize);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  readonly #durable: Durable | null;
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0], durable: Durable | null = null) {
    super(config);
    this.#config = config;
    this.#durable = durable;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#durable);
  }
}

/**
 * The connection as Kysely uses it, keeping compiled statements. Kysely prepares every
 * query it runs, and better-sqlite3 compiles the SQL each time; the server runs the same
 * few hundred statements over and over, so compiling each once saves a good part of a
 * short request (a statement recompiles itself if the schema changes). The least
 * recently used are dropped past `size`. A statement still being iterated (a streamed
 * query) is never handed out twice: a second copy is compiled for the overlap.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE): Pick<SqliteDatabase.Database, 'prepare' | 'close'> {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // most recently used last
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > size) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  } as Pick<SqliteDatabase.Database, 'prepare' | 'close'>;
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
  pool.on('connect', prepareStatements);
  const poolWait = meterPoolWait(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listen: DatabaseHandle['listen'] = async (channel, onMessage, onLost) => {
    const client = new pg.Client({ connectionString, options: poolConfig?.options });
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      onLost(error);
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => onMessage(message.payload ?? ''));
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      lost = true;
      await client.end().catch(() => undefined);
    };
  };
  return {
    db,
    dialect: 'postgres',
    sqlite: null,
    pool,
    listen,
    poolWait,
    // Kysely's PostgreSQL driver ends the pool itself
    destroy: () => db.destroy(),
  };
}
