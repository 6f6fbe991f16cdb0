import { sql, type Kysely } from 'kysely';
import { createTable, required } from '../columns';

/** languages, the translation dictionary and the one-row site settings. */
export async function createSiteTables(db: Kysely<any>): Promise<void> {
  await createTable(db, 'languages', {
    code: ['text', (col) => col.primaryKey()],
    name: required('text'),
  });

  await createTable(db, 'dictionary', {
    language: ['text', (col) => col.notNull().references('languages.code').onDelete('cascade')],
    base_constant: required('text'),
    text: required('text'),
    // the key: one translation per key and language
  }, (t) => t.addPrimaryKeyConstraint('dictionary_pkey', ['language', 'base_constant']));

  await createTable(db, 'site_settings', {
    // a single row; the check makes a second one impossible
    id: ['integer', (col) => col.primaryKey().check(sql`id = 1`)],
    time_zone: ['text', (col) => col.notNull().defaultTo('UTC')],
    retention_manager_email: ['text', (col) => col.notNull().defaultTo('')],
  });
}
