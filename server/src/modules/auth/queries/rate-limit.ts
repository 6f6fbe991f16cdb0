import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RateRule, RateStatus } from '../rules';

/**
 * Reads a counter without counting. Counters live in the database (rate_limits), so
 * every server instance sees the same budget.
 */
export async function checkRate(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()): Promise<RateStatus> {
  const row = await db.selectFrom('rate_limits').select(['count', 'reset_at']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.reset_at) <= now) return { limited: false, retryAfterSeconds: 0 };
  return { limited: Number(row.count) >= rule.limit, retryAfterSeconds: Math.ceil((Number(row.reset_at) - now) / 1000) };
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
  return { limited: Number(row.count) > rule.limit, retryAfterSeconds: Math.ceil((Number(row.reset_at) - now) / 1000) };
}

/** Gives back one event counted by hitRate: an attempt reserved in advance that turned out not to count. */
export async function releaseRate(db: Kysely<Database>, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ count: sql<number>`count - 1` }).where('key', '=', key).where('count', '>', 0).execute();
}

/** Forgets a counter, e.g. an email's failures after a successful sign-in. */
export async function clearRate(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Housekeeping: counters whose window ended carry no information. */
export async function sweepRates(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
