import type pg from 'pg';
import { waitLine, type WaitMeter } from './wait-line';

/**
 * How long a query asking a PostgreSQL pool for a connection now waits: the age of the
 * oldest request still waiting (pg's pool serves waiters first come, first served, so a
 * newcomer waits at least that long). While PostgreSQL is the bottleneck the event loop is
 * idle, so lag-based shedding never fires; this is the figure that grows instead
 * (docs/architecture.md#under-pressure).
 *
 * Wraps `pool.connect` (what Kysely calls for every query and transaction) to time the waits.
 */
export function meterPoolWait(pool: pg.Pool): WaitMeter {
  const line = waitLine<{ since: number }>();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const metered = async (): Promise<pg.PoolClient> => {
    const ticket = { since: Date.now() };
    line.add(ticket);
    try {
      return await connect();
    } finally {
      line.delete(ticket);
    }
  };
  // only the promise form is used by this server (Kysely, the bench); the callback form
  // is passed through untouched
  pool.connect = ((callback?: unknown) => (callback ? (connect as (cb: unknown) => void)(callback) : metered())) as typeof pool.connect;
  return line.meter;
}
