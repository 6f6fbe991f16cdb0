import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Lessons may be completed only once they have started. Rows written before that rule
 * are not changed (a person must look at them): applying this migration runs the
 * one-off check below, whose findings go to the log. The students' "last lesson", a
 * copy derived from the lessons, is recomputed where it lies in the future.
 */
export const completedBeforeStartCheckMigration: Migration = {
  async up(db: Kysely<any>) {
    const now = Date.now();
    await db
      .updateTable('users')
      .set((eb) => ({
        last_lesson_at: eb
          .selectFrom('activities as a')
          .innerJoin('study_plan_members as sm', 'sm.study_plan_id', 'a.study_plan_id')
          .select((e) => e.fn.max('a.start_time').as('v'))
          .whereRef('sm.student_id', '=', 'users.id')
          .where('a.type', 'in', ['activity', 'evaluation'])
          .where('a.start_time', '<=', now),
      }))
      .where('last_lesson_at', '>', now)
      .execute();
  },
  async down() {},
};

export interface CompletedBeforeStartReport {
  /** completed activities whose start is still in the future or came after their completion */
  count: number;
  /** the first few, for a person to open */
  activityIds: number[];
}

/** Finds the rows that break the rule; run once, when the migration above is applied. */
export async function findCompletedBeforeStart(db: Kysely<any>, now: number): Promise<CompletedBeforeStartReport> {
  const broken = (qb: Kysely<any>) =>
    qb
      .selectFrom('activities')
      .where('is_completed', '=', 1)
      .where('start_time', 'is not', null)
      .where((eb) => eb.or([eb('start_time', '>', now), eb('start_time', '>', sql.ref('completed_at'))]));
  const total = await broken(db).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await broken(db).select('id').orderBy('id').limit(20).execute();
  return { count: Number(total.n), activityIds: rows.map((row) => Number(row.id)) };
}
