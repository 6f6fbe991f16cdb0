import type { Insertable, Kysely } from 'kysely';
import { ACTIVITY_CHANGED_MESSAGE, COMPLETE_BEFORE_START_MESSAGE, COMPLETED_WITHOUT_START_MESSAGE, INSTANT_MAX_YEAR, INSTANT_MIN_YEAR, canCompleteAt, isInstantInRange } from '@studydesk/shared/contracts';
import type { LessonOutcome } from '@studydesk/shared/contracts';
import type { ActivitiesTable, Activity, Database } from '../../db/schema';
import { assertCanAddActivityType, assertCanChangeLesson, assertCanEditWith, badRequest, conflict, selfAsLessonTeacher, teachesPlan, type AuthUser } from '../../permissions';
import { planStudents } from '../make-up-credits';
import { findActivityFor, firstTeacherOf } from './queries/activities';

type Db = Kysely<Database>;

export { LESSON_TYPES, wherePending } from './lesson-types';

const HOUR_MS = 60 * 60 * 1000;
export const WEEK_MS = 7 * 24 * HOUR_MS;

/** The activity, when the user may change its plan (404 / 403 otherwise). */
export async function findEditableActivity(db: Db, user: AuthUser, id: number): Promise<Activity> {
  const { activity, access } = await findActivityFor(db, user, id);
  assertCanEditWith(access);
  return activity;
}

/**
 * The activity, when the user may change it: edit its plan (404 / 403 otherwise) and, for
 * a teacher, it counts for them or nobody (403 on a co-teacher's lesson).
 */
export async function findChangeableActivity(db: Db, user: AuthUser, id: number): Promise<Activity> {
  const activity = await findEditableActivity(db, user, id);
  assertCanChangeLesson(user, activity);
  return activity;
}

/** A milestone is never edited (docs/product-rules.md#r-act-1). */
export function assertNotMilestone(type: string): void {
  if (type === 'milestone') throw badRequest('Milestones are not editable');
}

const PAID_LESSON_FIXED = 'This lesson has been paid: its date, length, teacher and completion can no longer change';

const PAID_MEETING_FIXED = 'This lesson has been paid: its meeting times and type can no longer change';
const sameInstant = (next: number | null | undefined, stored: number | null) => next === undefined || next === (stored === null ? null : Number(stored));

/**
 * docs/product-rules.md#r-pay-7: a paid lesson (a closed period holds it) is on a teacher's
 * payment record: its teaching time (start, length, teacher), completion, outcome, type and
 * meeting times stay as paid, and it cannot be deleted. Its title, description and difficulty,
 * its comments and its attendance and feedback may change. A field sent with its current
 * value is no change.
 */
export function assertPaidUnchanged(
  activity: Activity,
  change: {
    start?: number | null; length?: number; teacherId?: number | null; completed?: boolean; outcome?: LessonOutcome | null; deleting?: boolean;
    type?: string; meetingStart?: number | null; meetingEnd?: number | null;
  },
): void {
  if (Number(activity.paid) === 0) return;
  // the outcome decides the teacher's share (docs/product-rules.md#r-pay-1)
  if (change.outcome !== undefined && change.outcome !== activity.outcome) throw conflict('This lesson has been paid: its outcome can no longer change');
  if (change.deleting) throw conflict('This lesson has been paid and cannot be deleted');
  if (change.start !== undefined && change.start !== (activity.start_time === null ? null : Number(activity.start_time))) throw conflict(PAID_LESSON_FIXED);
  if (change.length !== undefined && change.length !== Number(activity.lesson_length)) throw conflict(PAID_LESSON_FIXED);
  if (change.teacherId !== undefined && change.teacherId !== activity.teacher_id) throw conflict(PAID_LESSON_FIXED);
  if (change.completed === false) throw conflict(PAID_LESSON_FIXED);
  if (change.type !== undefined && change.type !== activity.type) throw conflict(PAID_MEETING_FIXED);
  if (!sameInstant(change.meetingStart, activity.meeting_start_time) || !sameInstant(change.meetingEnd, activity.meeting_end_time)) throw conflict(PAID_MEETING_FIXED);
}

/**
 * The optimistic-concurrency precondition of an update: the `updatedAt` the client read
 * must still be the activity's (409 otherwise). Returns it in epoch ms, for the write to
 * check again atomically.
 */
export function assertUnchangedSince(activity: Pick<Activity, 'updated_at'>, updatedAt: string | undefined): number | undefined {
  if (updatedAt === undefined) return undefined;
  const expected = Date.parse(updatedAt);
  if (expected !== Number(activity.updated_at)) throw conflict(ACTIVITY_CHANGED_MESSAGE);
  return expected;
}

/** The `updated_at` of a change: now, but always later than the version it replaces, so each change is a new version. */
export function nextVersion(activity: Pick<Activity, 'updated_at'>, now: number): number {
  return Math.max(now, Number(activity.updated_at) + 1);
}

export function parseInstant(value: string | null | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest('Invalid date: {value}', { value });
  return ms;
}

/**
 * For a lesson that is or becomes completed: 400 without a start (it would count in no
 * month), 409 when it would count as taught before it has started (teaching time, pay,
 * last lesson).
 */
export function assertCanCompleteAt(start: number | null, now: number): void {
  if (start === null) throw badRequest(COMPLETED_WITHOUT_START_MESSAGE);
  if (!canCompleteAt(start, now)) throw conflict(COMPLETE_BEFORE_START_MESSAGE);
}

