import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { addIndex, createdAt, createTable } from './columns';

/**
 * The calendar: keyset indexes and private iCal feeds.
 *
 * The agenda pages a month's lessons by (start_time, id), for one teacher, one plan or
 * the whole school. SQLite orders equal keys of an index by rowid (the id) already, but
 * PostgreSQL orders them by where the row happens to lie, so `id` joins each index: the
 * page is then read straight off the index on both engines, and these replace the
 * narrower indexes of 001, which every other query reads the same way.
 *
 * calendar_feeds: one private feed per user, found by the hash of its secret (the
 * address itself is never stored); a new feed replaces the old.
 */
export function calendarMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await addIndex(db, 'activities_plan_start_id_idx', 'activities', ['study_plan_id', 'start_time', 'id']);
      await addIndex(db, 'activities_teacher_start_id_idx', 'activities', ['teacher_id', 'start_time', 'id']);
      await addIndex(db, 'activities_start_id_idx', 'activities', ['start_time', 'id']);
      await db.schema.dropIndex('activities_plan_start_idx').execute();
      await db.schema.dropIndex('activities_teacher_start_idx').execute();
      await db.schema.dropIndex('activities_start_idx').execute();

      await createTable(db, 'calendar_feeds', {
        user_id: ['integer', (col) => col.primaryKey().references('users.id').onDelete('cascade')],
        token_hash: ['text', (col) => col.notNull().unique()],
        created_at: createdAt(dialect),
      });
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('calendar_feeds').execute();
      await addIndex(db, 'activities_plan_start_idx', 'activities', ['study_plan_id', 'start_time']);
      await addIndex(db, 'activities_teacher_start_idx', 'activities', ['teacher_id', 'start_time']);
      await addIndex(db, 'activities_start_idx', 'activities', ['start_time']);
      await db.schema.dropIndex('activities_plan_start_id_idx').execute();
      await db.schema.dropIndex('activities_teacher_start_id_idx').execute();
      await db.schema.dropIndex('activities_start_id_idx').execute();
    },
  };
}
