/**
 * A migration written as the tables it creates, each with its indexes: `up` creates them
 * in the order given, `down` drops them in the reverse order, so the two never drift
 * apart (docs/conventions.md#migrations).
 */
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { addIndex, createTable, type Column } from './columns';

export interface TableDefinition {
  name: string;
  /** in order: `name: type`, a helper of ./columns, or `name: [type, build]` */
  columns: Record<string, Column>;
  /** the table's keys and unique constraints, after its columns */
  constraints?: (table: CreateTableBuilder<any, any>) => CreateTableBuilder<any, any>;
  /** plain indexes, name → columns, created after the table in this order (a unique or partial index is written out) */
  indexes?: Record<string, readonly string[]>;
}

/** Creates the tables in order, each followed by its indexes. */
async function createTables(db: Kysely<any>, tables: readonly TableDefinition[]): Promise<void> {
  for (const table of tables) {
    await createTable(db, table.name, table.columns, table.constraints);
    for (const [index, columns] of Object.entries(table.indexes ?? {})) await addIndex(db, index, table.name, columns);
  }
}

/** Drops the tables, last created first (their indexes go with them). */
async function dropTables(db: Kysely<any>, tables: readonly TableDefinition[]): Promise<void> {
  for (const table of [...tables].reverse()) await db.schema.dropTable(table.name).execute();
}

/**
 * The migration that creates `tables`. `more` is what it does besides (altering an older
 * table, an index on one, moving data): its `up` runs after the tables are created, its
 * `down` before they are dropped.
 */
export function tablesMigration(tables: readonly TableDefinition[], more?: Migration): Migration {
  return {
    async up(db: Kysely<any>) {
      await createTables(db, tables);
      await more?.up(db);
    },
    async down(db: Kysely<any>) {
      await more?.down?.(db);
      await dropTables(db, tables);
    },
  };
}
