import type { DbDialect } from '../../connection';
import { belongsTo, createdAt, flag, identity, oneOf, required } from '../columns';
import type { TableDefinition } from '../tables';

/** study plans, who teaches and attends them, their progress questions and retention data. */
export function planTables(dialect: DbDialect): TableDefinition[] {
  return [
    {
      name: 'study_plans',
      columns: {
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
      },
      indexes: { study_plans_search_text_idx: ['search_text'] },
    },
    ...([
      ['study_plan_teachers', 'teacher_id'],
      ['study_plan_members', 'student_id'],
    ] as const).map(([table, person]): TableDefinition => ({
      name: table,
      columns: {
        study_plan_id: belongsTo('study_plans'),
        [person]: belongsTo('users'),
      },
      // the pair is the key: one person once per plan; its index also serves "plans of X"
      constraints: (t) => t.addPrimaryKeyConstraint(`${table}_pkey`, ['study_plan_id', person]),
      // "the plans this teacher teaches / this student attends"
      indexes: { [`${table}_${person}_idx`]: [person] },
    })),
    {
      name: 'progress_questions',
      columns: {
        id: identity(dialect),
        study_plan_id: belongsTo('study_plans'),
        text: required('text'),
        type: ['text', oneOf('type', ['PERCENT', 'NUMBER'])],
        position: ['integer', (col) => col.notNull().defaultTo(0)],
        created_at: createdAt(dialect),
      },
      indexes: { progress_questions_study_plan_idx: ['study_plan_id', 'position'] },
    },
    {
      name: 'progress_answers',
      columns: {
        id: identity(dialect),
        question_id: belongsTo('progress_questions'),
        user_id: belongsTo('users'),
        text: required('text'),
        created_at: createdAt(dialect),
      },
      indexes: {
        // graphs: a question's answers per user, oldest first
        progress_answers_question_user_created_idx: ['question_id', 'user_id', 'created_at'],
        progress_answers_user_id_idx: ['user_id'],
      },
    },
    {
      name: 'retention_settings',
      columns: {
        study_plan_id: ['integer', (col) => col.primaryKey().references('study_plans.id').onDelete('cascade')],
        settings: required('text'),
        updated_at: required('bigint'),
      },
    },
    {
      name: 'flashcards',
      columns: {
        id: identity(dialect),
        study_plan_id: belongsTo('study_plans'),
        front: required('text'),
        back: required('text'),
        source_sentence: ['text', (col) => col.notNull().defaultTo('')],
        approved: flag('approved'),
        created_at: createdAt(dialect),
        updated_at: required('bigint'),
      },
      indexes: { flashcards_study_plan_approved_idx: ['study_plan_id', 'approved'] },
    },
  ];
}
