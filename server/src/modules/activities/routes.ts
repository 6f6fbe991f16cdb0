import { ACTIVITY_CHANGED_MESSAGE, endpoints } from '@studydesk/shared/contracts';
import type { Updateable } from 'kysely';
import type { ActivitiesTable } from '../../db/schema';
import { assertCanChangeLessonTeacher, assertCanCreditLesson, assertCanEditPlan, conflict, type AuthUser } from '../../permissions';
import { cancelWhereLessonLeaves } from '../calendar';
import { useOldestOpenCredit } from '../make-up-credits';
import { lessonCreditsFollow } from './lesson-credits';
import { createActivity, deleteActivity, updateActivity } from './queries/activities';
import { activityResponse } from './activity-views';
import { assertCanCompleteAt, assertMeetingOrder, assertNotMilestone, assertPaidUnchanged, assertUnchangedSince, findChangeableActivity, makeUpStudentOf, meetingOf, newActivityRow, nextVersion, parseInstant, requestedActivity, resolveTeacherId } from './rules';
import { routesPlugin } from '../route';

/** Create, update and delete (docs/product-rules.md#r-dialog-3 Activity families; complete and copy are in lifecycle-routes.ts). */
export const activityWriteRoutes = routesPlugin('activities', (route, app) => {
  const { db } = app;
  const alerts = { jobs: app.jobs, dialect: app.dbDialect };
  const respond = (id: number, viewer: AuthUser, created = false) => activityResponse(db, id, viewer, { created });

  route.on(endpoints.activities.create, {
    description: 'Admins and the plan\'s teachers. Milestones only by admins. A lesson can be created completed only once it has started (409). ' +
      "With makeUp, a lesson for the plan's one student (in a group plan: the member makeUpFor names, 400 without one) " +
      'that uses their oldest open make-up credit of the plan (409 without one). A teacher names only themself as the lesson\'s ' +
      'teacher (403 for a co-teacher: an admin credits another teacher).',
    status: 201, errors: [400, 401, 403, 404, 409],
  }, async ({ me, body }) => {
    await assertCanEditPlan(db, me, body.studyPlanId);
    const requested = requestedActivity(me, body);
    const now = Date.now();
    const completed = body.isCompleted === true;
    if (completed) assertCanCompleteAt(requested.start_time, now);
    const teacherId = await resolveTeacherId(db, me, body.studyPlanId, body.teacherId);
    assertCanCreditLesson(me, teacherId);
    const meeting = meetingOf(requested.start_time, requested.lesson_length);
    const meetingStart = parseInstant(body.meetingStartTime) ?? meeting.meeting_start_time;
    const meetingEnd = parseInstant(body.meetingEndTime) ?? meeting.meeting_end_time;
    assertMeetingOrder(meetingStart, meetingEnd);
    const row = newActivityRow(
      {
        ...requested,
        study_plan_id: body.studyPlanId,
        teacher_id: teacherId,
        meeting: { meeting_start_time: meetingStart, meeting_end_time: meetingEnd },
      },
      me.id,
      now,
      completed,
    );
    const makeUpFor = body.makeUp === true ? await makeUpStudentOf(db, body.studyPlanId, requested, body.makeUpFor) : null;
    // a make-up lesson takes the student's oldest open credit with it, or is not created
    const useCredit = makeUpFor === null ? undefined : async (trx: typeof db, id: number) => {
      if (!(await useOldestOpenCredit(trx, body.studyPlanId, makeUpFor, id, now))) throw conflict('The student has no open make-up credit');
    };
    const id = await createActivity(db, row, now, useCredit);
    return respond(id, me, true);
  });

  route.on(endpoints.activities.update, {
    description: 'Absent fields stay unchanged. Milestones are not editable; a paid lesson (in a closed pay period) keeps its date, length, ' +
      'teacher, completion, type and meeting times (409); its title, description and difficulty may change. ' +
      'Only admins change the teacher of an existing lesson (403). A lesson cannot be completed before it starts (409). ' +
      "Changes to a completed lesson's teacher or length are recorded for the lesson history. " +
      'With `updatedAt` (the one the client read), 409 and nothing saved when the activity has changed since.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, body }) => {
    const activity = await findChangeableActivity(db, me, body.id);
    const expectedUpdatedAt = assertUnchangedSince(activity, body.updatedAt);
    assertNotMilestone(activity.type);
    if (body.type) assertNotMilestone(body.type);
    const start = parseInstant(body.startTime);
    const completed = body.isCompleted;
    // null asks for the default teacher again
    const teacherId = body.teacherId === undefined ? undefined : await resolveTeacherId(db, me, activity.study_plan_id, body.teacherId);
    const teacherChanges = teacherId !== undefined && teacherId !== activity.teacher_id;
    if (teacherChanges) assertCanChangeLessonTeacher(me);
    assertPaidUnchanged(activity, {
      start, length: body.lessonLength, teacherId, completed, type: body.type,
      meetingStart: parseInstant(body.meetingStartTime), meetingEnd: parseInstant(body.meetingEndTime),
    });

    const now = Date.now();
    const wasCompleted = Number(activity.is_completed) === 1;
    const isCompleted = completed ?? wasCompleted;
    const nextStart = start === undefined ? (activity.start_time === null ? null : Number(activity.start_time)) : start;
    const nextLength = body.lessonLength ?? Number(activity.lesson_length);
    // completing it, or moving a completed lesson's start, must leave a lesson that has begun
    if (isCompleted && (!wasCompleted || start !== undefined)) assertCanCompleteAt(nextStart, now);
    const patch: Updateable<ActivitiesTable> = { updated_at: nextVersion(activity, now) };
    if (body.type !== undefined) patch.type = body.type;
    if (body.lessonTitle !== undefined) patch.lesson_title = body.lessonTitle.trim();
    if (body.description !== undefined) patch.description = body.description;
    if (start !== undefined) patch.start_time = start;
    if (body.lessonLength !== undefined) patch.lesson_length = body.lessonLength;
    if (body.difficultyLevel !== undefined) patch.difficulty_level = body.difficultyLevel;
    if (teacherId !== undefined) patch.teacher_id = teacherId;
    if (start !== undefined || body.lessonLength !== undefined) Object.assign(patch, meetingOf(nextStart, nextLength));
    if (body.meetingStartTime !== undefined) patch.meeting_start_time = parseInstant(body.meetingStartTime);
    if (body.meetingEndTime !== undefined) patch.meeting_end_time = parseInstant(body.meetingEndTime);
    assertMeetingOrder(
      patch.meeting_start_time === undefined ? activity.meeting_start_time : patch.meeting_start_time,
      patch.meeting_end_time === undefined ? activity.meeting_end_time : patch.meeting_end_time,
    );
    const completionChanges = completed !== undefined && completed !== wasCompleted;
    const lengthChanges = nextLength !== Number(activity.lesson_length);
    // moving teaching time between teachers or changing its amount is on the record
    const change =
      (wasCompleted || isCompleted) && (teacherChanges || lengthChanges)
        ? {
            start_time: nextStart,
            changed_by: me.id,
            changed_at: now,
            teacher_before: activity.teacher_id,
            teacher_after: teacherId === undefined ? activity.teacher_id : teacherId,
            length_before: Number(activity.lesson_length),
            length_after: nextLength,
          }
        : undefined;
    if (completionChanges) {
      patch.is_completed = completed ? 1 : 0;
      patch.completed_at = completed ? now : null;
      // docs/product-rules.md#r-pay-1: held exactly when completed
      patch.outcome = completed ? 'held' : null;
    }
    const credits = completionChanges ? await lessonCreditsFollow(db, alerts, activity, patch.outcome ?? null, now) : undefined;
    const saved = await updateActivity(
      db,
      activity,
      patch,
      {
        fillAttendance: completionChanges && completed === true,
        refreshLastLessons: completionChanges || start !== undefined,
        change,
        expectedUpdatedAt,
        also: async (trx) => {
          await credits?.also?.(trx);
          // docs/product-rules.md#r-cal-4: a calendar app whose feed it leaves sees it cancelled
          await cancelWhereLessonLeaves(trx, activity, {
            start_time: nextStart,
            type: patch.type ?? activity.type,
            is_completed: isCompleted ? 1 : 0,
            teacher_id: teacherId === undefined ? activity.teacher_id : teacherId,
          }, now);
        },
      },
      now,
    );
    // changed by someone else between our read and our write
    if (!saved) throw conflict(ACTIVITY_CHANGED_MESSAGE);
    return respond(activity.id, me);
  });

  route.on(endpoints.activities.delete, {
    description: 'Deletes an activity with its comments and attendance. Not milestones, not paid lessons.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, params }) => {
    const activity = await findChangeableActivity(db, me, params.id);
    assertNotMilestone(activity.type);
    assertPaidUnchanged(activity, { deleting: true });
    await deleteActivity(db, activity, Date.now());
    return { message: 'Activity deleted' };
  });
});
