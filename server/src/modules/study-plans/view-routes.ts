import { endpoints } from '@studydesk/shared/contracts';
import { readTogether } from '../../db/read-together';
import { assertCanReadPlan } from '../../permissions';
import { activityPage, loadActivities } from '../activities';
import { siteTimeZone } from '../site-settings';
import { toPlanData } from './dto';
import { findPlanData } from './queries/details';
import { computeSpeed } from './queries/speed';
import { routesPlugin } from '../route';

/** The study-plan view: plan data with a page of activities or spotlights, and the plan's speed. */
export const studyPlanViewRoutes = routesPlugin('study plans', (route, { db }) => {
  route.on(endpoints.studyPlans.activityData, {
    description: 'Plan data and one page of its activities, latest start first (unscheduled first of all): lessons (type activity) by default, spotlights, evaluations and milestones with spotlights true.',
    errors: [400, 401, 403, 404],
  }, async ({ me, body }) => {
    const { studyPlanId } = body;
    const pageIndex = body.pageIndex ?? 0;
    const pageSize = body.pageSize ?? 10;
    const withComments = body.withComments ?? true;
    const spotlights = body.spotlights ?? false;
    // The page's reads go out beside the plan's, which carries the permission
    // (docs/architecture.md#access-in-the-read): its refusal comes first, once all have
    // settled, and nothing read is answered before the check has passed.
    const [{ row, people, access }, activities] = await readTogether(
      db,
      () => findPlanData(db, me, studyPlanId),
      async () => {
        const { ids, total } = await activityPage(db, studyPlanId, spotlights, pageIndex, pageSize);
        const ctx = { timeZone: await siteTimeZone(db), viewer: me };
        return { results: await loadActivities(db, ids, ctx, withComments), total };
      },
    );
    return { plandata: toPlanData(row, people, access.canEdit), activities };
  });

  route.on(endpoints.studyPlans.speed, {
    description: 'Velocity: difficulty points completed per week over recent weeks, and the forecast for the open points.',
    errors: [400, 401, 403, 404],
  }, async ({ me, params }) => {
    await assertCanReadPlan(db, me, params.id);
    return { speed: await computeSpeed(db, params.id, Date.now()) };
  });
});
