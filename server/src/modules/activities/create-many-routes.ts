import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Insertable } from 'kysely';
import { CreateManyActivitiesRequest, CreateManyActivitiesResponse, errorResponses } from '@studydesk/shared/contracts';
import type { ActivitiesTable } from '../../db/schema';
import { assertCanAddActivityType, assertCanEditPlans, requireUser } from '../../permissions';
import { siteTimeZone } from '../site-settings';
import { createActivities } from './queries/create-many';
import { loadActivities } from './queries/load';
import { meetingOf, parseInstant, resolveTeacherId } from './rules';

const TAGS = ['activities'];

/** The teacher dashboard's action on a selection: the same activity planned in every selected plan. */
export const activityCreateManyRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const db = app.db;

  app.post(
    '/v1/activity/create-many',
    {
      schema: {
        tags: TAGS,
        description:
          'Plans the same (not completed) activity in every plan given, in one transaction. The caller must be able to change every plan: otherwise 403 and nothing is written. Milestones only by admins.',
        body: CreateManyActivitiesRequest,
        response: { 201: CreateManyActivitiesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const body = request.body;
      await assertCanEditPlans(db, me, body.studyPlanIds);
      const type = body.type ?? 'activity';
      assertCanAddActivityType(me, type);
      const now = Date.now();
      const start = parseInstant(body.startTime) ?? null;
      const length = body.lessonLength ?? 0;
      const rows: Insertable<ActivitiesTable>[] = [];
      for (const planId of body.studyPlanIds) {
        rows.push({
          study_plan_id: planId,
          teacher_id: await resolveTeacherId(db, me, planId, undefined),
          type,
          lesson_title: body.lessonTitle.trim(),
          description: body.description ?? '',
          start_time: start,
          lesson_length: length,
          ...meetingOf(start, length),
          difficulty_level: body.difficultyLevel ?? 1,
          is_completed: 0,
          completed_at: null,
          paid: 0,
          created_by: me.id,
          created_at: now,
          updated_at: now,
        });
      }
      const ids = await createActivities(db, rows, now);
      const activities = await loadActivities(db, ids, { publicUrl, timeZone: await siteTimeZone(db) }, false);
      return reply.status(201).send({ activities });
    },
  );
};
