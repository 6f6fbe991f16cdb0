import { sql, type Kysely } from 'kysely';
import type { DbDialect } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import type { SchemaColumn } from '../../src/privacy/coverage';

/** Tables of the migrator itself, which hold no one's data. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Every column of every table of the live schema (SQLite or PostgreSQL), with whether it is a foreign key to users.id. */
export async function schemaColumns(db: Kysely<Database>, dialect: DbDialect): Promise<SchemaColumn[]> {
  const tables = (await db.introspection.getTables()).filter((table) => !MIGRATOR_TABLES.has(table.name));
  const schema = dialect === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0].name : null;
  const toUsers = new Set<string>();
  if (dialect === 'postgres') {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select kcu.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and tc.table_schema = current_schema()`.execute(db);
    for (const row of rows.rows) toUsers.add(`${row.table_name}.${row.column_name}`);
  } else {
    for (const table of tables) {
      const rows = await sql<{ table: string; from: string }>`select "table", "from" from pragma_foreign_key_list(${table.name})`.execute(db);
      for (const row of rows.rows.filter((r) => r.table === 'users')) toUsers.add(`${table.name}.${row.from}`);
    }
  }
  return tables
    .filter((table) => !schema || table.schema === schema)
    .flatMap((table) => table.columns.map((column) => ({ table: table.name, column: column.name, referencesUsers: toUsers.has(`${table.name}.${column.name}`) })));
}
