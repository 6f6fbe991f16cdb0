import { sql, type Kysely, type Migration } from 'kysely';
import { LESSON_OUTCOMES } from '@studydesk/shared/contracts';

/**
 * Lesson outcomes and the pay policy (docs/product-rules.md#r-pay-1). A completed lesson
 * was held; every other lesson has no outcome yet. The policy and the currency live in the
 * settings row; null policy means the default one.
 */
export const lessonOutcomesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('activities')
      .addColumn('outcome', 'varchar(20)', (col) => col.check(sql.raw(`outcome is null or outcome in (${LESSON_OUTCOMES.map((o) => `'${o}'`).join(', ')})`)))
      .execute();
    await db.updateTable('activities').set({ outcome: 'held' }).where('is_completed', '=', 1).execute();
    await db.schema.alterTable('site_settings').addColumn('pay_policy', 'text').execute();
    await db.schema.alterTable('site_settings').addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('EUR')).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('site_settings').dropColumn('currency').execute();
    await db.schema.alterTable('site_settings').dropColumn('pay_policy').execute();
    await db.schema.alterTable('activities').dropColumn('outcome').execute();
  },
};
