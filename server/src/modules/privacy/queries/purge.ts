import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PersonalDataDeclaration } from '../../../privacy/declaration';
import { personRows } from './person-rows';

type Db = Kysely<Database>;

/** Erasures whose kept records are due for the purge (docs/product-rules.md#r-privacy-4). */
export function erasuresToPurge(db: Db, now: number) {
  return db
    .selectFrom('privacy_requests')
    .select(['id', 'person_id', 'person_label'])
    .where('kind', '=', 'erasure')
    .where('state', '=', 'done')
    .where('purged_at', 'is', null)
    .where('retain_until', '<=', now)
    .execute();
}

/**
 * Deletes what an erasure kept until its retention date: every declared `retain` row of the
 * person, and a student's or guardian's pseudonymised row itself (a teacher's or admin's
 * stays, pseudonymised: the records of what they did for others point at it).
 */
export async function purgeRetained(trx: Db, declarations: readonly PersonalDataDeclaration[], requestId: number, personId: number, now: number): Promise<void> {
  // the person's name and address were erased: what is left is found by id
  const person = { id: personId, email: '', fullName: '' };
  for (const declaration of declarations) {
    for (const table of declaration.tables) {
      const rows = personRows(table, person, ['retain']);
      if (rows) await sql`delete from ${sql.table(table.table)} where ${rows}`.execute(trx);
    }
  }
  await trx.deleteFrom('users').where('id', '=', personId).where('profile', 'in', ['student', 'guardian']).execute();
  await trx.updateTable('privacy_requests').set({ purged_at: now }).where('id', '=', requestId).execute();
}

/** Exports whose link expired: their files go, their rows say so. */
export async function expiredExports(db: Db, now: number) {
  return db.selectFrom('privacy_requests').select(['id', 'file_name']).where('kind', '=', 'export').where('state', '=', 'done').where('expires_at', '<=', now).execute();
}

export async function markExpired(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('privacy_requests').set({ state: 'expired', file_name: null }).where('id', 'in', ids).execute();
}

/** A person's exports still on disk: an erasure removes them with the rest. */
export async function exportsOf(db: Db, personId: number) {
  return db.selectFrom('privacy_requests').select(['id', 'file_name']).where('kind', '=', 'export').where('person_id', '=', personId).where('file_name', 'is not', null).execute();
}
