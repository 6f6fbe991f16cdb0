import type { PrivacyAuditEntry, PrivacyRequest } from '@studydesk/shared/contracts';
import { instantToIso } from '../../db/instants';
import type { AuditRow } from './queries/audit';
import type { RequestRow } from './queries/requests';

const toInstant = (ms: number) => new Date(Number(ms)).toISOString();
const toNullableInstant = instantToIso;

/** A request as the lists show it: the person's name as it is now (a pseudonym once erased), or the label once their row is gone. */
export function toPrivacyRequest(row: RequestRow): PrivacyRequest {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: Number(row.id),
    kind: row.kind,
    personId: row.person_id === null ? null : Number(row.person_id),
    personLabel: name || row.person_label,
    state: row.state,
    createdAt: toInstant(row.created_at),
    dueAt: toInstant(row.due_at),
    doneAt: toNullableInstant(row.done_at),
    expiresAt: toNullableInstant(row.expires_at),
    retainUntil: toNullableInstant(row.retain_until),
  };
}

export function toAuditEntry(row: AuditRow): PrivacyAuditEntry {
  const actor = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return { id: Number(row.id), at: toInstant(row.at), actor: actor || null, action: row.action, requestId: row.request_id === null ? null : Number(row.request_id), subject: row.subject };
}
