import type { Kysely, Migration } from 'kysely';

/**
 * The people import (docs/product-rules.md#r-import-1): `users.birth_date`, a student's date
 * of birth as a school's spreadsheet gives it, kept as `YYYY-MM-DD` (a calendar day, no
 * time zone); null when not known, as for everyone from before.
 */
export const peopleImportMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('birth_date', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('birth_date').execute();
  },
};
