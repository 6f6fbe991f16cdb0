import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/connection';
import { allMigrations } from '../../src/db/migrations';
import { createTestDatabase, freshForEachTest } from '../helpers/database';

jest.setTimeout(60_000);

/**
 * The schema as the engine keeps it: every table's and index's definition on SQLite; the
 * columns, indexes and constraints on PostgreSQL. The migrator's and the engine's own tables
 * are left out.
 */
async function schemaOf({ db, dialect }: DatabaseHandle): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where sql is not null and name not like 'kysely_%' and name not like 'sqlite_%' order by type, name`.execute(db);
    return rows.map((row) => row.sql);
  }
  const queries = [
    sql`select table_name, column_name, ordinal_position, data_type, column_default, is_nullable, is_identity
        from information_schema.columns where table_schema = current_schema() and table_name not like 'kysely_%' order by table_name, ordinal_position`,
    sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename not like 'kysely_%' order by indexname`,
    sql`select conname, pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = current_schema() and conrelid::regclass::text not like 'kysely_%' order by conname`,
  ];
  const results = await Promise.all(queries.map((query) => query.execute(db)));
  return results.flatMap((result) => result.rows.map((row) => JSON.stringify(row)));
}

describe(`undoing migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let handle: DatabaseHandle;
  freshForEachTest(createTestDatabase, (opened) => opened.destroy(), (opened) => (handle = opened));

  it('takes the schema back, one migration at a time, to what the one before left, down to nothing', async () => {
    const schema = handle.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(handle.db)).rows[0].s : undefined;
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => allMigrations(handle.dialect) }, migrationTableSchema: schema });
    const after = [await schemaOf(handle)];
    for (const name of Object.keys(allMigrations(handle.dialect))) {
      expect((await migrator.migrateTo(name)).error).toBeUndefined();
      after.push(await schemaOf(handle));
    }
    expect(after[0]).toEqual([]);
    for (let step = after.length - 2; step >= 0; step -= 1) {
      const { error, results } = await migrator.migrateDown();
      expect({ error, undone: results?.map((result) => result.status) }).toEqual({ error: undefined, undone: ['Success'] });
      expect(await schemaOf(handle)).toEqual(after[step]);
    }
  });
});
