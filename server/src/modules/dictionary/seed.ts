import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BASE_LANGUAGE, DICTIONARY_SEED } from '../../seed/dictionary';
import { LANGUAGES } from '../../seed/site-defaults';
import { deleteUneditedRows, ensureLanguages, inTransaction, insertSeedRows, storedRows, updateSeedRow, type SeedRow } from './queries/seed';

type Seed = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface SeedCounts {
  inserted: number;
  updated: number;
  deleted: number;
}

/**
 * Brings the dictionary to the shipped seed files, on every start: adds missing rows,
 * updates shipped texts that changed, drops shipped rows of keys the code no longer
 * uses. A row an admin edited (edited_at set) is never touched, so running it again, or
 * after an upgrade, keeps every translation made in the app. Keys are English's keys.
 */
export async function ensureDictionarySeed(db: Kysely<Database>, seed: Seed = DICTIONARY_SEED): Promise<SeedCounts> {
  const keys = new Set(Object.keys(seed[BASE_LANGUAGE] ?? {}));
  const languages = Object.keys(seed);
  // without the English file there are no keys: better to change nothing than to empty the dictionary
  if (keys.size === 0) return { inserted: 0, updated: 0, deleted: 0 };
  return inTransaction(db, async (trx) => {
    await ensureLanguages(trx, LANGUAGES.filter((language) => languages.includes(language.code)));
    const stored = new Map<string, { text: string; edited: boolean }>();
    for (const row of await storedRows(trx, languages)) stored.set(cellKey(row.language, row.base_constant), { text: row.text, edited: row.edited_at !== null });

    const inserts: SeedRow[] = [];
    const updates: SeedRow[] = [];
    for (const language of languages) {
      for (const [key, text] of Object.entries(seed[language])) {
        if (!keys.has(key) || !text.trim()) continue;
        const row = stored.get(cellKey(language, key));
        if (!row) inserts.push({ language, base_constant: key, text });
        else if (!row.edited && row.text !== text) updates.push({ language, base_constant: key, text });
      }
    }
    await insertSeedRows(trx, inserts);
    for (const row of updates) await updateSeedRow(trx, row);

    let deleted = 0;
    for (const language of languages) {
      const shipped = seed[language];
      const gone = [...stored.entries()]
        .filter(([cell, row]) => !row.edited && cell.startsWith(`${language}\u0000`))
        .map(([cell]) => cell.slice(language.length + 1))
        .filter((key) => !keys.has(key) || !(key in shipped));
      await deleteUneditedRows(trx, language, gone);
      deleted += gone.length;
    }
    return { inserted: inserts.length, updated: updates.length, deleted };
  });
}

const cellKey = (language: string, key: string) => `${language}\u0000${key}`;
