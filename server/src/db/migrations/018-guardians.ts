import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { addIndex, belongsTo, createTable, createdAt } from './columns';

const BEFORE = ['admin', 'teacher', 'student'] as const;
const AFTER = [...BEFORE, 'guardian'] as const;

/**
 * Guardians (docs/product-rules.md#r-guard-1): a fourth profile, and which students each
 * guardian follows. A student may have several guardians, a guardian several students.
 */
export function guardiansMigration(dialect: DbDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await allowProfiles(db, dialect, BEFORE, AFTER);
      await createTable(
        db,
        'guardian_students',
        { guardian_id: belongsTo('users'), student_id: belongsTo('users'), created_at: createdAt(dialect) },
        (table) => table.addPrimaryKeyConstraint('guardian_students_pk', ['guardian_id', 'student_id']),
      );
      // "whose guardians are these": the student's side of the link
      await addIndex(db, 'guardian_students_student_idx', 'guardian_students', ['student_id']);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('guardian_students').execute();
      await db.deleteFrom('users').where('profile', '=', 'guardian').execute();
      await allowProfiles(db, dialect, AFTER, BEFORE);
    },
  };
}

const checkOf = (values: readonly string[]) => `"profile" in (${values.map((v) => `'${v}'`).join(', ')})`;

/**
 * Changes the users.profile check. PostgreSQL replaces the constraint. SQLite cannot alter
 * a check, so the table is rebuilt the way SQLite documents it (a new table, the rows
 * copied with their ids, the old one dropped and the new one renamed), with foreign keys
 * off meanwhile so that dropping the old table deletes nothing that refers to a user.
 */
async function allowProfiles(db: Kysely<any>, dialect: DbDialect, before: readonly string[], after: readonly string[]): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table users drop constraint users_profile_check`.execute(db);
    await sql.raw(`alter table users add constraint users_profile_check check (${checkOf(after)})`).execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);
  const create = table.rows[0]?.sql ?? '';
  const [oldCheck, newCheck] = [before, after].map((values) => `in (${values.map((v) => `'${v}'`).join(', ')})`);
  if (!create.includes(oldCheck)) throw new Error(`users.profile check not found in: ${create}`);
  const createNew = create.replace(oldCheck, newCheck).replace(/^CREATE TABLE "?users"?/i, 'CREATE TABLE "users_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(createNew).execute(trx);
      await sql`insert into users_rebuilt select * from users`.execute(trx);
      await sql`drop table users`.execute(trx);
      await sql`alter table users_rebuilt rename to users`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('rebuilding users broke references to it');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
