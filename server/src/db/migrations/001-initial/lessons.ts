import { sql, type Kysely } from 'kysely';
import type { DbDialect } from '../../connection';
import { addIndex, belongsTo, createdAt, flag, identity, oneOf } from '../columns';

/** activities (lessons and the rest), attendance, comments and teacher payment. */
export async function createLessonTables(db: Kysely<any>, dialect: DbDialect): Promise<void> {
  await db.schema
    .createTable('activities')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('study_plan_id', 'integer', belongsTo('study_plans'))
    // the teacher may leave; the lesson and its paid state stay on record
    .addColumn('teacher_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('type', 'text', oneOf('type', ['activity', 'spotlight', 'evaluation', 'milestone']))
    .addColumn('lesson_title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('start_time', 'bigint')
    // lessons of 1.5 hours exist, so not an integer
    .addColumn('lesson_length', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('meeting_start_time', 'bigint')
    .addColumn('meeting_end_time', 'bigint')
    .addColumn('difficulty_level', 'integer', (col) =>
      col.notNull().defaultTo(1).check(sql`difficulty_level in (1, 3, 5, 8, 13, 21)`),
    )
    .addColumn('is_completed', 'integer', flag('is_completed'))
    .addColumn('completed_at', 'bigint')
    .addColumn('paid', 'integer', flag('paid'))
    .addColumn('paid_at', 'bigint')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // a plan's activities by date; a teacher's month (teaching time, payment); the calendar
  await addIndex(db, 'activities_plan_start_idx', 'activities', ['study_plan_id', 'start_time']);
  await addIndex(db, 'activities_teacher_start_idx', 'activities', ['teacher_id', 'start_time']);
  await addIndex(db, 'activities_start_idx', 'activities', ['start_time']);

  await db.schema
    .createTable('activity_members')
    .addColumn('activity_id', 'integer', belongsTo('activities'))
    .addColumn('student_id', 'integer', belongsTo('users'))
    .addColumn('attended', 'integer', flag('attended'))
    .addColumn('feedback', 'text')
    .addPrimaryKeyConstraint('activity_members_pkey', ['activity_id', 'student_id'])
    .execute();
  await addIndex(db, 'activity_members_student_idx', 'activity_members', ['student_id']);

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('activity_id', 'integer', belongsTo('activities'))
    .addColumn('author_id', 'integer', belongsTo('users'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .execute();
  await addIndex(db, 'comments_activity_created_idx', 'comments', ['activity_id', 'created_at']);
  await addIndex(db, 'comments_author_idx', 'comments', ['author_id']);

  await db.schema
    .createTable('teacher_payments')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('teacher_id', 'integer', belongsTo('users'))
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('month', 'integer', (col) => col.notNull().check(sql`month between 1 and 12`))
    .addColumn('status', 'integer', oneOf('status', [0, 1, 2]))
    .addColumn('marked_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('marked_at', 'bigint')
    .addUniqueConstraint('teacher_payments_teacher_month_key', ['teacher_id', 'year', 'month'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('teacher_id', 'integer', belongsTo('users'))
    // the record outlives a deleted activity
    .addColumn('activity_id', 'integer', (col) => col.references('activities.id').onDelete('set null'))
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('month', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', oneOf('action', ['mark', 'unmark']))
    // no cascade: deleting an admin must not erase who paid whom
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await addIndex(db, 'payment_events_teacher_month_idx', 'payment_events', ['teacher_id', 'year', 'month']);
  await addIndex(db, 'payment_events_activity_idx', 'payment_events', ['activity_id']);
}
