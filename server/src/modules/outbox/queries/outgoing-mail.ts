import type { Kysely } from 'kysely';
import type { OutgoingMail, OutgoingMailListRequest } from '@studydesk/shared/contracts';
import { offsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { JOB_STATES, toOutgoingMail } from '../dto';

type Db = Kysely<Database>;

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
