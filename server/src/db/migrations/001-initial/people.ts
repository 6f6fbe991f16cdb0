import type { Kysely } from 'kysely';
import type { DbDialect } from '../../connection';
import { addIndex, belongsTo, createdAt, createTable, flag, identity, oneOf, required } from '../columns';

/** users and what hangs off a user alone: sessions, one-time tokens, rate-limit counters. */
export async function createPeopleTables(db: Kysely<any>, dialect: DbDialect): Promise<void> {
  await createTable(db, 'users', {
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
  });
  // the students/teachers/admins lists: filter by profile and archived, order by last lesson
  await addIndex(db, 'users_profile_archived_last_lesson_idx', 'users', ['profile', 'archived', 'last_lesson_at']);
  await addIndex(db, 'users_search_text_idx', 'users', ['search_text']);

  await createTable(db, 'sessions', {
    id: ['text', (col) => col.primaryKey()],
    user_id: belongsTo('users'),
    created_at: createdAt(dialect),
    last_seen_at: required('bigint'),
    expires_at: required('bigint'),
  });
  await addIndex(db, 'sessions_user_id_idx', 'sessions', ['user_id']);
  // expired sessions are swept by expiry
  await addIndex(db, 'sessions_expires_at_idx', 'sessions', ['expires_at']);

  await createTable(db, 'one_time_tokens', {
    token_hash: ['text', (col) => col.primaryKey()],
    user_id: belongsTo('users'),
    purpose: ['text', oneOf('purpose', ['invite', 'reset'])],
    expires_at: required('bigint'),
    used_at: 'bigint',
    created_at: createdAt(dialect),
  });
  await addIndex(db, 'one_time_tokens_user_id_idx', 'one_time_tokens', ['user_id']);

  await createTable(db, 'rate_limits', {
    key: ['text', (col) => col.primaryKey()],
    count: ['integer', (col) => col.notNull().defaultTo(0)],
    reset_at: required('bigint'),
  });
}
