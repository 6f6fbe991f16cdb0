import type { Kysely, Migration } from 'kysely';
import { addIndex } from './columns';

/**
 * Progress tracking: a NUMBER question may name its unit ("words", "h"); PERCENT ones
 * never do (null). The teacher's graph reads every answer of a plan's questions in date
 * order, all members at once: (question_id, created_at, id) gives that order straight off
 * the index on both engines (a student's own line keeps using the (question, user,
 * created) index of 001).
 */
export const progressUnitsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('progress_questions').addColumn('unit', 'text').execute();
    await addIndex(db, 'progress_answers_question_created_id_idx', 'progress_answers', ['question_id', 'created_at', 'id']);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('progress_answers_question_created_id_idx').execute();
    await db.schema.alterTable('progress_questions').dropColumn('unit').execute();
  },
};
