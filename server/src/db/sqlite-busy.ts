import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';

/**
 * How long one attempt may wait for another process's write lock inside SQLite. SQLite
 * waits by sleeping the calling thread, and in a server that thread is the event loop:
 * a long busy_timeout would stop every request of this process while another worker
 * holds the lock. So SQLite waits only a moment, and the rest of the wait is done here,
 * asynchronously, with the event loop free to serve reads, pages and health checks.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 10;

/** How long a statement waits in all for the write lock before the request is answered 503. */
const SQLITE_LOCK_WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED');
}

/**
 * Runs a statement again while another process holds the write lock. A statement that
 * failed with SQLITE_BUSY changed nothing (and a `begin immediate` that failed began
 * nothing), so running it again is safe. Past `waitMs` the error goes on as a 503: the
 * database is busy, not broken.
 */
export async function retryWhileBusy<T>(run: () => Promise<T>, waitMs = SQLITE_LOCK_WAIT_MS): Promise<T> {
  const until = Date.now() + waitMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (Date.now() >= until) throw Object.assign(error as Error, { statusCode: 503 });
      // a little jitter, so waiting processes do not retry in step
      await sleep(pause + Math.random() * pause);
    }
  }
}

/** A Kysely connection whose statements wait for the write lock without blocking the event loop. */
export function retryingConnection(connection: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => retryWhileBusy(() => connection.executeQuery<R>(query)),
    streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
  };
}
