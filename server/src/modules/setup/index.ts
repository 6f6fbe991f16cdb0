import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { foldForSearch } from '../../db/search-text';
import { hashToken, issueToken, randomToken, setPasswordLink } from '../../sessions';
import { isUniqueViolation } from '../../plugins/error-handler';
import { DUPLICATE_EMAIL, normaliseEmail } from '../people';
import { readSiteSettings } from '../site-settings';
import type { ModuleOptions } from '../app-module';
import { emailInUse, hasActiveAdmin, insertInvitedAdmin, storeSetupToken } from './queries/setup';
import { SETUP_TOKEN_TTL_MS, setupLink } from './rules';
import { setupRoutes } from './routes';

/** First run of a school's own install (/v1/setup) and the school's public name. */
export const setupModule: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  await app.register(setupRoutes, { config });
};

/**
 * While the school has no admin: a new first-run link, valid 24 hours, which replaces the
 * one before (docs/product-rules.md#r-setup-1). Called once per start by the process that
 * migrates the database; null once an admin exists.
 */
export async function issueSetupLink(db: Kysely<Database>, publicUrl: string, now = Date.now()): Promise<string | null> {
  if (await hasActiveAdmin(db)) return null;
  const token = randomToken(24);
  await storeSetupToken(db, hashToken(token), now + SETUP_TOKEN_TTL_MS);
  return setupLink(publicUrl, token);
}

/**
 * An admin who sets their password from the link answered (the invitation's /set/{token},
 * docs/product-rules.md#r-setup-2), in the school's default language; or why not.
 */
export async function createInvitedAdmin(
  db: Kysely<Database>,
  person: { email: string; firstName: string; lastName: string },
  publicUrl: string,
  now = Date.now(),
): Promise<{ id: number; email: string; link: string } | { problem: string }> {
  const email = normaliseEmail(person.email);
  const duplicate = { problem: `${DUPLICATE_EMAIL}: ${email}` };
  if (await emailInUse(db, email)) return duplicate;
  const { defaultLanguage } = await readSiteSettings(db);
  try {
    const searchText = foldForSearch(person.firstName, person.lastName, email, '');
    const id = await insertInvitedAdmin(db, { email, firstName: person.firstName, lastName: person.lastName, language: defaultLanguage, searchText }, now);
    const { token } = await issueToken(db, id, 'invite', now);
    return { id, email, link: setPasswordLink(publicUrl, token) };
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate;
    throw error;
  }
}

export { setupLogLine } from './rules';
