import { endpoints } from '@studydesk/shared/contracts';
import type { ServerConfig } from '../../config';
import { payCloser } from '../pay';
import { siteTimeZone } from '../site-settings';
import { markLesson, markMonth } from './queries/payments';
import { monthWindow } from './rules';
import { routesPlugin } from '../route';

/**
 * The report's paid checkboxes act on the one record of payment, pay periods
 * (docs/product-rules.md#r-paid-2): marking a teacher-month paid closes its period; a single
 * lesson is paid by its period only; nothing paid by a period can be unmarked.
 */
export const teacherPaymentRoutes = routesPlugin<{ config: ServerConfig }>('teacher payment', (route, app, { config }) => {
  const closer = payCloser(app, config.publicUrl);

  route.on(endpoints.teachingTime.markPaid, {
    roles: ['admin'],
    description: "Admins only: marking a teacher-month paid closes the teacher's pay period for it, as POST /v1/pay/periods/close " +
      'with teacherId does (its lessons with an outcome, late lessons and waiting adjustments, payslip mailed), and answers ' +
      "the month's paid status. 409 when the month is closed already, has nothing to pay or is not over. paid: false is refused " +
      '(409) on a closed month and changes nothing on an open one (nothing is paid outside a period).',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me: admin, body: { teacherId, month, year, paid = true } }) => {
    const range = monthWindow({ month, year }, await siteTimeZone(app.db));
    const close = (id: number, of: { year: number; month: number }, actorId: number) => closer.one(id, { year: of.year, month: of.month }, actorId);
    return { month: await markMonth(app.db, close, teacherId, range, { paid, actorId: admin.id }) };
  });

  route.on(endpoints.teachingTime.markSinglePaid, {
    roles: ['admin'],
    description: 'Admins only: one lesson is paid only by closing its month for its teacher. Answers the lesson and its ' +
      "teacher-month's paid status when a closed period already pays it (paid: true) or none does (paid: false); 409 when " +
      'asked to pay a lesson no period pays (close its month) or to unpay one a period pays, and for an activity that is ' +
      'not a completed lesson.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ body: { activityId, paid = true } }) => {
    const timeZone = await siteTimeZone(app.db);
    return markLesson(app.db, activityId, timeZone, paid);
  });
});
