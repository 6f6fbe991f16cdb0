import { sql, type Kysely } from 'kysely';
import type { DbDialect } from '../../connection';
import { addIndex, belongsTo, createdAt, createTable, flag, identity, oneOf, required } from '../columns';

/** activities (lessons and the rest), attendance, comments and teacher payment. */
export async function createLessonTables(db: Kysely<any>, dialect: DbDialect): Promise<void> {
  await createTable(db, 'activities', {
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
  });
  // a plan's activities by date; a teacher's month (teaching time, payment); the calendar
  await addIndex(db, 'activities_plan_start_idx', 'activities', ['study_plan_id', 'start_time']);
  await addIndex(db, 'activities_teacher_start_idx', 'activities', ['teacher_id', 'start_time']);
  await addIndex(db, 'activities_start_idx', 'activities', ['start_time']);

  await createTable(db, 'activity_members', {
    activity_id: belongsTo('activities'),
    student_id: belongsTo('users'),
    attended: flag('attended'),
    feedback: 'text',
  }, (t) => t.addPrimaryKeyConstraint('activity_members_pkey', ['activity_id', 'student_id']));
  await addIndex(db, 'activity_members_student_idx', 'activity_members', ['student_id']);

  await createTable(db, 'comments', {
    id: identity(dialect),
    activity_id: belongsTo('activities'),
    author_id: belongsTo('users'),
    text: required('text'),
    created_at: createdAt(dialect),
  });
  await addIndex(db, 'comments_activity_created_idx', 'comments', ['activity_id', 'created_at']);
  await addIndex(db, 'comments_author_idx', 'comments', ['author_id']);

  await createTable(db, 'teacher_payments', {
    id: identity(dialect),
    teacher_id: belongsTo('users'),
    year: required('integer'),
    month: ['integer', (col) => col.notNull().check(sql`month between 1 and 12`)],
    status: ['integer', oneOf('status', [0, 1, 2])],
    marked_by: ['integer', (col) => col.references('users.id').onDelete('set null')],
    marked_at: 'bigint',
  }, (t) => t.addUniqueConstraint('teacher_payments_teacher_month_key', ['teacher_id', 'year', 'month']));

  await createTable(db, 'payment_events', {
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
  });
  await addIndex(db, 'payment_events_teacher_month_idx', 'payment_events', ['teacher_id', 'year', 'month']);
  await addIndex(db, 'payment_events_activity_idx', 'payment_events', ['activity_id']);
}
