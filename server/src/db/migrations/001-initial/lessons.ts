import { sql } from 'kysely';
import type { DbDialect } from '../../connection';
import { belongsTo, createdAt, flag, identity, oneOf, required } from '../columns';
import type { TableDefinition } from '../tables';

/** activities (lessons and the rest), attendance, comments and teacher payment. */
export function lessonTables(dialect: DbDialect): TableDefinition[] {
  return [
    {
      name: 'activities',
      columns: {
        id: identity(dialect),
        study_plan_id: belongsTo('study_plans'),
        // the teacher may leave; the lesson and its paid state stay on record
        teacher_id: ['integer', (col) => col.references('users.id').onDelete('set null')],
        type: ['text', oneOf('type', ['activity', 'spotlight', 'evaluation', 'milestone'])],
        lesson_title: ['text', (col) => col.notNull().defaultTo('')],
        description: ['text', (col) => col.notNull().defaultTo('')],
        start_time: 'bigint',
        // lessons of 1.5 hours exist, so not an integer
        lesson_length: ['double precision', (col) => col.notNull().defaultTo(0)],
        meeting_start_time: 'bigint',
        meeting_end_time: 'bigint',
        difficulty_level: ['integer', (col) => col.notNull().defaultTo(1).check(sql`difficulty_level in (1, 3, 5, 8, 13, 21)`)],
        is_completed: flag('is_completed'),
        completed_at: 'bigint',
        paid: flag('paid'),
        paid_at: 'bigint',
        created_by: ['integer', (col) => col.references('users.id').onDelete('set null')],
        created_at: createdAt(dialect),
        updated_at: required('bigint'),
      },
      // a plan's activities by date; a teacher's month (teaching time, payment); the calendar
      indexes: {
        activities_plan_start_idx: ['study_plan_id', 'start_time'],
        activities_teacher_start_idx: ['teacher_id', 'start_time'],
        activities_start_idx: ['start_time'],
      },
    },
    {
      name: 'activity_members',
      columns: {
        activity_id: belongsTo('activities'),
        student_id: belongsTo('users'),
        attended: flag('attended'),
        feedback: 'text',
      },
      constraints: (t) => t.addPrimaryKeyConstraint('activity_members_pkey', ['activity_id', 'student_id']),
      indexes: { activity_members_student_idx: ['student_id'] },
    },
    {
      name: 'comments',
      columns: {
        id: identity(dialect),
        activity_id: belongsTo('activities'),
        author_id: belongsTo('users'),
        text: required('text'),
        created_at: createdAt(dialect),
      },
      indexes: { comments_activity_created_idx: ['activity_id', 'created_at'], comments_author_idx: ['author_id'] },
    },
    {
      name: 'teacher_payments',
      columns: {
        id: identity(dialect),
        teacher_id: belongsTo('users'),
        year: required('integer'),
        month: ['integer', (col) => col.notNull().check(sql`month between 1 and 12`)],
        status: ['integer', oneOf('status', [0, 1, 2])],
        marked_by: ['integer', (col) => col.references('users.id').onDelete('set null')],
        marked_at: 'bigint',
      },
      constraints: (t) => t.addUniqueConstraint('teacher_payments_teacher_month_key', ['teacher_id', 'year', 'month']),
    },
    {
      name: 'payment_events',
      columns: {
        id: identity(dialect),
        teacher_id: belongsTo('users'),
        // the record outlives a deleted activity
        activity_id: ['integer', (col) => col.references('activities.id').onDelete('set null')],
        year: required('integer'),
        month: required('integer'),
        action: ['text', oneOf('action', ['mark', 'unmark'])],
        // no cascade: deleting an admin must not erase who paid whom
        actor_id: ['integer', (col) => col.notNull().references('users.id')],
        at: required('bigint'),
      },
      indexes: { payment_events_teacher_month_idx: ['teacher_id', 'year', 'month'], payment_events_activity_idx: ['activity_id'] },
    },
  ];
}
