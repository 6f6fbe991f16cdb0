import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The languages the interface ships with (docs/product-rules.md#r-lang-1 languages list). */
export const LANGUAGES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
];

/**
 * What every database needs, demo or not: the one site_settings row (id 1) and the
 * languages list. Inserts only what is missing, so it runs on every start and never
 * overwrites an admin's settings.
 */
export async function ensureSiteDefaults(
  db: Kysely<Database>,
  defaults: { timeZone?: string; retentionManagerEmail?: string } = {},
): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ id: 1, time_zone: defaults.timeZone ?? 'UTC', retention_manager_email: defaults.retentionManagerEmail ?? '' })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // the key that signs mail opt-out links (docs/product-rules.md#r-mail-2), made once
  await db
    .updateTable('site_settings')
    .set({ mail_link_key: randomBytes(32).toString('hex') })
    .where('id', '=', 1)
    .where('mail_link_key', '=', '')
    .execute();
  await db
    .insertInto('languages')
    .values([...LANGUAGES])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
