import type { Kysely, Selectable } from 'kysely';
import type { OutgoingMail, OutgoingMailListRequest, OutgoingMailState } from '@studydesk/shared/contracts';
import { offsetPage } from '../../../db/paging';
import type { Database, JobsTable } from '../../../db/schema';

type Db = Kysely<Database>;
type Row = Pick<Selectable<JobsTable>, 'id' | 'kind' | 'recipient' | 'state' | 'attempts' | 'last_error' | 'created_at' | 'updated_at'>;

/** The page's state of a job row: a mail being sent or waiting for its next try is still queued. */
export function mailState(state: Row['state']): OutgoingMailState {
  if (state === 'done') return 'sent';
  if (state === 'failed') return 'failed';
  return 'queued';
}

const JOB_STATES: Record<OutgoingMailState, Array<Row['state']>> = {
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

function selectMails(db: Db) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'recipient', 'state', 'attempts', 'last_error', 'created_at', 'updated_at'])
    .where('kind', 'is not', null);
}

/** One page of the outbox's mails, newest first (or oldest with direction 'asc'), of one state or all. */
export async function listOutgoingMail(db: Db, request: OutgoingMailListRequest): Promise<{ results: OutgoingMail[]; total: number }> {
  const direction = request.direction ?? 'desc';
  let query = selectMails(db);
  if (request.state) query = query.where('state', 'in', JOB_STATES[request.state]);
  const { rows, total } = await offsetPage(query.orderBy('id', direction), { pageIndex: request.pageIndex ?? 0, pageSize: request.pageSize ?? 20 });
  return { results: rows.map(toOutgoingMail), total };
}

export async function findOutgoingMail(db: Db, id: number): Promise<OutgoingMail | null> {
  const row = await selectMails(db).where('id', '=', id).executeTakeFirst();
  return row ? toOutgoingMail(row) : null;
}
