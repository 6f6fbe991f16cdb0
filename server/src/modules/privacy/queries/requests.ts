import { sql, type Kysely } from 'kysely';
import type { PrivacyRequestListRequest } from '@studydesk/shared/contracts';
import type { Database, PrivacyRequestsTable } from '../../../db/schema';
import { offsetPage } from '../../../db/paging';

type Db = Kysely<Database>;

/** A request with the person's name as it is now (a pseudonym once erased; the stored label once purged). */
export function selectRequests(db: Db) {
  return db
    .selectFrom('privacy_requests as r')
    .leftJoin('users as u', 'u.id', 'r.person_id')
    .select(['r.id', 'r.kind', 'r.person_id', 'r.person_label', 'r.requested_by', 'r.state', 'r.created_at', 'r.due_at', 'r.done_at', 'r.expires_at', 'r.retain_until', 'r.file_name', 'u.first_name', 'u.last_name']);
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

export function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  return selectRequests(db).where('r.id', '=', id).executeTakeFirst();
}

export function requestsAbout(db: Db, personId: number): Promise<RequestRow[]> {
  return selectRequests(db).where('r.person_id', '=', personId).orderBy('r.id', 'desc').limit(50).execute();
}

export async function listRequests(db: Db, request: PrivacyRequestListRequest): Promise<{ rows: RequestRow[]; total: number }> {
  let query = selectRequests(db);
  if (request.state) query = query.where('r.state', '=', request.state);
  if (request.kind) query = query.where('r.kind', '=', request.kind);
  const direction = request.direction ?? 'asc';
  return offsetPage(query.orderBy('r.due_at', direction).orderBy('r.id', direction), { pageIndex: request.pageIndex ?? 0, pageSize: request.pageSize ?? 20 });
}

/** The label the person's earlier requests gave them, so all their requests share one code. */
export async function earlierLabel(db: Db, personId: number): Promise<string | null> {
  const row = await db.selectFrom('privacy_requests').select('person_label').where('person_id', '=', personId).orderBy('id').executeTakeFirst();
  return row?.person_label ?? null;
}

export async function insertRequest(db: Db, values: Omit<PrivacyRequestsTable, 'id' | 'decided_at' | 'done_at' | 'file_name' | 'expires_at' | 'retain_until' | 'purged_at'> & { decided_at?: number | null }): Promise<number> {
  const row = await db.insertInto('privacy_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Moves a request from `from` to the new state; false when it was not in `from` (someone else moved it first). */
export async function moveRequest(db: Db, id: number, from: PrivacyRequestsTable['state'], set: Partial<Omit<PrivacyRequestsTable, 'id'>>): Promise<boolean> {
  const result = await db.updateTable('privacy_requests').set(set).where('id', '=', id).where('state', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An open erasure of the person (asked or approved): a second one is not made. */
export async function openErasure(db: Db, personId: number): Promise<number | null> {
  const row = await db.selectFrom('privacy_requests').select('id').where('person_id', '=', personId).where('kind', '=', 'erasure').where('state', 'in', ['requested', 'approved']).executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Active admins other than `id`: the last one is not erased (someone must answer the next request). */
export async function otherActiveAdmins(db: Db, id: number): Promise<number> {
  const row = await sql<{ n: number }>`select count(*) as n from users where profile = 'admin' and archived = 0 and id <> ${id}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
