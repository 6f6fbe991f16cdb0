import type { Kysely } from 'kysely';
import { offsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The students of a plan's lessons: its members (one for an individual plan). */
export async function planStudents(db: Db, planId: number): Promise<number[]> {
  const rows = await db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', planId).orderBy('student_id').execute();
  return rows.map((row) => Number(row.student_id));
}

/** The students who already hold a credit (open, used or expired) earned by this lesson. */
export async function studentsCreditedBy(db: Db, activityId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('make_up_credits').select('student_id').where('earned_by_activity_id', '=', activityId).execute();
  return new Set(rows.map((row) => Number(row.student_id)));
}

export async function countCreditsInMonth(db: Db, studentId: number, month: string): Promise<number> {
  const row = await db
    .selectFrom('make_up_credits')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('student_id', '=', studentId)
    .where('month', '=', month)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCredit(
  db: Db,
  credit: { studentId: number; planId: number; activityId: number; month: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('make_up_credits')
    .values({
      student_id: credit.studentId,
      study_plan_id: credit.planId,
      earned_by_activity_id: credit.activityId,
      month: credit.month,
      created_at: credit.createdAt,
      expires_at: credit.expiresAt,
    })
    .execute();
}

/**
 * Takes back the unused credits a lesson earned; the used ones stay. Counts both. Most
 * lessons earned none, so they are counted first and only a lesson with open ones is
 * written to: one statement for most, two for the rest. The caller holds the lesson's
 * row in its transaction, so no credit is earned in between; one used in between is
 * kept, not withdrawn.
 */
export async function withdrawUnusedCredits(db: Db, activityId: number): Promise<{ withdrawn: number; kept: number }> {
  const earned = await db
    .selectFrom('make_up_credits')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('all'),
      eb.fn.count<number | string>('id').filterWhere('used_by_activity_id', 'is', null).as('open'),
    ])
    .where('earned_by_activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  if (Number(earned.open) === 0) return { withdrawn: 0, kept: Number(earned.all) };
  const deleted = await db
    .deleteFrom('make_up_credits')
    .where('earned_by_activity_id', '=', activityId)
    .where('used_by_activity_id', 'is', null)
    .executeTakeFirst();
  const withdrawn = Number(deleted.numDeletedRows);
  return { withdrawn, kept: Number(earned.all) - withdrawn };
}

/**
 * Marks the student's oldest open credit in the plan (soonest to expire) used by the
 * lesson; false when they have none. The update checks it is still unused, so two make-up
 * lessons never take the same credit.
 */
export async function useOldestOpenCredit(db: Db, planId: number, studentId: number, activityId: number, now: number): Promise<boolean> {
  const open = await db
    .selectFrom('make_up_credits')
    .select('id')
    .where('study_plan_id', '=', planId)
    .where('student_id', '=', studentId)
    .where('used_by_activity_id', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .orderBy('id')
    .executeTakeFirst();
  if (!open) return false;
  const used = await db
    .updateTable('make_up_credits')
    .set({ used_by_activity_id: activityId })
    .where('id', '=', open.id)
    .where('used_by_activity_id', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Credits of a student and/or plan (the whole credit) with the lessons that earned and used them. */
export function selectCredits(db: Db, filter: { studentId?: number; planId?: number }) {
  return db
    .selectFrom('make_up_credits as c')
    .innerJoin('users as s', 's.id', 'c.student_id')
    .innerJoin('study_plans as p', 'p.id', 'c.study_plan_id')
    .leftJoin('activities as e', 'e.id', 'c.earned_by_activity_id')
    .leftJoin('activities as u', 'u.id', 'c.used_by_activity_id')
    .selectAll('c')
    .select([
      's.first_name',
      's.last_name',
      's.title',
      'p.title as plan_title',
      'e.lesson_title as earned_title',
      'e.start_time as earned_start',
      'u.lesson_title as used_title',
      'u.start_time as used_start',
    ])
    .$if(filter.studentId !== undefined, (qb) => qb.where('c.student_id', '=', filter.studentId as number))
    .$if(filter.planId !== undefined, (qb) => qb.where('c.study_plan_id', '=', filter.planId as number))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc');
}
export type CreditRow = Awaited<ReturnType<ReturnType<typeof selectCredits>['execute']>>[number];

/** The newest credits first, at most `max` (a student holds a handful a month; this bounds a long history). */
export async function listCredits(db: Db, filter: { studentId?: number; planId?: number }, max: number): Promise<CreditRow[]> {
  return (await offsetPage(selectCredits(db, filter), { pageIndex: 0, pageSize: max })).rows;
}
