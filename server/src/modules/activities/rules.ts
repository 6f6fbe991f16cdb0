import { sql, type Kysely } from 'kysely';
import type { Activity, Database } from '../../db/schema';
import type { AuthUser } from '../../permissions';
import { assertCanEditPlan, badRequest, conflict, notFound } from '../../permissions';

type Db = Kysely<Database>;

/** Lessons: what users.last_lesson_at and the dashboard's lesson figures count. */
export const LESSON_TYPES = ['activity', 'evaluation'] as const;

export const HOUR_MS = 60 * 60 * 1000;
export const WEEK_MS = 7 * 24 * HOUR_MS;

export async function findActivity(db: Db, id: number): Promise<Activity> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Activity not found');
  return row;
}

/** The activity, when the user may change its plan (404 / 403 otherwise). */
export async function findEditableActivity(db: Db, user: AuthUser, id: number): Promise<Activity> {
  const activity = await findActivity(db, id);
  await assertCanEditPlan(db, user, activity.study_plan_id);
  return activity;
}

/** spec §3: "milestone not editable" */
export function assertNotMilestone(type: string): void {
  if (type === 'milestone') throw badRequest('Milestones are not editable');
}

/**
 * A paid lesson is on a teacher's payment record: its teaching time (start, length,
 * teacher) and completion stay as paid, and it cannot be deleted. Texts may change.
 */
export function assertPaidUnchanged(activity: Activity, change: { start?: number | null; length?: number; teacherId?: number | null; completed?: boolean; deleting?: boolean }): void {
  if (Number(activity.paid) === 0) return;
  const message = 'This lesson has been paid: its date, length, teacher and completion can no longer change';
  if (change.deleting) throw conflict('This lesson has been paid and cannot be deleted');
  if (change.start !== undefined && change.start !== (activity.start_time === null ? null : Number(activity.start_time))) throw conflict(message);
  if (change.length !== undefined && change.length !== Number(activity.lesson_length)) throw conflict(message);
  if (change.teacherId !== undefined && change.teacherId !== activity.teacher_id) throw conflict(message);
  if (change.completed === false) throw conflict(message);
}

export function parseInstant(value: string | null | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`Invalid date: ${value}`);
  return ms;
}

/** The meeting of a lesson spans its length from its start; nothing to meet for length 0. */
export function meetingOf(start: number | null, length: number): { meeting_start_time: number | null; meeting_end_time: number | null } {
  if (start === null || length <= 0) return { meeting_start_time: null, meeting_end_time: null };
  return { meeting_start_time: start, meeting_end_time: start + Math.round(length * HOUR_MS) };
}

export async function teachesPlan(db: Db, teacherId: number, planId: number): Promise<boolean> {
  const row = await db
    .selectFrom('study_plan_teachers')
    .select('teacher_id')
    .where('study_plan_id', '=', planId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Who teaches a new activity: the one asked for (must teach the plan), else the creating
 * teacher, else the plan's first teacher (alphabetical, as the plan lists show them).
 */
export async function resolveTeacherId(db: Db, user: AuthUser, planId: number, requested: number | null | undefined): Promise<number | null> {
  if (requested !== undefined && requested !== null) {
    if (!(await teachesPlan(db, requested, planId))) throw badRequest('That teacher does not teach this study plan');
    return requested;
  }
  if (user.profile === 'teacher') return user.id;
  const first = await db
    .selectFrom('study_plan_teachers as t')
    .innerJoin('users', 'users.id', 't.teacher_id')
    .select('users.id')
    .where('t.study_plan_id', '=', planId)
    .orderBy(sql`lower(users.last_name)`)
    .orderBy(sql`lower(users.first_name)`)
    .orderBy('users.id')
    .executeTakeFirst();
  return first ? Number(first.id) : null;
}

/**
 * A completed group lesson gets an attendance row per member who has none yet, marked
 * present: the teacher then unticks who was missing.
 */
export async function fillAttendance(db: Db, activityId: number, planId: number): Promise<void> {
  const plan = await db.selectFrom('study_plans').select('is_group').where('id', '=', planId).executeTakeFirstOrThrow();
  if (Number(plan.is_group) !== 1) return;
  const missing = await db
    .selectFrom('study_plan_members as m')
    .select('m.student_id')
    .where('m.study_plan_id', '=', planId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('activity_members as am')
            .select('am.student_id')
            .where('am.activity_id', '=', activityId)
            .whereRef('am.student_id', '=', 'm.student_id'),
        ),
      ),
    )
    .execute();
  if (missing.length === 0) return;
  await db
    .insertInto('activity_members')
    .values(missing.map((row) => ({ activity_id: activityId, student_id: row.student_id, attended: 1 as const, feedback: null })))
    .execute();
}

/**
 * users.last_lesson_at of the plan's members: the start of their latest lesson, in any of
 * their plans, that has begun or is completed (the admin students list orders by it).
 */
export async function refreshLastLessons(db: Db, planId: number, now: number): Promise<void> {
  const members = db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', planId);
  await db
    .updateTable('users')
    .set((eb) => ({
      last_lesson_at: eb
        .selectFrom('activities as a')
        .innerJoin('study_plan_members as sm', 'sm.study_plan_id', 'a.study_plan_id')
        .select((e) => e.fn.max('a.start_time').as('v'))
        .whereRef('sm.student_id', '=', 'users.id')
        .where('a.type', 'in', [...LESSON_TYPES])
        .where('a.start_time', 'is not', null)
        .where((e) => e.or([e('a.start_time', '<=', now), e('a.is_completed', '=', 1)])),
    }))
    .where('users.id', 'in', members)
    .execute();
}
