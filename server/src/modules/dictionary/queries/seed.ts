import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export interface SeedRow {
  language: string;
  base_constant: string;
  text: string;
}

const CHUNK = 500;

/** The stored rows of the given languages, with whether an admin edited them. */
export function storedRows(db: Db, languages: string[]) {
  return db.selectFrom('dictionary').select(['language', 'base_constant', 'text', 'edited_at']).where('language', 'in', languages).execute();
}

export async function ensureLanguages(db: Db, languages: ReadonlyArray<{ code: string; name: string }>): Promise<void> {
  if (languages.length === 0) return;
  await db.insertInto('languages').values([...languages]).onConflict((oc) => oc.column('code').doNothing()).execute();
}

/** Inserts the rows; one another instance inserted first is left as it is. */
export async function insertSeedRows(db: Db, rows: SeedRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('dictionary')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['language', 'base_constant']).doNothing())
      .execute();
  }
}

/** A new shipped text for a row no admin edited (the condition is checked again here, in case one just did). */
export async function updateSeedRow(db: Db, row: SeedRow): Promise<void> {
  await db
    .updateTable('dictionary')
    .set({ text: row.text })
    .where('language', '=', row.language)
    .where('base_constant', '=', row.base_constant)
    .where('edited_at', 'is', null)
    .execute();
}

/** Drops shipped rows of keys the code no longer uses; rows an admin edited stay. */
export async function deleteUneditedRows(db: Db, language: string, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += CHUNK) {
    await db
      .deleteFrom('dictionary')
      .where('language', '=', language)
      .where('base_constant', 'in', keys.slice(i, i + CHUNK))
      .where('edited_at', 'is', null)
      .execute();
  }
}

export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
