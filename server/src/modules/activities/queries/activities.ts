import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Updateable } from 'kysely';
import { preparedOffsetPage } from '../../../db/paging';
import { preparedQuery } from '../../../db/prepared-queries';
import { PEOPLE_BY_NAME } from '../../../db/people-order';
import type { ActivitiesTable, Activity, Database, LessonChangesTable, ProfileType } from '../../../db/schema';
import { notFound, planAccessOf, readsPlan, type PlanAccess } from '../../../permissions';
import type { AuthUser } from '../../../sessions';
import { cancelDeletedLesson } from '../../calendar';
import { LESSON_TYPES } from '../lesson-types';

type Db = Kysely<Database>;

const ACTIVITY_NOT_FOUND_MESSAGE = 'Activity not found';

/** The activity with whether the user may read its plan (readsPlan), per profile one compiled statement. */
const activityWithAccess = preparedQuery(
  (db, values: { id: number; profile: ProfileType; userId: number }) =>
    db
      .selectFrom('activities')
      .selectAll()
      .select((eb) => readsPlan(db, eb, { profile: values.profile, id: values.userId }, 'activities.study_plan_id').as('plan_readable'))
      .where('id', '=', values.id),
  { shape: ['profile'] },
);

/**
 * The activity and what the user may do with its plan, read in one statement: 404 for a
 * missing activity, then assertCanReadPlan's 404 for a plan that is not theirs.
 */
export async function findActivityFor(db: Db, user: AuthUser, id: number): Promise<{ activity: Activity; access: PlanAccess }> {
  const row = await activityWithAccess.first(db, { id, profile: user.profile, userId: user.id });
  if (!row) throw notFound(ACTIVITY_NOT_FOUND_MESSAGE);
  const { plan_readable: readable, ...activity } = row;
  return { activity, access: planAccessOf(user, readable) };
}

const firstTeacher = preparedQuery((db, values: { planId: number }) =>
  db
    .selectFrom('study_plan_teachers as t')
    .innerJoin('users', 'users.id', 't.teacher_id')
    .select('users.id')
    .where('t.study_plan_id', '=', values.planId)
    .orderBy(PEOPLE_BY_NAME)
    .limit(1),
);

/** The plan's first teacher, alphabetical as the plan lists show them; null without teachers. */
export async function firstTeacherOf(db: Db, planId: number): Promise<number | null> {
  const first = await firstTeacher.first(db, { planId });
  return first ? Number(first.id) : null;
}

/**
 * A completed group lesson gets an attendance row per member who has none yet, marked
 * present: the teacher then unticks who was missing.
 */
async function fillAttendance(db: Db, activityId: number, planId: number): Promise<void> {
  // One statement: the members without a row are found and given one in the same insert.
  // A one-to-one plan keeps no attendance, so its members are never missing.
  await db
    .insertInto('activity_members')
    .columns(['activity_id', 'student_id', 'attended'])
    .expression((eb) =>
      eb
        .selectFrom('study_plan_members as m')
        .innerJoin('study_plans as p', 'p.id', 'm.study_plan_id')
        // typed, as PostgreSQL cannot infer a bare parameter's type in a select list
        .select([eb.cast<number>(eb.val(activityId), 'integer').as('activity_id'), 'm.student_id', eb.lit(1).as('attended')])
        .where('m.study_plan_id', '=', planId)
        .where('p.is_group', '=', 1)
        .where((inner) =>
          inner.not(
            inner.exists(
              inner
                .selectFrom('activity_members as am')
                .select('am.student_id')
                .where('am.activity_id', '=', activityId)
                .whereRef('am.student_id', '=', 'm.student_id'),
            ),
          ),
        ),
    )
    .execute();
}

const lastLessonsOfMembers = preparedQuery((db, values: { planId: number; now: number }) =>
  db
    .updateTable('users')
    .set((eb) => ({ last_lesson_at: latestLessonBegun(eb, values.now) }))
    .where('users.id', 'in', db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', values.planId)),
);

/**
 * users.last_lesson_at of the plan's members: the start of their latest lesson, in any of
 * their plans, that has begun (the admin students list orders by it, and shows it: never
 * a date still to come).
 */
export async function refreshLastLessons(db: Db, planId: number, now: number): Promise<void> {
  await lastLessonsOfMembers.rows(db, { planId, now });
}

/** The start of the latest lesson, in any plan of the student `users.id`, that has begun by `now`. */
function latestLessonBegun(eb: ExpressionBuilder<Database, 'users'>, now: number) {
  const lessonsBegun = eb.selectFrom('activities as a').where('a.type', 'in', [...LESSON_TYPES]).where('a.start_time', '<=', now);
  return lessonsBegun
    .innerJoin('study_plan_members as sm', 'sm.study_plan_id', 'a.study_plan_id')
    .whereRef('sm.student_id', '=', 'users.id')
    .select((e) => e.fn.max('a.start_time').as('v'));
}

/** The study-plan view's list, opened on every visit: compiled once. */
const planActivities = preparedOffsetPage(
  (db, values: { planId: number; spotlights: boolean }) =>
    db
      .selectFrom('activities')
      .where('activities.study_plan_id', '=', values.planId)
      .where('activities.type', values.spotlights ? '!=' : '=', 'activity')
      .select('activities.id')
      // engines sort nulls differently; say where they go
      .orderBy(sql`case when activities.start_time is null then 0 else 1 end`)
      .orderBy('activities.start_time', 'desc')
      .orderBy('activities.id', 'desc'),
);

/**
 * One page of a plan's activities, latest start first (unscheduled first of all): lessons
 * (type activity), or with `spotlights` every other type. Ids only; see loadActivities.
 */
export async function activityPage(db: Db, planId: number, spotlights: boolean, pageIndex: number, pageSize: number): Promise<{ ids: number[]; total: number }> {
  const { rows, total } = await planActivities(db, { planId, spotlights }, { pageIndex, pageSize });
  return { ids: rows.map((row) => Number(row.id)), total };
}

/**
 * Adds an activity; a completed group lesson gets its attendance rows; `also` runs in the same
 * transaction with the new id (a make-up lesson takes its credit). Returns the id.
 */
export async function createActivity(db: Db, values: Insertable<ActivitiesTable>, now: number, also?: (trx: Db, id: number) => Promise<void>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('activities').values(values).returning('id').executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (values.is_completed === 1) await fillAttendance(trx, id, values.study_plan_id);
    if (also) await also(trx, id);
    await refreshLastLessons(trx, values.study_plan_id, now);
    return id;
  });
}

