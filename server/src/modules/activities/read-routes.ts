import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivityResponse, IdParams, errorResponses } from '@studydesk/shared/contracts';
import { requireUser } from '../../permissions';
import { activityResponse } from './queries/load';
import { findEditableActivity } from './rules';

/** One activity by id, for opening its dialog from elsewhere (the calendar agenda). */
export const activityReadRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get(
    '/v1/activity/:id',
    {
      schema: {
        tags: ['activities'],
        description: "Admins and the plan's teachers: one activity with its first page of comments, as the activity dialog shows it.",
        params: IdParams,
        response: { 200: ActivityResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const activity = await findEditableActivity(app.db, requireUser(request), request.params.id);
      return activityResponse(app.db, activity.id, publicUrl);
    },
  );
};
