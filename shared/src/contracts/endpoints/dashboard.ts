import { endpoint } from './endpoint';
import { DashboardRequest, DashboardResponse, RemindersRequest, RemindersResponse } from '../dashboard';

/** The dashboard endpoints (docs/conventions.md#endpoints). */
export const dashboardEndpoints = {
  dashboard: endpoint({ method: 'POST', path: '/v1/studyplan/dashboard', body: DashboardRequest, response: DashboardResponse }),
  reminders: endpoint({ method: 'POST', path: '/v1/studyplan/reminders', body: RemindersRequest, response: RemindersResponse }),
};
