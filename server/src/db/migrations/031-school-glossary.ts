import { sql, type Migration } from 'kysely';
import type { DbDialect } from '../connection';
import { createdAt, identity, oneOf, required } from './columns';
import { tablesMigration } from './tables';

/**
 * The school glossary (docs/product-rules.md#r-ret-4): per pair of languages (the one
 * taught, the students' own), a term and its meaning, as teachers typed or approved them
 * on cards or an admin edited or imported them; new cards of any plan of that pair take
 * their back from it. And `flashcards.part_of_speech`, what a card's term is (noun, verb,
 * phrase…): a quiz's wrong options are terms of the same kind, read from the cards without
 * analysing them again.
 */
export function schoolGlossaryMigration(dialect: DbDialect): Migration {
  return tablesMigration(
    [{
      name: 'school_glossary',
      columns: {
        id: identity(dialect),
        /** the language taught (a base code: 'de') */
        language: required('varchar(10)'),
        /** the language of the meaning, the students' own */
        meaning_language: required('varchar(10)'),
        /** as it is shown, "der Bahnhof" */
        term: required('varchar(200)'),
        /** lower-cased, spaces folded: what a card's term is looked up by */
        term_key: required('varchar(200)'),
        meaning: required('varchar(500)'),
        source: ['varchar(10)', oneOf('source', ['card', 'admin', 'import'])],
        /** who last set the meaning; null once that account is deleted */
        updated_by: ['integer', (col) => col.references('users.id').onDelete('set null')],
        created_at: createdAt(dialect),
        updated_at: required('bigint'),
      },
      constraints: (table) => table.addUniqueConstraint('school_glossary_term_key', ['language', 'meaning_language', 'term_key']),
    }],
    {
      async up(db) {
        await db.schema.alterTable('flashcards').addColumn('part_of_speech', 'varchar(20)', (col) => col.notNull().defaultTo(sql.lit(''))).execute();
      },
      async down(db) {
        await db.schema.alterTable('flashcards').dropColumn('part_of_speech').execute();
      },
    },
  );
}
