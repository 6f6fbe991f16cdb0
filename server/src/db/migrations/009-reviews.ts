import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { belongsTo, identity, required } from './columns';
import { tablesMigration } from './tables';

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
  return tablesMigration([
    {
      name: 'review_cards',
      columns: {
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
      },
      constraints: (t) => t.addPrimaryKeyConstraint('review_cards_pk', ['student_id', 'card_id']),
      indexes: {
        // a member's cards of a plan; covering what the forecast reads (stability, last review),
        // so a page's forecast is read off the index without touching the table
        review_cards_student_plan_idx: ['student_id', 'study_plan_id', 'card_id', 'stability', 'last_review'],
        review_cards_card_id_idx: ['card_id'],
      },
    },
    {
      name: 'review_logs',
      columns: {
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
      },
      indexes: {
        // today's new cards of a plan (the daily cap) and a student's history
        review_logs_student_plan_at_idx: ['student_id', 'study_plan_id', 'reviewed_at'],
        review_logs_card_id_idx: ['card_id'],
      },
    },
    {
      name: 'review_parameters',
      columns: {
        student_id: ['integer', (col) => col.primaryKey().references('users.id').onDelete('cascade')],
        parameters: required('text'),
        updated_at: required('bigint'),
      },
    },
  ], {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('site_settings')
        .addColumn('desired_retention', 'double precision', (col) => col.notNull().defaultTo(0.9))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('site_settings').dropColumn('desired_retention').execute();
    },
  });
}
