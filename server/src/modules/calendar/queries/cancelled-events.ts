import type { Kysely } from 'kysely';
import type { Activity, Database } from '../../../db/schema';
import { cancelledEventsSince, isInFeeds } from '../rules';
import { linkedStudentIds } from '../../../permissions';
import type { Range } from './calendar';
import type { FeedHolder } from './feeds';

type Db = Kysely<Database>;

/** The lesson as its event was last sent: what its cancelled event repeats. */
export type SentLesson = Pick<Activity, 'id' | 'study_plan_id' | 'teacher_id' | 'type' | 'lesson_title' | 'start_time' | 'lesson_length' | 'is_completed' | 'revision'>;

/**
 * Keeps `lesson` in the feeds of `userIds` as a cancelled event (docs/product-rules.md#r-cal-4),
 * with a SEQUENCE above the last one sent, so a subscribed app cancels the event it holds.
 * Run in the transaction that deletes or moves the lesson. Events past their 30 days are
 * pruned here, when a new one is written, rather than while a feed is read: calendar apps
 * poll often, and a read stays a read (the feed leaves them out by age anyway).
 */
async function keepCancelledEvents(db: Db, lesson: SentLesson, userIds: readonly number[], now: number): Promise<void> {
  await db.deleteFrom('cancelled_lesson_events').where('cancelled_at', '<=', cancelledEventsSince(now)).execute();
  if (!isInFeeds(lesson) || userIds.length === 0) return;
  const plan = await db.selectFrom('study_plans').select(['title', 'code']).where('id', '=', lesson.study_plan_id).executeTakeFirstOrThrow();
  const event = {
    lesson_title: lesson.lesson_title,
    plan_title: plan.title,
    plan_code: plan.code,
    start_time: Number(lesson.start_time),
    lesson_length: Number(lesson.lesson_length),
    sequence: Number(lesson.revision) + 1,
    cancelled_at: now,
  };
  await db
    .insertInto('cancelled_lesson_events')
    .values([...new Set(userIds)].map((user_id) => ({ activity_id: lesson.id, user_id, ...event })))
    .onConflict((conflict) => conflict.columns(['user_id', 'activity_id']).doUpdateSet(event))
    .execute();
}

/** Everyone whose feed holds the lesson: its teacher and the members of its plan (guardians read through them). */
async function feedHoldersOf(db: Db, lesson: Pick<Activity, 'study_plan_id' | 'teacher_id'>): Promise<number[]> {
  const members = await db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', lesson.study_plan_id).execute();
  const ids = members.map((row) => Number(row.student_id));
  return lesson.teacher_id === null ? ids : [Number(lesson.teacher_id), ...ids];
}

/** The cancelled events still kept for a feed, by start; a guardian's are their linked students' (docs/product-rules.md#r-cal-5). */
export async function cancelledEventsOf(db: Db, holder: FeedHolder, range: Range, now: number, limit: number) {
  const rows = await db
    .selectFrom('cancelled_lesson_events')
    .select(['activity_id', 'lesson_title', 'plan_title', 'plan_code', 'start_time', 'lesson_length', 'sequence', 'cancelled_at'])
    .where((eb) => (holder.profile === 'guardian' ? eb('user_id', 'in', linkedStudentIds(db, holder.id)) : eb('user_id', '=', holder.id)))
    .where('cancelled_at', '>', cancelledEventsSince(now))
    .where('start_time', '>=', range[0])
    .where('start_time', '<', range[1])
    .orderBy('start_time')
    .orderBy('activity_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    activity_id: Number(row.activity_id),
    lesson_title: row.lesson_title,
    plan_title: row.plan_title,
    plan_code: row.plan_code,
    start_time: Number(row.start_time),
    lesson_length: Number(row.lesson_length),
    sequence: Number(row.sequence),
    cancelled_at: Number(row.cancelled_at),
  }));
}

/** A lesson is deleted: it stays in every feed that held it as a cancelled event. Run in the deleting transaction, before the delete. */
export async function cancelDeletedLesson(db: Db, activityId: number, now: number): Promise<void> {
  const lesson = await db.selectFrom('activities').selectAll().where('id', '=', activityId).executeTakeFirst();
  if (lesson) await keepCancelledEvents(db, lesson, await feedHoldersOf(db, lesson), now);
}

/**
 * A lesson changes: the feeds it leaves keep it as a cancelled event. It leaves every feed
 * when it is no longer a calendar entry (unscheduled, no longer a lesson), its former
 * teacher's when it moves to another. `before` is the row as it was; run in the updating
 * transaction. Should it come back, its next revision outranks the cancelled event.
 */
export async function cancelWhereLessonLeaves(db: Db, before: SentLesson, after: Pick<Activity, 'start_time' | 'type' | 'is_completed' | 'teacher_id'>, now: number): Promise<void> {
  if (!isInFeeds(before)) return;
  if (!isInFeeds(after)) await keepCancelledEvents(db, before, await feedHoldersOf(db, before), now);
  else if (before.teacher_id !== null && Number(before.teacher_id) !== Number(after.teacher_id)) await keepCancelledEvents(db, before, [Number(before.teacher_id)], now);
}
