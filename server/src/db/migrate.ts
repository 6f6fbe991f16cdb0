import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import type { DbDialect } from './connection';
import { allMigrations } from './migrations';

/**
 * Brings the database to the latest migration. Safe to call on every start and from
 * several instances at once: Kysely's migrator takes a lock (an advisory lock on
 * PostgreSQL) and skips what is applied.
 * Returns the names applied by this call.
 */
export async function migrateToLatest(db: Kysely<any>, dialect: DbDialect): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect) },
    // On PostgreSQL the bookkeeping tables go in the schema the tables go in (the first
    // of search_path), so per-test schemas each keep their own migration state.
    migrationTableSchema: dialect === 'postgres' ? await currentSchema(db) : undefined,
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    const error = result.error instanceof Error ? result.error : new Error(String(result.error));
    error.message = `migration ${failed ?? '(setup)'} failed: ${error.message}`;
    throw error;
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}
