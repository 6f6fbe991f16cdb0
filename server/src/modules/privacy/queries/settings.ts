import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export async function readPrivacySettings(db: Db): Promise<{ retentionYears: number; leaversAfterMonths: number | null }> {
  const row = await db.selectFrom('privacy_settings').select(['retention_years', 'leavers_after_months']).where('id', '=', 1).executeTakeFirst();
  return { retentionYears: row?.retention_years ?? 6, leaversAfterMonths: row?.leavers_after_months ?? null };
}

export async function savePrivacySettings(db: Db, settings: { retentionYears: number; leaversAfterMonths: number | null }): Promise<void> {
  await db
    .insertInto('privacy_settings')
    .values({ id: 1, retention_years: settings.retentionYears, leavers_after_months: settings.leaversAfterMonths })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ retention_years: settings.retentionYears, leavers_after_months: settings.leaversAfterMonths }))
    .execute();
}

/** Students archived before `archivedBefore` and not yet erased, longest archived first (docs/product-rules.md#r-privacy-5). */
export function archivedStudents(db: Db, archivedBefore: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'archived_at'])
    .where('profile', '=', 'student')
    .where('archived', '=', 1)
    .where('archived_at', 'is not', null)
    .where('archived_at', '<', archivedBefore)
    .where('email', 'not like', '%@erased.invalid')
    .orderBy('archived_at')
    .orderBy('id')
    .limit(200)
    .execute();
}
