import { sql, type Kysely, type Migration } from 'kysely';
import { addIndex, oneOf } from './columns';

/**
 * What a flashcard was made from, so cards can be regenerated and never made twice:
 * - kind: 'cloze' (a sentence with a word blanked) or 'term' (a word and its sentence);
 * - target: the word asked about, lower-cased, compared when new cards are made;
 * - activity_id: the lesson whose text it came from (null: the plan's retention text, or
 *   the lesson was deleted since: the card stays).
 */
export const flashcardSourcesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('flashcards')
      .addColumn('kind', 'text', (col) => oneOf('kind', ['cloze', 'term'])(col.defaultTo('cloze')))
      .execute();
    await db.schema.alterTable('flashcards').addColumn('target', 'text', (col) => col.notNull().defaultTo('')).execute();
    await db.schema
      .alterTable('flashcards')
      .addColumn('activity_id', 'integer', (col) => col.references('activities.id').onDelete('set null'))
      .execute();
    // deleting a lesson sets its cards' activity_id to null: without an index PostgreSQL scans every card
    await addIndex(db, 'flashcards_activity_id_idx', 'flashcards', ['activity_id']);
    // the demo's and earlier cards: a cloze card's back is the word it asks about
    await db.updateTable('flashcards').set({ target: sql`lower(back)` }).where('kind', '=', 'cloze').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('flashcards_activity_id_idx').execute();
    await db.schema.alterTable('flashcards').dropColumn('activity_id').execute();
    await db.schema.alterTable('flashcards').dropColumn('target').execute();
    await db.schema.alterTable('flashcards').dropColumn('kind').execute();
  },
};
