import type { Kysely, Migration } from 'kysely';

/**
 * Completed lessons must have a start time (they count for teaching time and pay in the
 * month they took place). Rows an older version let through are not changed, since only
 * a person knows when the lesson was: applying this migration runs the one-off check
 * below, whose findings go to the log.
 */
export const completedWithoutStartCheckMigration: Migration = {
  async up() {},
  async down() {},
};

export interface CompletedWithoutStartReport {
  count: number;
  /** the first few, for a person to open */
  activityIds: number[];
}

/** Finds completed lessons without a start time; run once, when the migration above is applied. */
export async function findCompletedWithoutStart(db: Kysely<any>): Promise<CompletedWithoutStartReport> {
  const broken = (qb: Kysely<any>) => qb.selectFrom('activities').where('is_completed', '=', 1).where('start_time', 'is', null);
  const total = await broken(db).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await broken(db).select('id').orderBy('id').limit(20).execute();
  return { count: Number(total.n), activityIds: rows.map((row) => Number(row.id)) };
}
