import { sql, type Kysely } from 'kysely';

/** languages, the translation dictionary and the one-row site settings. */
export async function createSiteTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('languages')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('dictionary')
    .addColumn('language', 'text', (col) => col.notNull().references('languages.code').onDelete('cascade'))
    .addColumn('base_constant', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    // one translation per key and language
    .addPrimaryKeyConstraint('dictionary_pkey', ['language', 'base_constant'])
    .execute();

  await db.schema
    .createTable('site_settings')
    // a single row; the check makes a second one impossible
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
    .addColumn('retention_manager_email', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}
