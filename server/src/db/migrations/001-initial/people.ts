import type { DbDialect } from '../../connection';
import { belongsTo, createdAt, flag, identity, oneOf, required } from '../columns';
import type { TableDefinition } from '../tables';

/** users and what hangs off a user alone: sessions, one-time tokens, rate-limit counters. */
export function peopleTables(dialect: DbDialect): TableDefinition[] {
  return [
    {
      name: 'users',
      columns: {
        id: identity(dialect),
        // stored lower-case by the server, so a plain unique index is case-insensitive
        email: ['text', (col) => col.notNull().unique()],
        password_hash: 'text',
        profile: ['text', oneOf('profile', ['admin', 'teacher', 'student'])],
        first_name: ['text', (col) => col.notNull().defaultTo('')],
        last_name: ['text', (col) => col.notNull().defaultTo('')],
        title: ['text', (col) => col.notNull().defaultTo('')],
        language: ['text', (col) => col.notNull().defaultTo('en')],
        profile_pic: 'text',
        archived: flag('archived'),
        search_text: ['text', (col) => col.notNull().defaultTo('')],
        last_lesson_at: 'bigint',
        created_at: createdAt(dialect),
        updated_at: required('bigint'),
      },
      indexes: {
        // the students/teachers/admins lists: filter by profile and archived, order by last lesson
        users_profile_archived_last_lesson_idx: ['profile', 'archived', 'last_lesson_at'],
        users_search_text_idx: ['search_text'],
      },
    },
    {
      name: 'sessions',
      columns: {
        id: ['text', (col) => col.primaryKey()],
        user_id: belongsTo('users'),
        created_at: createdAt(dialect),
        last_seen_at: required('bigint'),
        expires_at: required('bigint'),
      },
      indexes: {
        sessions_user_id_idx: ['user_id'],
        // expired sessions are swept by expiry
        sessions_expires_at_idx: ['expires_at'],
      },
    },
    {
      name: 'one_time_tokens',
      columns: {
        token_hash: ['text', (col) => col.primaryKey()],
        user_id: belongsTo('users'),
        purpose: ['text', oneOf('purpose', ['invite', 'reset'])],
        expires_at: required('bigint'),
        used_at: 'bigint',
        created_at: createdAt(dialect),
      },
      indexes: { one_time_tokens_user_id_idx: ['user_id'] },
    },
    {
      name: 'rate_limits',
      columns: {
        key: ['text', (col) => col.primaryKey()],
        count: ['integer', (col) => col.notNull().defaultTo(0)],
        reset_at: required('bigint'),
      },
    },
  ];
}
