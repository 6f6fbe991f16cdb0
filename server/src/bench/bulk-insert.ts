import type { OpenDatabase } from '../db/connection';

/** How a column travels to PostgreSQL in an unnest() array; SQLite ignores it. */
export type BulkType = 'int4' | 'int8' | 'float8' | 'text';

export interface BulkTable {
  name: string;
  columns: ReadonlyArray<readonly [name: string, type: BulkType]>;
}

export interface BulkWriter {
  /** inserts rows (arrays in the table's column order) in one transaction */
  insert(table: BulkTable, rows: unknown[][]): Promise<void>;
  /** a statement outside Kysely (ANALYZE, sequence fixes) */
  exec(statement: string): Promise<void>;
  /**
   * Runs `load` with the table's plain (non-unique) indexes dropped, then rebuilds them
   * from their own definitions: one sort per index instead of a million random updates.
   */
  withoutIndexes(table: string, load: () => Promise<void>): Promise<void>;
}

/**
 * Inserts in bulk below Kysely, which would spend more time building queries than the
 * database spends storing rows. SQLite: one prepared statement, rows run inside a
 * transaction. PostgreSQL: one `insert … select * from unnest($1::int4[], …)` per
 * batch, so a batch of any size is a single round trip with 1 parameter per column.
 */
export function createBulkWriter(opened: OpenDatabase): BulkWriter {
  const { sqlite, pool } = opened;
  if (sqlite) {
    const statements = new Map<string, ReturnType<typeof sqlite.prepare>>();
    const statementFor = (table: BulkTable) => {
      let statement = statements.get(table.name);
      if (!statement) {
        const names = table.columns.map(([name]) => name);
        statement = sqlite.prepare(`insert into ${table.name} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`);
        statements.set(table.name, statement);
      }
      return statement;
    };
    const insertAll = sqlite.transaction((table: BulkTable, rows: unknown[][]) => {
      const statement = statementFor(table);
      for (const row of rows) statement.run(row);
    });
    return {
      insert: async (table, rows) => {
        insertAll(table, rows);
      },
      exec: async (statement) => {
        sqlite.exec(statement);
      },
      withoutIndexes: async (table, load) => {
        const indexes = sqlite
          .prepare(`select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null and sql not like 'CREATE UNIQUE%'`)
          .all(table) as Array<{ name: string; sql: string }>;
        for (const index of indexes) sqlite.exec(`drop index "${index.name}"`);
        await load();
        for (const index of indexes) sqlite.exec(index.sql);
      },
    };
  }
  if (pool) {
    return {
      insert: async (table, rows) => {
        if (rows.length === 0) return;
        const names = table.columns.map(([name]) => name).join(', ');
        const arrays = table.columns.map((_, i) => rows.map((row) => row[i]));
        const params = table.columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
        await pool.query(`insert into ${table.name} (${names}) select * from unnest(${params})`, arrays);
      },
      exec: async (statement) => {
        await pool.query(statement);
      },
      withoutIndexes: async (table, load) => {
        const { rows } = await pool.query<{ name: string; definition: string }>(
          `select indexname as name, indexdef as definition from pg_indexes
            where schemaname = current_schema() and tablename = $1 and indexdef not like 'CREATE UNIQUE%'`,
          [table],
        );
        for (const index of rows) await pool.query(`drop index "${index.name}"`);
        await load();
        for (const index of rows) await pool.query(index.definition);
      },
    };
  }
  throw new Error('bulk insert needs the raw driver handle from createDatabase()');
}
