import type { Kysely, Migration } from 'kysely';
import { addIndex } from './columns';

/**
 * Reviews recorded offline and sent later (docs/architecture.md#offline-review):
 * - review_logs.client_id: the id the device gave the review (null for reviews from before,
 *   and none is needed for them); unique per student, so a review sent twice is kept once,
 *   even by two requests racing each other;
 * - review_logs.parameters: the scheduler's parameters the review was graded with (JSON; null
 *   for reviews from before), so a card's schedule can be replayed with the parameters in
 *   force at each of its reviews when a late review lands between them.
 */
export const reviewSyncMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('review_logs').addColumn('client_id', 'text').execute();
    await db.schema.alterTable('review_logs').addColumn('parameters', 'text').execute();
    await db.schema.createIndex('review_logs_student_client_idx').unique().on('review_logs').columns(['student_id', 'client_id']).execute();
    // a card's reviews in the order they were given: what a replay reads
    await addIndex(db, 'review_logs_student_card_at_idx', 'review_logs', ['student_id', 'card_id', 'reviewed_at']);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('review_logs_student_card_at_idx').execute();
    await db.schema.dropIndex('review_logs_student_client_idx').execute();
    await db.schema.alterTable('review_logs').dropColumn('parameters').execute();
    await db.schema.alterTable('review_logs').dropColumn('client_id').execute();
  },
};
