import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DbDialect } from '../../../db/connection';
import { preparedQuery } from '../../../db/prepared-queries';
import type { StudentLesson } from '../rules';

type Db = Kysely<Database>;

/** Keeps the lock of absence alerts apart from any other two-key advisory lock. */
const ALERT_LOCK_SPACE = 55032;

/**
 * One evaluation of a plan's alerts at a time (PostgreSQL; SQLite has one writer at a time
 * already): a second instance that saves an outcome of the same plan at the same moment waits
 * here until the first commits, then reads its lessons and its alert, and raises nothing twice.
 * Released with the transaction.
 */
export async function lockPlanAlerts(trx: Db, dialect: DbDialect, planId: number): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ALERT_LOCK_SPACE}, ${planId})`.execute(trx);
}

const membersLessons = preparedQuery((db, values: { planId: number }) =>
  db
    .selectFrom('activities as a')
    .innerJoin('study_plan_members as m', 'm.study_plan_id', 'a.study_plan_id')
    .leftJoin('activity_members as am', (join) => join.onRef('am.activity_id', '=', 'a.id').onRef('am.student_id', '=', 'm.student_id'))
    .select(['m.student_id', 'a.id', 'a.start_time', 'a.outcome', 'am.attended'])
    .where('a.study_plan_id', '=', values.planId)
    // only lessons have an outcome; a lesson without one counts for nothing yet
    .where('a.outcome', 'is not', null)
    .where('a.start_time', 'is not', null),
);

/** Each member's lessons of the plan that have an outcome (docs/product-rules.md#r-absence-1), by student id. */
export async function lessonsOfMembers(db: Db, planId: number): Promise<Map<number, StudentLesson[]>> {
  const rows = await membersLessons.rows(db, { planId });
  const byStudent = new Map<number, StudentLesson[]>();
  for (const row of rows) {
    const lessons = byStudent.get(Number(row.student_id)) ?? [];
    lessons.push({
      activityId: Number(row.id),
      start: Number(row.start_time),
      outcome: row.outcome,
      attended: row.attended === null ? null : Number(row.attended) === 1,
    });
    byStudent.set(Number(row.student_id), lessons);
  }
  return byStudent;
}

/** The members of a plan (students), with or without lessons. */
export async function membersOf(db: Db, planId: number): Promise<number[]> {
  const rows = await db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', planId).execute();
  return rows.map((row) => Number(row.student_id));
}
