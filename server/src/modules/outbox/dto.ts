import type { Selectable } from 'kysely';
import type { OutgoingMail, OutgoingMailState } from '@studydesk/shared/contracts';
import type { JobsTable } from '../../db/schema';

export type OutgoingMailRow = Pick<Selectable<JobsTable>, 'id' | 'kind' | 'recipient' | 'state' | 'attempts' | 'last_error' | 'created_at' | 'updated_at'>;
type Row = OutgoingMailRow;

/** The page's state of a job row: a mail being sent or waiting for its next try is still queued. */
function mailState(state: Row['state']): OutgoingMailState {
  if (state === 'done') return 'sent';
  if (state === 'failed') return 'failed';
  return 'queued';
}

export const JOB_STATES: Record<OutgoingMailState, Array<Row['state']>> = {
  queued: ['queued', 'running'],
  sent: ['done'],
  failed: ['failed'],
};

export function toOutgoingMail(row: Row): OutgoingMail {
  return {
    id: row.id,
    kind: row.kind ?? '',
    recipient: row.recipient ?? '',
    state: mailState(row.state),
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at ?? row.created_at).toISOString(),
  };
}

