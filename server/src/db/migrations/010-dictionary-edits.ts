import type { Kysely, Migration } from 'kysely';

/**
 * Translations an admin edited in the app: `edited_at` (epoch ms) marks them, so the
 * seed files applied on every start fill in and update the shipped texts but never
 * overwrite an admin's wording (or an emptied cell, which stays empty: that language
 * then shows the English text for the key).
 */
export const dictionaryEditsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('dictionary').addColumn('edited_at', 'bigint').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('dictionary').dropColumn('edited_at').execute();
  },
};
