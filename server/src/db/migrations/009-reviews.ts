import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { addIndex, belongsTo, createTable, identity, required } from './columns';

/**
 * Student review with FSRS:
 * - review_cards: each student's scheduling state of a card they have reviewed (a card
 *   never reviewed has no row: it is new), as ts-fsrs keeps it;
 * - review_logs: every grade given, with the card's state before and after as JSON, so a
 *   schedule can be recomputed and audited; kept when the student is archived;
 * - review_parameters: the scheduler's parameters per student (JSON; none: the defaults),
 *   so they can be optimised from the student's own logs later;
 * - site_settings.desired_retention: the recall probability reviews aim at (0.9).
 */
export function reviewsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTable(db, 'review_cards', {
        student_id: belongsTo('users'),
        card_id: belongsTo('flashcards'),
        study_plan_id: required('integer'),
        due: required('bigint'),
        stability: required('double precision'),
        difficulty: required('double precision'),
        scheduled_days: required('integer'),
        learning_steps: required('integer'),
        reps: required('integer'),
        lapses: required('integer'),
        state: required('integer'),
        last_review: 'bigint',
      }, (t) => t.addPrimaryKeyConstraint('review_cards_pk', ['student_id', 'card_id']));
      // a member's cards of a plan; covering what the forecast reads (stability, last review),
      // so a page's forecast is read off the index without touching the table
      await addIndex(db, 'review_cards_student_plan_idx', 'review_cards', ['student_id', 'study_plan_id', 'card_id', 'stability', 'last_review']);
      await addIndex(db, 'review_cards_card_id_idx', 'review_cards', ['card_id']);

      await createTable(db, 'review_logs', {
        id: identity(dialect),
        card_id: belongsTo('flashcards'),
        student_id: belongsTo('users'),
        study_plan_id: required('integer'),
        grade: required('integer'),
        reviewed_at: required('bigint'),
        state_before: required('integer'),
        state_after: required('integer'),
        card_before: required('text'),
        card_after: required('text'),
      });
      // today's new cards of a plan (the daily cap) and a student's history
      await addIndex(db, 'review_logs_student_plan_at_idx', 'review_logs', ['student_id', 'study_plan_id', 'reviewed_at']);
      await addIndex(db, 'review_logs_card_id_idx', 'review_logs', ['card_id']);

      await createTable(db, 'review_parameters', {
        student_id: ['integer', (col) => col.primaryKey().references('users.id').onDelete('cascade')],
        parameters: required('text'),
        updated_at: required('bigint'),
      });

      await db.schema
        .alterTable('site_settings')
        .addColumn('desired_retention', 'double precision', (col) => col.notNull().defaultTo(0.9))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('site_settings').dropColumn('desired_retention').execute();
      await db.schema.dropTable('review_parameters').execute();
      await db.schema.dropTable('review_logs').execute();
      await db.schema.dropTable('review_cards').execute();
    },
  };
}
