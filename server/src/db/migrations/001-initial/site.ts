import { sql } from 'kysely';
import { required } from '../columns';
import type { TableDefinition } from '../tables';

/** languages, the translation dictionary and the one-row site settings. */
export const siteTables: readonly TableDefinition[] = [
  {
    name: 'languages',
    columns: {
      code: ['text', (col) => col.primaryKey()],
      name: required('text'),
    },
  },
  {
    name: 'dictionary',
    columns: {
      language: ['text', (col) => col.notNull().references('languages.code').onDelete('cascade')],
      base_constant: required('text'),
      text: required('text'),
    },
    // the key: one translation per key and language
    constraints: (t) => t.addPrimaryKeyConstraint('dictionary_pkey', ['language', 'base_constant']),
  },
  {
    name: 'site_settings',
    columns: {
      // a single row; the check makes a second one impossible
      id: ['integer', (col) => col.primaryKey().check(sql`id = 1`)],
      time_zone: ['text', (col) => col.notNull().defaultTo('UTC')],
      retention_manager_email: ['text', (col) => col.notNull().defaultTo('')],
    },
  },
];
