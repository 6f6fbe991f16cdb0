import type { Insertable } from 'kysely';
import { endpoints } from '@studydesk/shared/contracts';
import type { ActivitiesTable } from '../../db/schema';
import { assertCanEditPlans } from '../../permissions';
import { siteTimeZone } from '../site-settings';
import { createActivities } from './queries/create-many';
import { loadActivities } from './activity-views';
import { newActivityRow, requestedActivity, resolveTeacherId } from './rules';
import { routesPlugin } from '../route';

/** The teacher dashboard's action on a selection: the same activity planned in every selected plan. */
export const activityCreateManyRoutes = routesPlugin('activities', (route, { db }) => {
  route.on(endpoints.activities.createMany, {
    description: 'Plans the same (not completed) activity in every plan given, in one transaction. The caller must be able to change every plan: otherwise 403 and nothing is written. Milestones only by admins.',
    status: 201, errors: [400, 401, 403, 404],
  }, async ({ me, body }) => {
    await assertCanEditPlans(db, me, body.studyPlanIds);
    const requested = requestedActivity(me, body);
    const now = Date.now();
    const rows: Insertable<ActivitiesTable>[] = [];
    for (const planId of body.studyPlanIds) {
      const teacherId = await resolveTeacherId(db, me, planId, undefined);
      rows.push(newActivityRow({ ...requested, study_plan_id: planId, teacher_id: teacherId }, me.id, now));
    }
    const ids = await createActivities(db, rows, now);
    const activities = await loadActivities(db, ids, { timeZone: await siteTimeZone(db), viewer: me }, false);
    return { activities };
  });
});
