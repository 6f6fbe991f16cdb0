import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Insertable } from 'kysely';
import { CreateManyActivitiesRequest, CreateManyActivitiesResponse, errorResponses } from '@studydesk/shared/contracts';
import type { ActivitiesTable } from '../../db/schema';
import { assertCanEditPlans, requireUser } from '../../permissions';
import { siteTimeZone } from '../site-settings';
import { createActivities } from './queries/create-many';
import { loadActivities } from './queries/load';
import { newActivityRow, requestedActivity, resolveTeacherId } from './rules';

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
      const requested = requestedActivity(me, body);
      const now = Date.now();
      const rows: Insertable<ActivitiesTable>[] = [];
      for (const planId of body.studyPlanIds) {
        const teacherId = await resolveTeacherId(db, me, planId, undefined);
        rows.push(newActivityRow({ ...requested, study_plan_id: planId, teacher_id: teacherId }, me.id, now));
      }
      const ids = await createActivities(db, rows, now);
      const activities = await loadActivities(db, ids, { publicUrl, timeZone: await siteTimeZone(db) }, false);
      return reply.status(201).send({ activities });
    },
  );
};
