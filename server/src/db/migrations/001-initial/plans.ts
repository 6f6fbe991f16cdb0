import type { Kysely } from 'kysely';
import type { DbDialect } from '../../connection';
import { addIndex, belongsTo, createdAt, flag, identity, oneOf } from '../columns';

/** study plans, who teaches and attends them, their progress questions and retention data. */
export async function createPlanTables(db: Kysely<any>, dialect: DbDialect): Promise<void> {
  await db.schema
    .createTable('study_plans')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('goal', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('level', 'text')
    .addColumn('is_group', 'integer', flag('is_group'))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('retention_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('retention_text_size', 'integer', (col) => col.notNull().defaultTo(14))
    .addColumn('archived', 'integer', flag('archived'))
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await addIndex(db, 'study_plans_search_text_idx', 'study_plans', ['search_text']);

  for (const [table, person] of [
    ['study_plan_teachers', 'teacher_id'],
    ['study_plan_members', 'student_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('study_plan_id', 'integer', belongsTo('study_plans'))
      .addColumn(person, 'integer', belongsTo('users'))
      // the pair is the key: one person once per plan; its index also serves "plans of X"
      .addPrimaryKeyConstraint(`${table}_pkey`, ['study_plan_id', person])
      .execute();
    // "the plans this teacher teaches / this student attends"
    await db.schema.createIndex(`${table}_${person}_idx`).on(table).column(person).execute();
  }

  await db.schema
    .createTable('progress_questions')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('study_plan_id', 'integer', belongsTo('study_plans'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('type', 'text', oneOf('type', ['PERCENT', 'NUMBER']))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .execute();
  await addIndex(db, 'progress_questions_study_plan_idx', 'progress_questions', ['study_plan_id', 'position']);

  await db.schema
    .createTable('progress_answers')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('question_id', 'integer', belongsTo('progress_questions'))
    .addColumn('user_id', 'integer', belongsTo('users'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .execute();
  // graphs: a question's answers per user, oldest first
  await addIndex(db, 'progress_answers_question_user_created_idx', 'progress_answers', ['question_id', 'user_id', 'created_at']);
  await addIndex(db, 'progress_answers_user_id_idx', 'progress_answers', ['user_id']);

  await db.schema
    .createTable('retention_settings')
    .addColumn('study_plan_id', 'integer', (col) => col.primaryKey().references('study_plans.id').onDelete('cascade'))
    .addColumn('settings', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('flashcards')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('study_plan_id', 'integer', belongsTo('study_plans'))
    .addColumn('front', 'text', (col) => col.notNull())
    .addColumn('back', 'text', (col) => col.notNull())
    .addColumn('source_sentence', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('approved', 'integer', flag('approved'))
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await addIndex(db, 'flashcards_study_plan_approved_idx', 'flashcards', ['study_plan_id', 'approved']);
}
