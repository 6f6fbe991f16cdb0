import { endpoints } from '@studydesk/shared/contracts';
import { siteTimeZone } from '../site-settings';
import { markLesson, markMonth } from './queries/payments';
import { monthWindow } from './rules';
import { routesPlugin } from '../route';

/** Admins mark a teacher-month or a single lesson paid, or unmark it; every change is recorded. */
export const teacherPaymentRoutes = routesPlugin('teacher payment', (route, app) => {
  route.on(endpoints.teachingTime.markPaid, {
    roles: ['admin'],
    description: 'Admins only: marks every completed lesson of the teacher-month paid (paid: false marks them unpaid), ' +
      'in one transaction, and records it. 409 when the month has no completed lesson (nothing to pay).',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me: admin, body: { teacherId, month, year, paid = true } }) => {
    const range = monthWindow({ month, year }, await siteTimeZone(app.db));
    const result = await markMonth(app.db, teacherId, range, { paid, actorId: admin.id, now: Date.now() });
    return { month: result };
  });

  route.on(endpoints.teachingTime.markSinglePaid, {
    roles: ['admin'],
    description: 'Admins only: marks one completed lesson paid (paid: false marks it unpaid) and records it; answers the ' +
      "lesson and its teacher-month's new paid status. 409 for an activity that is not a completed lesson.",
    errors: [400, 401, 403, 404, 409],
  }, async ({ me: admin, body: { activityId, paid = true } }) => {
    const timeZone = await siteTimeZone(app.db);
    return markLesson(app.db, activityId, timeZone, { paid, actorId: admin.id, now: Date.now() });
  });
});
