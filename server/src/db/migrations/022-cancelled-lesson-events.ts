import type { Migration } from 'kysely';
import { belongsTo, required } from './columns';
import { tablesMigration } from './tables';

/**
 * What a calendar feed still shows of a lesson that left it (docs/product-rules.md#r-cal-4):
 * one row per lesson and person who had it in their feed (its teacher, the members of its
 * plan; guardians read their students' rows), written when the lesson is deleted or moves to
 * another teacher. It keeps what the cancelled event needs, since the lesson may be gone:
 * title, plan, start, length and the SEQUENCE that outranks the last version sent. Kept 30
 * days from `cancelled_at`; `activity_id` is no reference, the lesson being deleted.
 */
export const cancelledLessonEventsMigration: Migration = tablesMigration([{
  name: 'cancelled_lesson_events',
  columns: {
    activity_id: required('integer'),
    user_id: belongsTo('users'),
    lesson_title: required('text'),
    plan_title: required('text'),
    plan_code: required('text'),
    start_time: required('bigint'),
    lesson_length: required('double precision'),
    sequence: required('integer'),
    cancelled_at: required('bigint'),
  },
  constraints: (table) => table.addPrimaryKeyConstraint('cancelled_lesson_events_pk', ['user_id', 'activity_id']),
  // the prune of rows past 30 days reads by age
  indexes: { cancelled_lesson_events_cancelled_at_idx: ['cancelled_at'] },
}]);
