import type { Kysely, Migration } from 'kysely';

/**
 * Each lesson counts its revisions, so a calendar feed can tell a subscriber that an event
 * changed (RFC 5545 SEQUENCE; docs/product-rules.md#r-cal-3). Every lesson starts at 0.
 */
export const eventRevisionsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('activities').addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('activities').dropColumn('revision').execute();
  },
};
