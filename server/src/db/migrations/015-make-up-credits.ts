import type { Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { belongsTo, identity, required } from './columns';
import { tablesMigration } from './tables';

/**
 * Make-up credits (docs/product-rules.md#r-pay-2): one row per credit a student earned from
 * a lesson whose outcome the pay policy credits. A credit stays after it expires or is used,
 * so the student and their teachers see it as expired or used. Deleting the make-up lesson
 * that used it gives it back (used_by set null); deleting the lesson that earned it keeps a
 * used credit (earned_by set null).
 */
export function makeUpCreditsMigration(dialect: DbDialect): Migration {
  return tablesMigration([{
    name: 'make_up_credits',
    columns: {
      id: identity(dialect),
      student_id: belongsTo('users'),
      study_plan_id: belongsTo('study_plans'),
      earned_by_activity_id: ['integer', (col) => col.references('activities.id').onDelete('set null')],
      // the calendar month (site time zone, YYYYMM) of the lesson that earned it: the cap counts per month
      month: required('varchar(6)'),
      created_at: required('bigint'),
      expires_at: required('bigint'),
      used_by_activity_id: ['integer', (col) => col.references('activities.id').onDelete('set null')],
    },
    // a plan's or a student's credits, and the credits a lesson earned or used
    indexes: {
      make_up_credits_plan_idx: ['study_plan_id', 'student_id'],
      make_up_credits_student_idx: ['student_id', 'month'],
      make_up_credits_earned_idx: ['earned_by_activity_id'],
      make_up_credits_used_idx: ['used_by_activity_id'],
    },
  }]);
}
