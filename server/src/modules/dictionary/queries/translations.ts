import { sql, type Kysely, type SqlBool } from 'kysely';
import { offsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { BASE_LANGUAGE } from '../../../seed/dictionary';

type Db = Kysely<Database>;

export interface TranslationsQuery {
  search: string;
  missingOnly: boolean;
  direction: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/**
 * One page of keys (English rows) for the translations table, and how many match.
 * Search: the key or any language's text contains it, case-insensitively. Missing only:
 * some listed language has no non-empty text for the key.
 */
export async function translationKeysPage(db: Db, query: TranslationsQuery): Promise<{ keys: string[]; total: number }> {
  let base = db.selectFrom('dictionary as en').where('en.language', '=', BASE_LANGUAGE);
  const search = query.search.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('dictionary as any_text')
          .select(sql`1`.as('one'))
          .whereRef('any_text.base_constant', '=', 'en.base_constant')
          .where((inner) =>
            inner.or([
              inner(sql`lower(${sql.ref('any_text.base_constant')})`, 'like', sql<string>`${pattern} escape '\\'`),
              inner(sql`lower(${sql.ref('any_text.text')})`, 'like', sql<string>`${pattern} escape '\\'`),
            ]),
          ),
      ),
    );
  }
  if (query.missingOnly) base = base.where(missingInSomeLanguage);
  const { rows, total } = await offsetPage(base.select('en.base_constant').orderBy('en.base_constant', query.direction), query);
  return { keys: rows.map((row) => row.base_constant), total };
}

/** Fewer non-empty texts among the listed languages than there are languages. */
const missingInSomeLanguage = sql<SqlBool>`(
  select count(*) from dictionary as t
  where t.base_constant = ${sql.ref('en.base_constant')} and t.text <> '' and t.language in (select code from languages)
) < (select count(*) from languages)`;

/** Every language's row for the given keys. */
export function textsOf(db: Db, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db.selectFrom('dictionary').select(['language', 'base_constant', 'text']).where('base_constant', 'in', keys).execute();
}

export async function isKey(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('dictionary').select('base_constant').where('language', '=', BASE_LANGUAGE).where('base_constant', '=', key).executeTakeFirst();
  return row !== undefined;
}

export async function languageExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('languages').select('code').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** Saves an admin's text for one cell, marked edited so the seed files never overwrite it. */
export async function saveTranslation(db: Db, cell: { language: string; key: string; text: string; now: number }): Promise<void> {
  await db
    .insertInto('dictionary')
    .values({ language: cell.language, base_constant: cell.key, text: cell.text, edited_at: cell.now })
    .onConflict((oc) => oc.columns(['language', 'base_constant']).doUpdateSet({ text: cell.text, edited_at: cell.now }))
    .execute();
}

/** Adds a language; false when the code is taken. */
export async function insertLanguage(db: Db, language: { code: string; name: string }): Promise<boolean> {
  const result = await db.insertInto('languages').values(language).onConflict((oc) => oc.column('code').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Per listed language: how many English keys it has a non-empty text for, and how many keys there are. */
export async function translationProgress(db: Db) {
  const total = await db
    .selectFrom('dictionary')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('language', '=', BASE_LANGUAGE)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('languages')
    .leftJoin('dictionary as t', (join) => join.onRef('t.language', '=', 'languages.code').on('t.text', '<>', ''))
    .leftJoin('dictionary as en', (join) => join.onRef('en.base_constant', '=', 't.base_constant').on('en.language', '=', BASE_LANGUAGE))
    .select(['languages.code', 'languages.name', (eb) => eb.fn.count<number | string>('en.base_constant').as('translated')])
    .groupBy(['languages.code', 'languages.name'])
    .orderBy('languages.code')
    .execute();
  return rows.map((row) => ({ code: row.code, name: row.name, translated: Number(row.translated), total: Number(total.total) }));
}
