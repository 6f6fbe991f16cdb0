import type { Kysely } from 'kysely';
import { formatMessage, type MessageParams } from '@studydesk/shared/text';
import type { Database } from '../db/schema';
import { BASE_LANGUAGE } from '../seed/dictionary';

/** Translates a dictionary key, filling `{placeholders}` and plural forms. */
export type Translate = (key: string, params?: MessageParams) => string;

/** The texts of one mail: the language it goes out in, and its translator. */
export interface MailTexts {
  language: string;
  t: Translate;
}

/**
 * Mails are worded from the same dictionary the interface uses, so an admin's edit on the
 * translations page changes them too (docs/product-rules.md#r-lang-1): the recipient's
 * language where it has a text, English otherwise. A regional code ('de-AT') falls back to
 * its base language ('de') before English.
 */
export async function mailTexts(db: Kysely<Database>, language: string | null | undefined): Promise<MailTexts> {
  const asked = (language ?? '').trim();
  const candidates = [...new Set([asked, asked.split('-')[0].toLowerCase()].filter(Boolean))];
  const rows = await db
    .selectFrom('dictionary')
    .select(['language', 'base_constant', 'text'])
    .where('language', 'in', [...candidates, BASE_LANGUAGE])
    .where('text', '<>', '')
    .execute();
  // the first candidate that has any text at all is the mail's language
  const chosen = candidates.find((code) => code !== BASE_LANGUAGE && rows.some((row) => row.language === code)) ?? BASE_LANGUAGE;
  const own = new Map<string, string>();
  const english = new Map<string, string>();
  for (const row of rows) {
    if (row.language === chosen) own.set(row.base_constant, row.text);
    if (row.language === BASE_LANGUAGE) english.set(row.base_constant, row.text);
  }
  return {
    language: chosen,
    t: (key, params) => formatMessage(own.get(key) ?? english.get(key) ?? key, params, chosen),
  };
}

/**
 * `mailTexts` once per language for one job run: a run mailing many people loads each
 * language's dictionary once, not once per recipient.
 */
export function mailTextsCache(db: Kysely<Database>): (language: string | null | undefined) => Promise<MailTexts> {
  const loaded = new Map<string, Promise<MailTexts>>();
  return (language) => {
    const code = (language ?? '').trim();
    let texts = loaded.get(code);
    if (!texts) {
      texts = mailTexts(db, code);
      loaded.set(code, texts);
    }
    return texts;
  };
}

/** The interface language of the account with this address, or null when no account has it. */
export async function languageOfAddress(db: Kysely<Database>, email: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('language').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row?.language ?? null;
}
