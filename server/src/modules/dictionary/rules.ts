import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../permissions';
import { languageCodes } from './dictionary-queries';

/**
 * The one rule for a user's interface language, wherever it is set (settings, register,
 * update): a LanguageCode (the contracts check its shape) that the dictionary lists,
 * once the dictionary lists any.
 */
export async function assertKnownLanguage(db: Kysely<Database>, language: string): Promise<void> {
  const known = await languageCodes(db);
  if (known.length > 0 && !known.includes(language)) throw badRequest(`Unknown language: ${language}`);
}
