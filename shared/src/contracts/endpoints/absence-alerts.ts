import { endpoint } from './endpoint';
import { IdParams } from '../common';
import { AbsenceAlertList, AbsenceAlertListRequest, AbsenceAlertPage, AbsenceAlertResponse, ResolveAlertRequest } from '../absence-rules';

/** The absence alerts endpoints (docs/conventions.md#endpoints, docs/product-rules.md#r-absence-4). */
export const absenceAlertsEndpoints = {
  /** admins: the students at risk, open alerts newest first */
  atRisk: endpoint({ method: 'GET', path: '/v1/absence-alerts', query: AbsenceAlertListRequest, response: AbsenceAlertPage }),
  /** the open alerts the caller may see: a teacher's plans, a guardian's linked students, everything for admins */
  open: endpoint({ method: 'GET', path: '/v1/absence-alerts/open', response: AbsenceAlertList }),
  /** a plan's alerts, open and closed */
  ofPlan: endpoint({ method: 'GET', path: '/v1/absence-alerts/plan/:id', params: IdParams, response: AbsenceAlertList }),
  resolve: endpoint({ method: 'POST', path: '/v1/absence-alerts/:id/resolve', params: IdParams, body: ResolveAlertRequest, response: AbsenceAlertResponse }),
};
