import { call } from '@studydesk/shared/api-client';
import type { OutgoingMail, OutgoingMailListRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import type { ListPage } from '@studydesk/shared/lists';

/** POST /v1/outbox/mails — one page of the outgoing mail, newest first. */
export async function listOutgoingMail(body: OutgoingMailListRequest, signal?: AbortSignal): Promise<ListPage<OutgoingMail>> {
  const { data } = await call(endpoints.outbox.mails, { body, signal });
  return data.mails;
}

/** POST /v1/outbox/mails/:id/retry — queues a failed mail again. */
export async function retryMail(id: number): Promise<OutgoingMail> {
  const { data } = await call(endpoints.outbox.retry, { params: { id } });
  return data.mail;
}
