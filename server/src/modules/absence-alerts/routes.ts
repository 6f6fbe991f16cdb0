import { endpoints } from '@studydesk/shared/contracts';
import { conflict, notFound, openAlertScopeOf, planAlertScopeOf } from '../../permissions';
import { toAbsenceAlert } from './dto';
import { alertById, alertsOfPlan, openAlerts, openAlertsPage } from './queries/alert-views';
import { resolveAlert } from './queries/alerts';
import { routesPlugin } from '../route';

const ALERT_NOT_FOUND = 'Alert not found';

/** The alerts absence rules raised (docs/product-rules.md#r-absence-4, #r-absence-5). */
export const absenceAlertRoutes = routesPlugin('absence alerts', (route, { db }) => {
  route.on(endpoints.absenceAlerts.atRisk, {
    roles: ['admin'],
    description: 'Admins only: the students at risk, the open alerts newest first: rule, plan, student, lessons, since when, who was told.',
    errors: [400, 401, 403],
  }, async ({ query }) => {
    const { rows, total } = await openAlertsPage(db, { pageIndex: query.pageIndex ?? 0, pageSize: query.pageSize ?? 20 });
    return { alerts: { results: rows.map(toAbsenceAlert), total } };
  });

  route.on(endpoints.absenceAlerts.open, {
    description: 'The open alerts the caller may see (at most 200, newest first): an admin all, a teacher those of the plans they teach, ' +
      'a guardian those of their linked students; students none (403).',
    errors: [401, 403],
  }, async ({ me }) => ({ alerts: (await openAlerts(db, openAlertScopeOf(me))).map(toAbsenceAlert) }));

  route.on(endpoints.absenceAlerts.ofPlan, {
    description: "A plan's alerts, open and closed, newest first: who was told, who resolved them and why. Staff who read the plan see " +
      "every student's, a guardian their linked students'; students none (403).",
    errors: [400, 401, 403, 404],
  }, async ({ me, params }) => {
    const students = await planAlertScopeOf(db, me, params.id);
    return { alerts: (await alertsOfPlan(db, params.id, students)).map(toAbsenceAlert) };
  });

  route.on(endpoints.absenceAlerts.resolve, {
    roles: ['admin'],
    description: 'Admins only: closes an open alert with a note (404 unknown, 409 already closed). The same pattern is not raised again before its cooldown.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, params, body }) => {
    const note = body.note.trim();
    if (!(await alertById(db, params.id))) throw notFound(ALERT_NOT_FOUND);
    if (!(await resolveAlert(db, params.id, me.id, note, Date.now()))) throw conflict('This alert is closed already');
    const row = await alertById(db, params.id);
    if (!row) throw notFound(ALERT_NOT_FOUND);
    return { alert: toAbsenceAlert(row) };
  });
});
