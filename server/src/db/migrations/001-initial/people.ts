import type { Kysely } from 'kysely';
import type { DbDialect } from '../../connection';
import { addIndex, belongsTo, createdAt, flag, identity, oneOf } from '../columns';

/** users and what hangs off a user alone: sessions, one-time tokens, rate-limit counters. */
export async function createPeopleTables(db: Kysely<any>, dialect: DbDialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', identity(dialect))
    // stored lower-case by the server, so a plain unique index is case-insensitive
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('profile', 'text', oneOf('profile', ['admin', 'teacher', 'student']))
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('profile_pic', 'text')
    .addColumn('archived', 'integer', flag('archived'))
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_lesson_at', 'bigint')
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // the students/teachers/admins lists: filter by profile and archived, order by last lesson
  await addIndex(db, 'users_profile_archived_last_lesson_idx', 'users', ['profile', 'archived', 'last_lesson_at']);
  await addIndex(db, 'users_search_text_idx', 'users', ['search_text']);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', belongsTo('users'))
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await addIndex(db, 'sessions_user_id_idx', 'sessions', ['user_id']);
  // expired sessions are swept by expiry
  await addIndex(db, 'sessions_expires_at_idx', 'sessions', ['expires_at']);

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', belongsTo('users'))
    .addColumn('purpose', 'text', oneOf('purpose', ['invite', 'reset']))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', createdAt(dialect))
    .execute();
  await addIndex(db, 'one_time_tokens_user_id_idx', 'one_time_tokens', ['user_id']);

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
}
