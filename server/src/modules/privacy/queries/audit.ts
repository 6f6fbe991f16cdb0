import type { Kysely } from 'kysely';
import type { PrivacyAuditRequest } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { offsetPage } from '../../../db/paging';

type Db = Kysely<Database>;

/** What the audit trail records (docs/product-rules.md#r-privacy-6). */
export type AuditAction = 'export-requested' | 'export-ready' | 'export-downloaded' | 'erasure-requested' | 'erasure-approved' | 'erasure-refused' | 'erased' | 'purged';

export async function audit(db: Db, entry: { actorId: number | null; action: AuditAction; requestId: number; subject: string; at: number }): Promise<void> {
  await db.insertInto('privacy_audit').values({ actor_id: entry.actorId, action: entry.action, request_id: entry.requestId, subject: entry.subject, at: entry.at }).execute();
}

export async function listAudit(db: Db, request: PrivacyAuditRequest) {
  const direction = request.direction ?? 'desc';
  const query = db
    .selectFrom('privacy_audit as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.action', 'a.request_id', 'a.subject', 'u.first_name', 'u.last_name'])
    .orderBy('a.at', direction)
    .orderBy('a.id', direction);
  return offsetPage(query, { pageIndex: request.pageIndex ?? 0, pageSize: request.pageSize ?? 20 });
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
