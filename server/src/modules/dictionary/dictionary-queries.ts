import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** One language's rows, by key. */
export function dictionaryRows(db: Db, language: string) {
  return db
    .selectFrom('dictionary')
    .select(['base_constant', 'text'])
    .where('language', '=', language)
    .orderBy('base_constant')
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

export async function baseConstants(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('dictionary').select('base_constant').distinct().orderBy('base_constant').execute();
  return rows.map((row) => row.base_constant);
}
