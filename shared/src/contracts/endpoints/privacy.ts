import { endpoint } from './endpoint';
import { IdParams } from '../common';
import {
  LeaversResponse,
  PersonRequest,
  PersonRequestsResponse,
  PrivacyAuditRequest,
  PrivacyAuditResponse,
  PrivacyRequestListRequest,
  PrivacyRequestListResponse,
  PrivacyRequestResponse,
  PrivacySettings,
} from '../privacy';

/** The privacy endpoints (docs/conventions.md#endpoints): a person's copy of their data, erasure requests, the admins' queue and audit trail. */
export const privacyEndpoints = {
  requestExport: endpoint({ method: 'POST', path: '/v1/privacy/exports', body: PersonRequest, response: PrivacyRequestResponse }),
  exportFile: endpoint({ method: 'GET', path: '/v1/privacy/exports/:id/file', params: IdParams }),
  requestErasure: endpoint({ method: 'POST', path: '/v1/privacy/erasures', body: PersonRequest, response: PrivacyRequestResponse }),
  personRequests: endpoint({ method: 'GET', path: '/v1/privacy/people/:id/requests', params: IdParams, response: PersonRequestsResponse }),
  list: endpoint({ method: 'POST', path: '/v1/privacy/requests', body: PrivacyRequestListRequest, response: PrivacyRequestListResponse }),
  approve: endpoint({ method: 'POST', path: '/v1/privacy/requests/:id/approve', params: IdParams, response: PrivacyRequestResponse }),
  refuse: endpoint({ method: 'POST', path: '/v1/privacy/requests/:id/refuse', params: IdParams, response: PrivacyRequestResponse }),
  audit: endpoint({ method: 'POST', path: '/v1/privacy/audit', body: PrivacyAuditRequest, response: PrivacyAuditResponse }),
  settings: endpoint({ method: 'GET', path: '/v1/privacy/settings', response: PrivacySettings }),
  updateSettings: endpoint({ method: 'PUT', path: '/v1/privacy/settings', body: PrivacySettings, response: PrivacySettings }),
  leavers: endpoint({ method: 'GET', path: '/v1/privacy/leavers', response: LeaversResponse }),
};
