import { sql, type Kysely } from 'kysely';
import type { DbDialect } from '../../connection';
import { createdAt, flag, identity, oneOf } from '../columns';

/** activities (lessons and the rest), attendance, comments and teacher payment. */
export async function createLessonTables(db: Kysely<any>, dialect: DbDialect): Promise<void> {
  await db.schema
    .createTable('activities')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('study_plan_id', 'integer', (col) => col.notNull().references('study_plans.id').onDelete('cascade'))
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
  await db.schema.createIndex('activities_plan_start_idx').on('activities').columns(['study_plan_id', 'start_time']).execute();
  await db.schema.createIndex('activities_teacher_start_idx').on('activities').columns(['teacher_id', 'start_time']).execute();
  await db.schema.createIndex('activities_start_idx').on('activities').column('start_time').execute();

  await db.schema
    .createTable('activity_members')
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attended', 'integer', flag('attended'))
    .addColumn('feedback', 'text')
    .addPrimaryKeyConstraint('activity_members_pkey', ['activity_id', 'student_id'])
    .execute();
  await db.schema.createIndex('activity_members_student_idx').on('activity_members').column('student_id').execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .execute();
  await db.schema.createIndex('comments_activity_created_idx').on('comments').columns(['activity_id', 'created_at']).execute();
  await db.schema.createIndex('comments_author_idx').on('comments').column('author_id').execute();

  await db.schema
    .createTable('teacher_payments')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
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
    .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // the record outlives a deleted activity
    .addColumn('activity_id', 'integer', (col) => col.references('activities.id').onDelete('set null'))
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('month', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', oneOf('action', ['mark', 'unmark']))
    // no cascade: deleting an admin must not erase who paid whom
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_events_teacher_month_idx')
    .on('payment_events')
    .columns(['teacher_id', 'year', 'month'])
    .execute();
  await db.schema.createIndex('payment_events_activity_idx').on('payment_events').column('activity_id').execute();
}
