import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { addIndex, belongsTo, identity } from './columns';

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
      await db.schema
        .createTable('review_cards')
        .addColumn('student_id', 'integer', belongsTo('users'))
        .addColumn('card_id', 'integer', belongsTo('flashcards'))
        .addColumn('study_plan_id', 'integer', (col) => col.notNull())
        .addColumn('due', 'bigint', (col) => col.notNull())
        .addColumn('stability', 'double precision', (col) => col.notNull())
        .addColumn('difficulty', 'double precision', (col) => col.notNull())
        .addColumn('scheduled_days', 'integer', (col) => col.notNull())
        .addColumn('learning_steps', 'integer', (col) => col.notNull())
        .addColumn('reps', 'integer', (col) => col.notNull())
        .addColumn('lapses', 'integer', (col) => col.notNull())
        .addColumn('state', 'integer', (col) => col.notNull())
        .addColumn('last_review', 'bigint')
        .addPrimaryKeyConstraint('review_cards_pk', ['student_id', 'card_id'])
        .execute();
      // a member's cards of a plan; covering what the forecast reads (stability, last review),
      // so a page's forecast is read off the index without touching the table
      await addIndex(db, 'review_cards_student_plan_idx', 'review_cards', ['student_id', 'study_plan_id', 'card_id', 'stability', 'last_review']);
      await addIndex(db, 'review_cards_card_id_idx', 'review_cards', ['card_id']);

      await db.schema
        .createTable('review_logs')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('card_id', 'integer', belongsTo('flashcards'))
        .addColumn('student_id', 'integer', belongsTo('users'))
        .addColumn('study_plan_id', 'integer', (col) => col.notNull())
        .addColumn('grade', 'integer', (col) => col.notNull())
        .addColumn('reviewed_at', 'bigint', (col) => col.notNull())
        .addColumn('state_before', 'integer', (col) => col.notNull())
        .addColumn('state_after', 'integer', (col) => col.notNull())
        .addColumn('card_before', 'text', (col) => col.notNull())
        .addColumn('card_after', 'text', (col) => col.notNull())
        .execute();
      // today's new cards of a plan (the daily cap) and a student's history
      await addIndex(db, 'review_logs_student_plan_at_idx', 'review_logs', ['student_id', 'study_plan_id', 'reviewed_at']);
      await addIndex(db, 'review_logs_card_id_idx', 'review_logs', ['card_id']);

      await db.schema
        .createTable('review_parameters')
        .addColumn('student_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('parameters', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();

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
