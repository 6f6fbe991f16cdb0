import { endpoints, REMINDER_DAYS } from '@studydesk/shared/contracts';
import { dashboardPage, remindersPage } from './queries/dashboard';
import { toDashboardPlan, toReminder } from './dto';
import { routesPlugin } from '../route';

/** The teacher dashboard: study plans with their figures, and reminders (docs/product-rules.md#r-dash-1). */
export const dashboardRoutes = routesPlugin('study plans', (route, { db }) => {
  route.on(endpoints.dashboard.dashboard, {
    roles: ['teacher', 'admin'],
    description: 'Teachers: the plans they teach (admins: all), with next lesson, last evaluation and tickets. Default order: tickets, descending.',
    errors: [400, 401, 403],
  }, async ({ me, body }) => {
    const { rows, total } = await dashboardPage(db, me, body, Date.now());
    return { studyPlans: { results: rows.map(({ row, members }) => toDashboardPlan(row, members)), total } };
  });

  route.on(endpoints.dashboard.reminders, {
    roles: ['teacher', 'admin'],
    description: `Open lessons starting within ${REMINDER_DAYS} days and overdue evaluations of active plans the caller teaches, soonest first.`,
    errors: [400, 401, 403],
  }, async ({ me, body }) => {
    const pageIndex = body.pageIndex ?? 0;
    const pageSize = body.pageSize ?? 10;
    const now = Date.now();
    const { rows, total } = await remindersPage(db, me, now, pageIndex, pageSize);
    const results = rows.map((row) => toReminder(row, now));
    return { reminders: { results, total } };
  });
});
