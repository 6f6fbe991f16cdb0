import type { Kysely, Migration } from 'kysely';
import { oneOf } from './columns';

const AUDIENCES = ['staff', 'student', 'guardians'] as const;

/**
 * Comment audiences (docs/product-rules.md#r-comment-1): who reads each comment, and each
 * plan's default for new ones. Both start as `student`, what every comment meant so far.
 */
export const commentAudiencesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('comments').addColumn('audience', 'text', (col) => oneOf('audience', AUDIENCES)(col.defaultTo('student'))).execute();
    await db.schema.alterTable('study_plans').addColumn('comment_audience', 'text', (col) => oneOf('comment_audience', AUDIENCES)(col.defaultTo('student'))).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('comments').dropColumn('audience').execute();
    await db.schema.alterTable('study_plans').dropColumn('comment_audience').execute();
  },
};
