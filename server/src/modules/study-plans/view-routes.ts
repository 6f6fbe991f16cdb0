import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivityDataRequest,
  ActivityDataResponse,
  IdParams,
  SpeedResponse,
  errorResponses,
} from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { assertCanReadPlan, canEditPlan, lessonAudienceOf, requireUser } from '../../permissions';
import { activityPage, loadActivities } from '../activities';
import { siteTimeZone } from '../site-settings';
import { toPlanData } from './dto';
import { findPlanData } from './queries/details';
import { computeSpeed } from './queries/speed';

/** The study-plan view: plan data with a page of activities or spotlights, and the plan's speed. */
export const studyPlanViewRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  const db = app.db;

  app.post(
    '/v1/studyplan/getactivitydata',
    {
      schema: {
        tags: ['study plans'],
        description:
          'Plan data and one page of its activities, latest start first (unscheduled first of all): lessons (type activity) by default, spotlights, evaluations and milestones with spotlights true.',
        body: ActivityDataRequest,
        response: { 200: ActivityDataResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { studyPlanId } = request.body;
      const pageIndex = request.body.pageIndex ?? 0;
      const pageSize = request.body.pageSize ?? 10;
      const withComments = request.body.withComments ?? true;
      const spotlights = request.body.spotlights ?? false;
      await assertCanReadPlan(db, me, studyPlanId);

      const { ids, total } = await activityPage(db, studyPlanId, spotlights, pageIndex, pageSize);
      const ctx = { publicUrl: config.publicUrl, timeZone: await siteTimeZone(db), audience: lessonAudienceOf(me) };
      const results = await loadActivities(db, ids, ctx, withComments);
      const { row, people } = await findPlanData(db, studyPlanId, config.publicUrl);
      const plandata = toPlanData(row, people, await canEditPlan(db, me, studyPlanId));
      return { plandata, activities: { results, total } };
    },
  );

  app.get(
    '/v1/studyplan/speed/:id',
    {
      schema: {
        tags: ['study plans'],
        description: 'Velocity: difficulty points completed per week over recent weeks, and the forecast for the open points.',
        params: IdParams,
        response: { 200: SpeedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await assertCanReadPlan(db, me, request.params.id);
      return { speed: await computeSpeed(db, request.params.id, Date.now()) };
    },
  );
};
