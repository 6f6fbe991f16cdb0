import type { Kysely, Migration } from 'kysely';
import { oneOf } from './columns';

/**
 * Guardians answering progress questions (docs/product-rules.md#r-guard-3):
 * - `study_plans.guardians_answer`: whether a linked guardian may answer the plan's progress
 *   questions for the student; off, what every plan meant so far;
 * - `progress_answers.answered_by`: who gave an answer for the member (a guardian, or staff in
 *   a lesson); null when the member answered, and for every answer from before. A person
 *   deleted later leaves the answer, without the name.
 */
export const guardianAnswersMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('study_plans').addColumn('guardians_answer', 'integer', (col) => oneOf('guardians_answer', [0, 1])(col.defaultTo(0))).execute();
    await db.schema
      .alterTable('progress_answers')
      .addColumn('answered_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('progress_answers').dropColumn('answered_by').execute();
    await db.schema.alterTable('study_plans').dropColumn('guardians_answer').execute();
  },
};
