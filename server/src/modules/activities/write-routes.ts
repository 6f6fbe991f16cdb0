import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivityResponse,
  CreateActivityRequest,
  IdParams,
  MessageResponse,
  UpdateActivityRequest,
  errorResponses,
} from '@studydesk/shared/contracts';
import type { Updateable } from 'kysely';
import type { ActivitiesTable } from '../../db/schema';
import { assertCanAddActivityType, assertCanEditPlan, requireUser } from '../../permissions';
import { createActivity, deleteActivity, updateActivity } from './queries/activities';
import { activityResponse } from './queries/load';
import { assertNotMilestone, assertPaidUnchanged, findEditableActivity, meetingOf, parseInstant, resolveTeacherId } from './rules';

const TAGS = ['activities'];

/** Create, update and delete (spec §4 Activity families; complete and copy are in activity-lifecycle.ts). */
export const activityWriteRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const db = app.db;
  const respond = (id: number) => activityResponse(db, id, publicUrl);

  app.post(
    '/v1/activity/create',
    {
      schema: {
        tags: TAGS,
        description: 'Admins and the plan\'s teachers. Milestones only by admins.',
        body: CreateActivityRequest,
        response: { 201: ActivityResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const body = request.body;
      await assertCanEditPlan(db, me, body.studyPlanId);
      const type = body.type ?? 'activity';
      assertCanAddActivityType(me, type);
      const now = Date.now();
      const start = parseInstant(body.startTime) ?? null;
      const length = body.lessonLength ?? 0;
      const completed = body.isCompleted === true;
      const teacherId = await resolveTeacherId(db, me, body.studyPlanId, body.teacherId);
      const meeting = meetingOf(start, length);
      const id = await createActivity(
        db,
        {
          study_plan_id: body.studyPlanId,
          teacher_id: teacherId,
          type,
          lesson_title: body.lessonTitle.trim(),
          description: body.description ?? '',
          start_time: start,
          lesson_length: length,
          meeting_start_time: parseInstant(body.meetingStartTime) ?? meeting.meeting_start_time,
          meeting_end_time: parseInstant(body.meetingEndTime) ?? meeting.meeting_end_time,
          difficulty_level: body.difficultyLevel ?? 1,
          is_completed: completed ? 1 : 0,
          completed_at: completed ? now : null,
          paid: 0,
          created_by: me.id,
          created_at: now,
          updated_at: now,
        },
        now,
      );
      return reply.status(201).send(await respond(id));
    },
  );

  app.patch(
    '/v1/activity/update',
    {
      schema: {
        tags: TAGS,
        description: 'Absent fields stay unchanged. Milestones are not editable; a paid lesson keeps its date, length, teacher and completion.',
        body: UpdateActivityRequest,
        response: { 200: ActivityResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const body = request.body;
      const activity = await findEditableActivity(db, me, body.id);
      assertNotMilestone(activity.type);
      if (body.type) assertNotMilestone(body.type);
      const start = parseInstant(body.startTime);
      const completed = body.isCompleted;
      // null asks for the default teacher again
      const teacherId = body.teacherId === undefined ? undefined : await resolveTeacherId(db, me, activity.study_plan_id, body.teacherId);
      assertPaidUnchanged(activity, { start, length: body.lessonLength, teacherId, completed });

      const now = Date.now();
      const nextStart = start === undefined ? (activity.start_time === null ? null : Number(activity.start_time)) : start;
      const nextLength = body.lessonLength ?? Number(activity.lesson_length);
      const patch: Updateable<ActivitiesTable> = { updated_at: now };
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
      const completionChanges = completed !== undefined && completed !== (Number(activity.is_completed) === 1);
      if (completionChanges) {
        patch.is_completed = completed ? 1 : 0;
        patch.completed_at = completed ? now : null;
      }
      await updateActivity(
        db,
        activity,
        patch,
        { fillAttendance: completionChanges && completed === true, refreshLastLessons: completionChanges || start !== undefined },
        now,
      );
      return respond(activity.id);
    },
  );

  app.delete(
    '/v1/activity/task/:id',
    {
      schema: {
        tags: TAGS,
        description: 'Deletes an activity with its comments and attendance. Not milestones, not paid lessons.',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const activity = await findEditableActivity(db, me, request.params.id);
      assertNotMilestone(activity.type);
      assertPaidUnchanged(activity, { deleting: true });
      await deleteActivity(db, activity, Date.now());
      return { message: 'Activity deleted' };
    },
  );
};
