import type { Kysely, Selectable } from 'kysely';
import type { Database, SchoolGlossaryTable } from '../../../db/schema';
import { offsetPage, type PageRequest } from '../../../db/paging';

type Db = Kysely<Database>;

export type GlossaryRow = Pick<Selectable<SchoolGlossaryTable>, 'id' | 'language' | 'meaning_language' | 'term' | 'meaning' | 'source' | 'updated_at'>;

/** A pair of languages: the one taught and the one meanings are written in. */
export interface LanguagePair {
  language: string;
  meaningLanguage: string;
}

export interface GlossaryEntryInput {
  term: string;
  meaning: string;
  source: SchoolGlossaryTable['source'];
}

/** What a term is looked up by: lower-cased, spaces folded. */
const glossaryKey = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every meaning the school has for the pair: term key → meaning. */
export async function glossaryMeanings(db: Db, pair: LanguagePair): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('school_glossary')
    .select(['term_key', 'meaning'])
    .where('language', '=', pair.language)
    .where('meaning_language', '=', pair.meaningLanguage)
    .execute();
  return new Map(rows.map((row) => [row.term_key, row.meaning]));
}

/**
 * Keeps these terms' meanings for the pair, the last one written winning (a teacher's
 * correction replaces what the glossary had). Empty meanings are not kept.
 */
export async function learnMeanings(db: Db, pair: LanguagePair, entries: readonly GlossaryEntryInput[], userId: number | null, now: number): Promise<number> {
  const rows = new Map<string, GlossaryEntryInput>();
  for (const entry of entries) if (entry.term.trim() && entry.meaning.trim()) rows.set(glossaryKey(entry.term), entry);
  const values = [...rows].map(([key, entry]) => ({
    language: pair.language,
    meaning_language: pair.meaningLanguage,
    term: entry.term.trim(),
    term_key: key,
    meaning: entry.meaning.trim(),
    source: entry.source,
    updated_by: userId,
    updated_at: now,
  }));
  for (let i = 0; i < values.length; i += 200) {
    await db
      .insertInto('school_glossary')
      .values(values.slice(i, i + 200))
      .onConflict((conflict) =>
        conflict.columns(['language', 'meaning_language', 'term_key']).doUpdateSet((eb) => ({
          term: eb.ref('excluded.term'),
          meaning: eb.ref('excluded.meaning'),
          source: eb.ref('excluded.source'),
          updated_by: eb.ref('excluded.updated_by'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
  return values.length;
}

/** A page of the glossary, optionally of one pair (or the one entry `id`), by term. */
export async function glossaryPage(db: Db, filter: Partial<LanguagePair>, page: PageRequest, id?: number): Promise<{ rows: GlossaryRow[]; total: number }> {
  let query = db.selectFrom('school_glossary').select(['id', 'language', 'meaning_language', 'term', 'meaning', 'source', 'updated_at']);
  if (id !== undefined) query = query.where('id', '=', id);
  if (filter.language) query = query.where('language', '=', filter.language);
  if (filter.meaningLanguage) query = query.where('meaning_language', '=', filter.meaningLanguage);
  return offsetPage(query.orderBy('language').orderBy('meaning_language').orderBy('term_key').orderBy('id'), page);
}

/** Sets an entry's term and meaning; false when there is none with that id. A term the pair already has is a unique violation. */
export async function updateGlossaryEntry(db: Db, id: number, entry: { term: string; meaning: string }, userId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('school_glossary')
    .set({ term: entry.term.trim(), term_key: glossaryKey(entry.term), meaning: entry.meaning.trim(), source: 'admin', updated_by: userId, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteGlossaryEntry(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('school_glossary').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
