import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { BASE_LANGUAGE } from '../../../seed/dictionary';

type Db = Kysely<Database>;

/**
 * One language's dictionary: a text for every English key, the language's own where it
 * has a non-empty one, else the English text (docs/product-rules.md#r-lang-1: a key shows itself only before
 * the dictionary loads). English rows define the keys; rows for keys no longer in
 * English are left out.
 */
export function dictionaryRows(db: Db, language: string) {
  return db
    .selectFrom('dictionary as en')
    .leftJoin('dictionary as own', (join) =>
      join.onRef('own.base_constant', '=', 'en.base_constant').on('own.language', '=', language).on('own.text', '<>', ''),
    )
    .select(['en.base_constant as base_constant', sql<string>`coalesce(${sql.ref('own.text')}, ${sql.ref('en.text')})`.as('text')])
    .where('en.language', '=', BASE_LANGUAGE)
    .orderBy('en.base_constant')
    .execute();
}

export function languageList(db: Db) {
  return db.selectFrom('languages').select(['code', 'name']).orderBy('code').execute();
}

/** The codes of the languages the dictionary lists (empty when it lists none). */
export async function languageCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('languages').select('code').execute();
  return rows.map((row) => row.code);
}

/** Every key: the English base texts. */
export async function baseConstants(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('dictionary').select('base_constant').where('language', '=', BASE_LANGUAGE).orderBy('base_constant').execute();
  return rows.map((row) => row.base_constant);
}