export interface UpdateEffects {
  /** the activity becomes a completed lesson: attendance rows for its group */
  fillAttendance: boolean;
  /** its start or completion changed: the members' last lesson may have too */
  refreshLastLessons: boolean;
  /** a completed lesson's teacher or length changed: the record of it */
  change?: Omit<Insertable<LessonChangesTable>, 'id' | 'activity_id' | 'study_plan_id'>;
  /** precondition: the `updated_at` the change was based on; nothing is written when it no longer holds */
  expectedUpdatedAt?: number;
  /** more of the same change in the same transaction (the lesson's make-up credits) */
  also?: (trx: Db) => Promise<void>;
}

/** Writes a change of one activity and what follows from it, in one transaction; false when the precondition failed. */
export async function updateActivity(
  db: Db,
  activity: Pick<Activity, 'id' | 'study_plan_id'>,
  patch: Updateable<ActivitiesTable>,
  effects: UpdateEffects,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // with a precondition, the row changes only if nobody changed it since it was read
    const expected = effects.expectedUpdatedAt;
    const updated = await trx
      .updateTable('activities')
      .set({ ...patch, revision: sql<number>`revision + 1` })
      .where('id', '=', activity.id)
      .$if(expected !== undefined, (qb) => qb.where('updated_at', '=', expected as number))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (effects.fillAttendance) await fillAttendance(trx, activity.id, activity.study_plan_id);
    if (effects.refreshLastLessons) await refreshLastLessons(trx, activity.study_plan_id, now);
    if (effects.change) {
      await trx
        .insertInto('lesson_changes')
        .values({ ...effects.change, activity_id: activity.id, study_plan_id: activity.study_plan_id })
        .execute();
    }
    if (effects.also) await effects.also(trx);
    return true;
  });
}

/**
 * Deletes an activity (its comments and attendance go with it) and refreshes last lessons.
 * docs/product-rules.md#r-pay-2: the unused credits it earned go with it; a credit it used as a
 * make-up lesson is given back (the reference is cleared), a used credit it earned stays.
 * docs/product-rules.md#r-cal-4: the calendar feeds that held it keep it as a cancelled event.
 */
export async function deleteActivity(db: Db, activity: Pick<Activity, 'id' | 'study_plan_id'>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await cancelDeletedLesson(trx, activity.id, now);
    await trx.deleteFrom('make_up_credits').where('earned_by_activity_id', '=', activity.id).where('used_by_activity_id', 'is', null).execute();
    await trx.updateTable('make_up_credits').set({ used_by_activity_id: null }).where('used_by_activity_id', '=', activity.id).execute();
    await trx.updateTable('make_up_credits').set({ earned_by_activity_id: null }).where('earned_by_activity_id', '=', activity.id).execute();
    await trx.deleteFrom('activities').where('id', '=', activity.id).execute();
    await refreshLastLessons(trx, activity.study_plan_id, now);
  });
}

export async function planIsGroup(db: Db, planId: number): Promise<boolean> {
  const plan = await db.selectFrom('study_plans').select('is_group').where('id', '=', planId).executeTakeFirstOrThrow();
  return Number(plan.is_group) === 1;
}

/** How many of `studentIds` are members of the plan. */
export async function countMembersAmong(db: Db, planId: number, studentIds: readonly number[]): Promise<number> {
  const known = await db
    .selectFrom('study_plan_members')
    .select('student_id')
    .where('study_plan_id', '=', planId)
    .where('student_id', 'in', [...studentIds])
    .execute();
  return known.length;
}

export interface AttendanceRow {
  studentId: number;
  attended: boolean;
  feedback: string | null;
}

/** Upserts the attendance rows given; rows not given stay as they are. `also` runs in the same transaction (the plan's absence alerts). */
export async function saveAttendance(db: Db, activityId: number, rows: readonly AttendanceRow[], also?: (trx: Db) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { studentId, attended, feedback } of rows) {
      await trx
        .insertInto('activity_members')
        .values({ activity_id: activityId, student_id: studentId, attended: attended ? 1 : 0, feedback })
        .onConflict((oc) => oc.columns(['activity_id', 'student_id']).doUpdateSet({ attended: attended ? 1 : 0, feedback }))
        .execute();
    }
    await trx.updateTable('activities').set({ updated_at: Date.now() }).where('id', '=', activityId).execute();
    if (also) await also(trx);
  });
}
