import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * Lessons: what users.last_lesson_at and the dashboard's lesson figures count. A file of
 * its own because the queries need it and rules.ts needs the queries.
 */
export const LESSON_TYPES = ['activity', 'evaluation'] as const;

/**
 * The one test of a lesson still pending (next lesson, overdue, upcoming): not completed and
 * without an outcome, since a cancelled or no-show lesson is no longer pending
 * (docs/product-rules.md#r-pay-1). A make-up lesson is an ordinary planned lesson, so it is
 * pending until it gets its own outcome. `is_completed = 0` is written as a literal so that
 * SQLite can read the open-lessons partial index (migration 024).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table that has activities' columns under `alias`
export function wherePending<QB extends SelectQueryBuilder<any, any, any>>(query: QB, alias: string): QB {
  return query
    .where(sql.ref(`${alias}.is_completed`), '=', sql.lit(0))
    .where(sql.ref(`${alias}.outcome`), 'is', null) as QB;
}
