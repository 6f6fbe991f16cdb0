import { Type, type Static } from '@sinclair/typebox';
import { Id, Instant, Nullable, PageOf, PageRequest } from './common';

/**
 * The admins' "Outgoing mail" page (docs/architecture.md#outbox): every mail the school
 * sends is a row of the outbox, queued with the change that causes it.
 * - queued: waiting to be sent (or being sent, or waiting for its next try after a failure);
 * - sent: handed to the mail server;
 * - failed: every try failed; an admin may retry it.
 */
const OUTGOING_MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export const OutgoingMailState = Type.Union(OUTGOING_MAIL_STATES.map((state) => Type.Literal(state)));
export type OutgoingMailState = Static<typeof OutgoingMailState>;

export const OutgoingMail = Type.Object({
  id: Id,
  kind: Type.String(),
  recipient: Type.String(),
  state: OutgoingMailState,
  /** tries so far */
  attempts: Type.Integer({ minimum: 0 }),
  /** the last try's error (a failed mail, or one waiting for its next try) */
  lastError: Nullable(Type.String()),
  createdAt: Instant,
  /** when its state last changed (sent, failed) */
  updatedAt: Instant,
});
export type OutgoingMail = Static<typeof OutgoingMail>;

export const OutgoingMailListRequest = PageRequest(['createdAt'], {
  pageSize: 20,
  extra: { state: Type.Optional(OutgoingMailState) },
});
export type OutgoingMailListRequest = Static<typeof OutgoingMailListRequest>;

export const OutgoingMailListResponse = Type.Object({ mails: PageOf(OutgoingMail) });
export type OutgoingMailListResponse = Static<typeof OutgoingMailListResponse>;

export const OutgoingMailResponse = Type.Object({ mail: OutgoingMail });
export type OutgoingMailResponse = Static<typeof OutgoingMailResponse>;
