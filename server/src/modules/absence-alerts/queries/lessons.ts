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

const planLessons = preparedQuery((db, values: { planId: number }) =>
  db
    .selectFrom('activities')
    .select(['id', 'start_time', 'outcome'])
    .where('study_plan_id', '=', values.planId)
    // only lessons have an outcome; a lesson without one counts for nothing yet
    .where('outcome', 'is not', null)
    .where('start_time', 'is not', null)
    // in the order the rules read them, which the index gives
    .orderBy('start_time')
    .orderBy('id'),
);

// each member, with the lessons they are marked absent from (none: one row with a null lesson);
// the absences are few beside the whole register (the partial index of migration 032)
const membersAndAbsences = preparedQuery((db, values: { planId: number }) =>
  db
    .selectFrom('study_plan_members as m')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('activity_members as am')
          .innerJoin('activities as a', 'a.id', 'am.activity_id')
          .select(['am.student_id', 'am.activity_id'])
          .where('a.study_plan_id', '=', values.planId)
          .where('am.attended', '=', 0)
          .as('x'),
      (join) => join.onRef('x.student_id', '=', 'm.student_id'),
    )
    .select(['m.student_id', 'x.activity_id'])
    .where('m.study_plan_id', '=', values.planId),
);

/**
 * Each member's lessons of the plan that have an outcome (docs/product-rules.md#r-absence-1), by
 * student id: the plan's lessons, each marked for the members marked absent from it. Two small
 * reads rather than lessons × members rows: a group's register is mostly "present".
 */
export async function lessonsOfMembers(db: Db, planId: number): Promise<Map<number, StudentLesson[]>> {
  const [lessons, members] = await Promise.all([planLessons.rows(db, { planId }), membersAndAbsences.rows(db, { planId })]);
  const byStudent = new Map<number, StudentLesson[]>();
  if (lessons.length === 0) return byStudent;
  const shared: StudentLesson[] = lessons.map((lesson) => ({ activityId: Number(lesson.id), start: Number(lesson.start_time), outcome: lesson.outcome, attended: null }));
  const absentFrom = new Map<number, Set<number>>();
  for (const row of members) {
    const marked = absentFrom.get(Number(row.student_id)) ?? new Set<number>();
    if (row.activity_id !== null) marked.add(Number(row.activity_id));
    absentFrom.set(Number(row.student_id), marked);
  }
  for (const [member, marked] of absentFrom) {
    // a member never marked absent has the plan's lessons as they are: the same list, evaluated once
    byStudent.set(member, marked.size > 0 ? shared.map((lesson) => (marked.has(lesson.activityId) ? { ...lesson, attended: false } : lesson)) : shared);
  }
  return byStudent;
}
