import type { Kysely, Migration } from 'kysely';

/**
 * A school's own install (docs/product-rules.md#r-setup-1):
 * - `site_settings.school_name`: shown in page titles, mails and payslips; '' until set;
 * - `site_settings.default_language`: the language of a new person and of mails to someone
 *   without one; English, what every school had so far;
 * - `site_settings.setup_token_hash` and `setup_token_expires_at`: the one live first-run link
 *   (SHA-256 of its token, '' when none), replaced at each start while the school has no admin.
 */
export const schoolSetupMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('site_settings').addColumn('school_name', 'varchar(120)', (col) => col.notNull().defaultTo('')).execute();
    await db.schema.alterTable('site_settings').addColumn('default_language', 'varchar(10)', (col) => col.notNull().defaultTo('en')).execute();
    await db.schema.alterTable('site_settings').addColumn('setup_token_hash', 'varchar(64)', (col) => col.notNull().defaultTo('')).execute();
    await db.schema.alterTable('site_settings').addColumn('setup_token_expires_at', 'bigint').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('site_settings').dropColumn('setup_token_expires_at').execute();
    await db.schema.alterTable('site_settings').dropColumn('setup_token_hash').execute();
    await db.schema.alterTable('site_settings').dropColumn('default_language').execute();
    await db.schema.alterTable('site_settings').dropColumn('school_name').execute();
  },
};
