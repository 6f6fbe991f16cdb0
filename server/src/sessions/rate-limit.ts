import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A fixed-window budget: at most `limit` events per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateStatus {
  /** events counted in the current window (this one included, for a hit) */
  count: number;
  /** true when the budget is spent for the current window */
  limited: boolean;
  /** seconds until the window resets (for Retry-After) */
  retryAfterSeconds: number;
}

// The server's one rate limiter (sign-in, forgotten password, token checks), rather than
// @fastify/rate-limit: its counters live in each instance's memory (or in Redis, which
// StudyDesk does not run), while these must be one budget across instances, reserved
// before the password is checked and given back after (releaseRate: a right password or a
// trusted device cookie costs nothing), and listed and cleared by admins (throttle-routes.ts).

/**
 * Reads a counter without counting. Counters live in the database (rate_limits), so
 * every server instance sees the same budget.
 */
export async function checkRate(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()): Promise<RateStatus> {
  const row = await db.selectFrom('rate_limits').select(['count', 'reset_at']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.reset_at) <= now) return { count: 0, limited: false, retryAfterSeconds: 0 };
  return { count: Number(row.count), limited: Number(row.count) >= rule.limit, retryAfterSeconds: Math.ceil((Number(row.reset_at) - now) / 1000) };
}

/**
 * Counts one event and reports whether the budget is now exceeded. One upsert, so two
 * instances counting at once cannot lose an increment; a window that has ended starts
 * over at 1.
 */
export async function hitRate(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()): Promise<RateStatus> {
  const resetAt = now + rule.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), limited: Number(row.count) > rule.limit, retryAfterSeconds: Math.ceil((Number(row.reset_at) - now) / 1000) };
}

/** Gives back one event counted by hitRate: an attempt reserved in advance that turned out not to count. */
export async function releaseRate(db: Kysely<Database>, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ count: sql<number>`count - 1` }).where('key', '=', key).where('count', '>', 0).execute();
}

/** Forgets a counter, e.g. the failures of an account from an address after a successful sign-in; false when there was none. */
export async function clearRate(db: Kysely<Database>, key: string): Promise<boolean> {
  const result = await db.deleteFrom('rate_limits').where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface RateRow {
  key: string;
  count: number;
  resetAt: number;
}

/** The counters whose key starts with one of `prefixes` and whose window is running, most counted first. */
export async function listRates(db: Kysely<Database>, prefixes: string[], limit: number, now = Date.now()): Promise<RateRow[]> {
  if (prefixes.length === 0) return [];
  const rows = await db
    .selectFrom('rate_limits')
    .select(['key', 'count', 'reset_at'])
    .where('reset_at', '>', now)
    .where('count', '>', 0)
    // prefixes are our own constants: no LIKE wildcards in them, but compare by substr to be sure
    .where((eb) => eb.or(prefixes.map((prefix) => eb(sql<string>`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix))))
    .orderBy('count', 'desc')
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.count), resetAt: Number(row.reset_at) }));
}

/** Housekeeping: counters whose window ended carry no information. */
export async function sweepRates(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
