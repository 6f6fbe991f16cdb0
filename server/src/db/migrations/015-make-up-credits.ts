import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { addIndex, belongsTo, createTable, identity, required } from './columns';

/**
 * Make-up credits (docs/product-rules.md#r-pay-2): one row per credit a student earned from
 * a lesson whose outcome the pay policy credits. A credit stays after it expires or is used,
 * so the student and their teachers see it as expired or used. Deleting the make-up lesson
 * that used it gives it back (used_by set null); deleting the lesson that earned it keeps a
 * used credit (earned_by set null).
 */
export function makeUpCreditsMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTable(db, 'make_up_credits', {
        id: identity(dialect),
        student_id: belongsTo('users'),
        study_plan_id: belongsTo('study_plans'),
        earned_by_activity_id: ['integer', (col) => col.references('activities.id').onDelete('set null')],
        // the calendar month (site time zone, YYYYMM) of the lesson that earned it: the cap counts per month
        month: required('varchar(6)'),
        created_at: required('bigint'),
        expires_at: required('bigint'),
        used_by_activity_id: ['integer', (col) => col.references('activities.id').onDelete('set null')],
      });
      // a plan's or a student's credits, and the credits a lesson earned or used
      await addIndex(db, 'make_up_credits_plan_idx', 'make_up_credits', ['study_plan_id', 'student_id']);
      await addIndex(db, 'make_up_credits_student_idx', 'make_up_credits', ['student_id', 'month']);
      await addIndex(db, 'make_up_credits_earned_idx', 'make_up_credits', ['earned_by_activity_id']);
      await addIndex(db, 'make_up_credits_used_idx', 'make_up_credits', ['used_by_activity_id']);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('make_up_credits').execute();
    },
  };
}
