import { endpoints } from '@studydesk/shared/contracts';
import { activityResponse } from './activity-views';
import { findEditableActivity } from './rules';
import { routesPlugin } from '../route';

/** One activity by id, for opening its dialog from elsewhere (the calendar agenda). */
export const activityReadRoutes = routesPlugin('activities', (route, app) => {
  route.on(endpoints.activities.get, {
    description: "Admins and the plan's teachers: one activity with its first page of comments, as the activity dialog shows it.",
    errors: [400, 401, 403, 404],
  }, async ({ me, params }) => {
    const activity = await findEditableActivity(app.db, me, params.id);
    return activityResponse(app.db, activity.id, me);
  });
});