/** A date the server computes (a copy one week on) stays within the years the API accepts. */
export function assertInstantInRange(ms: number | null): void {
  if (ms !== null && !isInstantInRange(ms)) throw badRequest('Dates must fall between {first} and {last}', { first: INSTANT_MIN_YEAR, last: INSTANT_MAX_YEAR });
}

export function assertMeetingOrder(start: number | null | undefined, end: number | null | undefined): void {
  if (start !== null && start !== undefined && end !== null && end !== undefined && end < start) {
    throw badRequest('The meeting cannot end before it starts');
  }
}

/** The meeting of a lesson spans its length from its start; nothing to meet for length 0. */
export function meetingOf(start: number | null, length: number): { meeting_start_time: number | null; meeting_end_time: number | null } {
  if (start === null || length <= 0) return { meeting_start_time: null, meeting_end_time: null };
  return { meeting_start_time: start, meeting_end_time: start + Math.round(length * HOUR_MS) };
}

/** What a new activity is about; the rest of its row follows from it (newActivityRow). */
export type NewActivityFields = Pick<
  Insertable<ActivitiesTable>,
  'study_plan_id' | 'teacher_id' | 'type' | 'lesson_title' | 'description' | 'difficulty_level'
> & {
  start_time: number | null;
  lesson_length: number;
  /** the meeting, when not the lesson's own time (meetingOf) */
  meeting?: { meeting_start_time: number | null; meeting_end_time: number | null };
};

/**
 * What a create request asks for (POST /v1/activity/create and create-many), with the
 * defaults of what it leaves out, once the user may add its type (403: milestones are admins').
 */
export function requestedActivity(user: AuthUser, body: {
  type?: Activity['type'];
  lessonTitle: string;
  description?: string;
  startTime?: string | null;
  lessonLength?: number;
  difficultyLevel?: number;
}): Omit<NewActivityFields, 'study_plan_id' | 'teacher_id' | 'meeting'> {
  const type = body.type ?? 'activity';
  assertCanAddActivityType(user, type);
  return {
    type,
    lesson_title: body.lessonTitle.trim(),
    description: body.description ?? '',
    start_time: parseInstant(body.startTime) ?? null,
    lesson_length: body.lessonLength ?? 0,
    difficulty_level: body.difficultyLevel ?? 1,
  };
}

/**
 * The row of a new activity, made by `createdBy` at `now`: unpaid, its meeting the
 * lesson's time unless given, and completed now when `completed` (the caller has checked
 * it may be: assertCanCompleteAt).
 */
export function newActivityRow(
  { meeting, ...fields }: NewActivityFields,
  createdBy: number,
  now: number,
  completed = false,
): Insertable<ActivitiesTable> {
  return {
    ...fields,
    ...(meeting ?? meetingOf(fields.start_time, fields.lesson_length)),
    is_completed: completed ? 1 : 0,
    completed_at: completed ? now : null,
    outcome: completed ? 'held' : null,
    paid: 0,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  };
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
  return selfAsLessonTeacher(user) ?? firstTeacherOf(db, planId);
}


/** Feedback as stored: trimmed, and null when there is none. */
export function normaliseFeedback(feedback: string | null): string | null {
  return feedback === null || feedback.trim() === '' ? null : feedback.trim();
}

/**
 * docs/product-rules.md#r-pay-1: only a lesson (an activity of some length) has an outcome. Held
 * is completing it, so it needs a start that has passed; so does a no-show. A lesson may be
 * cancelled before it starts.
 */
export function assertCanSetOutcome(activity: Pick<Activity, 'type' | 'lesson_length' | 'start_time'>, outcome: LessonOutcome | null, now: number): void {
  assertNotMilestone(activity.type);
  if (activity.type !== 'activity' || Number(activity.lesson_length) <= 0) throw badRequest('Only lessons have an outcome');
  const start = activity.start_time === null ? null : Number(activity.start_time);
  if (outcome === 'held') assertCanCompleteAt(start, now);
  if (outcome === 'no_show' && (start === null || start > now)) throw conflict('A no-show can be recorded only once the lesson has started');
}

/** The row change of an outcome: held exactly when completed (a completed lesson keeps its completion time). */
export function outcomePatch(activity: Pick<Activity, 'is_completed' | 'completed_at' | 'updated_at'>, outcome: LessonOutcome | null, now: number) {
  const held = outcome === 'held';
  const wasCompleted = Number(activity.is_completed) === 1;
  return {
    outcome,
    is_completed: held ? (1 as const) : (0 as const),
    completed_at: held ? (wasCompleted ? activity.completed_at : now) : null,
    updated_at: nextVersion(activity, now),
  };
}

/**
 * The student a make-up lesson is for (docs/product-rules.md#r-pay-2), whose credits in the
 * plan it may use: the plan's one student, or the member of a group plan the planner chose
 * (400 for anyone else, or a group without a choice).
 */
export async function makeUpStudentOf(db: Db, planId: number, lesson: { type: Activity['type']; lesson_length: number }, chosen?: number): Promise<number> {
  if (lesson.type !== 'activity' || lesson.lesson_length <= 0) throw badRequest('Only a lesson can be a make-up lesson');
  const students = await planStudents(db, planId);
  if (chosen !== undefined) {
    if (!students.includes(chosen)) throw badRequest('The make-up lesson is for a student of this study plan');
    return chosen;
  }
  if (students.length !== 1) throw badRequest('Choose the student of the group the make-up lesson is for');
  return students[0];
}
