import type { Kysely } from 'kysely';
import type { DbDialect } from '../../connection';
import { addIndex, belongsTo, createdAt, createTable, flag, identity, oneOf, required } from '../columns';

/** study plans, who teaches and attends them, their progress questions and retention data. */
export async function createPlanTables(db: Kysely<any>, dialect: DbDialect): Promise<void> {
  await createTable(db, 'study_plans', {
    id: identity(dialect),
    code: required('text'),
    title: required('text'),
    description: ['text', (col) => col.notNull().defaultTo('')],
    goal: ['text', (col) => col.notNull().defaultTo('')],
    level: 'text',
    is_group: flag('is_group'),
    language: ['text', (col) => col.notNull().defaultTo('en')],
    retention_text: ['text', (col) => col.notNull().defaultTo('')],
    retention_text_size: ['integer', (col) => col.notNull().defaultTo(14)],
    archived: flag('archived'),
    search_text: ['text', (col) => col.notNull().defaultTo('')],
    created_at: createdAt(dialect),
    updated_at: required('bigint'),
  });
  await addIndex(db, 'study_plans_search_text_idx', 'study_plans', ['search_text']);

  for (const [table, person] of [
    ['study_plan_teachers', 'teacher_id'],
    ['study_plan_members', 'student_id'],
  ] as const) {
    await createTable(db, table, {
      study_plan_id: belongsTo('study_plans'),
      [person]: belongsTo('users'),
      // the pair is the key: one person once per plan; its index also serves "plans of X"
    }, (t) => t.addPrimaryKeyConstraint(`${table}_pkey`, ['study_plan_id', person]));
    // "the plans this teacher teaches / this student attends"
    await db.schema.createIndex(`${table}_${person}_idx`).on(table).column(person).execute();
  }

  await createTable(db, 'progress_questions', {
    id: identity(dialect),
    study_plan_id: belongsTo('study_plans'),
    text: required('text'),
    type: ['text', oneOf('type', ['PERCENT', 'NUMBER'])],
    position: ['integer', (col) => col.notNull().defaultTo(0)],
    created_at: createdAt(dialect),
  });
  await addIndex(db, 'progress_questions_study_plan_idx', 'progress_questions', ['study_plan_id', 'position']);

  await createTable(db, 'progress_answers', {
    id: identity(dialect),
    question_id: belongsTo('progress_questions'),
    user_id: belongsTo('users'),
    text: required('text'),
    created_at: createdAt(dialect),
  });
  // graphs: a question's answers per user, oldest first
  await addIndex(db, 'progress_answers_question_user_created_idx', 'progress_answers', ['question_id', 'user_id', 'created_at']);
  await addIndex(db, 'progress_answers_user_id_idx', 'progress_answers', ['user_id']);

  await createTable(db, 'retention_settings', {
    study_plan_id: ['integer', (col) => col.primaryKey().references('study_plans.id').onDelete('cascade')],
    settings: required('text'),
    updated_at: required('bigint'),
  });

  await createTable(db, 'flashcards', {
    id: identity(dialect),
    study_plan_id: belongsTo('study_plans'),
    front: required('text'),
    back: required('text'),
    source_sentence: ['text', (col) => col.notNull().defaultTo('')],
    approved: flag('approved'),
    created_at: createdAt(dialect),
    updated_at: required('bigint'),
  });
  await addIndex(db, 'flashcards_study_plan_approved_idx', 'flashcards', ['study_plan_id', 'approved']);
}
