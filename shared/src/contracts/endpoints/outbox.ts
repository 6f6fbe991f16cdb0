import { endpoint } from './endpoint';
import { IdParams } from '../common';
import { OutgoingMailListRequest, OutgoingMailListResponse, OutgoingMailResponse } from '../outbox';

/** The outbox endpoints (docs/conventions.md#endpoints): the admins' "Outgoing mail" page. */
export const outboxEndpoints = {
  mails: endpoint({ method: 'POST', path: '/v1/outbox/mails', body: OutgoingMailListRequest, response: OutgoingMailListResponse }),
  retry: endpoint({ method: 'POST', path: '/v1/outbox/mails/:id/retry', params: IdParams, response: OutgoingMailResponse }),
};
