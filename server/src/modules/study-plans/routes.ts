import { endpoints } from '@studydesk/shared/contracts';
import { assertCanEditPlan, assertCanEditPlanFields, assertCanReadPlan } from '../../permissions';
import { findPlanDetails } from './queries/details';
import { listStudyPlans } from './queries/list';
import { createPlan, updatePlan } from './queries/write';
import { routesPlugin } from '../route';

/** The admin study plan calls: the paged list, create, update and one plan's details. */
export const studyPlanRoutes = routesPlugin('study plans', (route, app) => {
  route.on(endpoints.studyPlans.list, {
    roles: ['admin'],
    description: 'Admins only: one page of study plans (groups with isGroup true), searchable by code, title and people.',
    errors: [400, 401, 403],
  }, async ({ body }) => {
    return { studyPlans: await listStudyPlans(app.db, body, Date.now()) };
  });

  route.on(endpoints.studyPlans.create, {
    roles: ['admin'],
    description: 'Admins only: creates an individual or group study plan with its teachers and members.',
    status: 201, errors: [400, 401, 403, 409],
  }, async ({ body }) => {
    const id = await createPlan(app.db, body);
    return { studyPlan: await findPlanDetails(app.db, id) };
  });

  route.on(endpoints.studyPlans.update, {
    roles: ['admin', 'teacher'],
    description: 'Admins change any field; a teacher of the plan only its description and goal.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me: user, body }) => {
    await assertCanEditPlan(app.db, user, body.id);
    assertCanEditPlanFields(user, body);
    await updatePlan(app.db, body);
    return { studyPlan: await findPlanDetails(app.db, body.id) };
  });

  route.on(endpoints.studyPlans.summary, {
    description: 'One plan with its teachers and members: admins, the plan’s teachers and members.',
    errors: [400, 401, 403, 404],
  }, async ({ me: user, body }) => {
    await assertCanReadPlan(app.db, user, body.id);
    return { studyPlan: await findPlanDetails(app.db, body.id) };
  });
});
