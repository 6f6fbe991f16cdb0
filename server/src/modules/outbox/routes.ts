import { endpoints } from '@studydesk/shared/contracts';
import { retryFailedJob } from '../../jobs/job-queue';
import { conflict, notFound } from '../../permissions';
import { routesPlugin } from '../route';
import { findOutgoingMail, listOutgoingMail } from './queries/outgoing-mail';

const NOT_FOUND = 'This mail does not exist';
const NOT_FAILED = 'Only a failed mail can be sent again';

/** The admins' "Outgoing mail" page (docs/architecture.md#outbox): every mail the school sends, and a retry for a failed one. */
export const outboxRoutes = routesPlugin('outbox', (route, app) => {
  route.on(endpoints.outbox.mails, {
    roles: ['admin'],
    description: 'Admins only: one page of the outgoing mail, newest first: kind, recipient, state (queued, sent, failed after its tries, with the error), when; filtered by state.',
    errors: [400, 401, 403, 415],
  }, async ({ body }) => ({ mails: await listOutgoingMail(app.db, body) }));

  route.on(endpoints.outbox.retry, {
    roles: ['admin'],
    description: 'Admins only: queues a failed mail again, with its tries counted afresh. 404 for an unknown mail, 409 for one that has not failed.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ params }) => {
    if (!(await findOutgoingMail(app.db, params.id))) throw notFound(NOT_FOUND);
    const outcome = await retryFailedJob(app.db, params.id, Date.now());
    if (outcome === 'missing') throw notFound(NOT_FOUND);
    if (outcome === 'not-failed') throw conflict(NOT_FAILED);
    app.jobs.wake();
    const mail = await findOutgoingMail(app.db, params.id);
    if (!mail) throw notFound(NOT_FOUND);
    return { mail };
  });
});
