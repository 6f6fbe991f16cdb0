/**
 * What `npm run bench` (api.ts) sets a request beside: the SQL one request runs, recorded
 * from the real request and run directly (the floor), and the request's time taken apart.
 */
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { withStatementCache, type OpenDatabase } from '../db/connection';
import type { Database } from '../db/schema';
import { percentile } from './bench-kit';

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/**
 * A query builder over the same connection that writes down the SQL it runs while
 * `recording`, and with `sqlMsOf` how long a run had a query under way: Kysely's own timing
 * of each query, overlapping ones (PostgreSQL's reads sent together) counted once.
 */
export interface RecordingDb {
  db: Kysely<Database>;
  record: <T>(run: () => Promise<T>) => Promise<CompiledQuery[]>;
  sqlMsOf: <T>(run: () => Promise<T>) => Promise<number>;
}

export function recordingDb(opened: OpenDatabase): RecordingDb {
  let recorded: CompiledQuery[] | null = null;
  /** [start, end] of each query while `sqlMsOf` runs */
  let spans: Array<[number, number]> | null = null;
  // the connection as the server uses it (SQLite: with its statement cache)
  const dialect = opened.sqlite ? new SqliteDialect({ database: withStatementCache(opened.sqlite) }) : new PostgresDialect({ pool: opened.pool as NonNullable<OpenDatabase['pool']> });
  const db = new Kysely<Database>({
    dialect,
    log: (event) => {
      if (recorded && event.level === 'query') recorded.push(event.query);
      if (spans) {
        const end = performance.now();
        spans.push([end - event.queryDurationMillis, end]);
      }
    },
  });
  return {
    db,
    record: async (run) => {
      recorded = [];
      try {
        await run();
        return recorded;
      } finally {
        recorded = null;
      }
    },
    sqlMsOf: async (run) => {
      spans = [];
      try {
        await run();
        return coveredMs(spans);
      } finally {
        spans = null;
      }
    },
  };
}

/** How long at least one of `spans` was under way. */
function coveredMs(spans: Array<[number, number]>): number {
  let covered = 0;
  let reached = -Infinity;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (end <= reached) continue;
    covered += end - Math.max(start, reached);
    reached = end;
  }
  return covered;
}

/** The recorded statements run directly on the driver: SQLite statements prepared once. */
export function floorOf(opened: OpenDatabase, queries: CompiledQuery[]): () => Promise<unknown> | unknown {
  const { sqlite, pool } = opened;
  if (sqlite) {
    const statements = queries.map((query) => ({ statement: sqlite.prepare(query.sql), parameters: [...query.parameters] }));
    return () => {
      for (const { statement, parameters } of statements) {
        if (statement.reader) statement.all(parameters);
        else statement.run(parameters);
      }
    };
  }
  if (!pool) throw new Error('no driver');
  return async () => {
    for (const query of queries) await pool.query(query.sql, [...query.parameters]);
  };
}

/** Where an in-process request's time goes, p50 of each part, ms. */
export interface Split {
  /** the floor's statements run directly, each set right after one trivial request */
  floorAmidRequests: number;
  /** how long the request had a query under way (Kysely's own timing of each) */
  sqlInRequest: number;
  /** the request less its queries: routing, session, validation, handler code, serialisation, app.inject */
  rest: number;
}

/**
 * The in-process figure taken apart. The floor runs its statements in a tight loop, where
 * the CPU's caches hold nothing else; a request's statements run between routing,
 * handler code and serialisation. `floorAmidRequests` is the floor with one trivial
 * request (GET /v1/health, no SQL) before each set, which is what a request's statements
 * meet, and `sqlInRequest` what they took inside the real request.
 */
export async function splitOf(app: FastifyInstance, sqlMsOf: RecordingDb['sqlMsOf'], floor: () => Promise<unknown> | unknown, inject: () => Promise<unknown>, runs: number): Promise<Split> {
  const amid: number[] = [];
  const sql: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await app.inject({ method: 'GET', url: '/v1/health' });
    const started = performance.now();
    await floor();
    amid.push(performance.now() - started);
  }
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const inRequest = await sqlMsOf(inject);
    sql.push(inRequest);
    rest.push(performance.now() - started - inRequest);
  }
  return { floorAmidRequests: median(amid), sqlInRequest: median(sql), rest: median(rest) };
}
