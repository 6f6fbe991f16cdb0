import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { languageCodes } from '../../dictionary';
import type { KnownSchool } from '../check-rows';

type Db = Kysely<Database>;

/** How many values one `in (…)` list carries: well under either engine's parameter limit. */
const IN_CHUNK = 5000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

/**
 * What the school holds that the file names: the users of its e-mails and the plans of its
 * group codes, one query per few thousand values, and the dictionary's languages.
 */
export async function readKnownSchool(db: Db, emails: readonly string[], codes: readonly string[]): Promise<KnownSchool> {
  const users = new Map<string, { id: number; profile: Database['users']['profile'] }>();
  for (const some of chunks([...new Set(emails)], IN_CHUNK)) {
    const rows = await db.selectFrom('users').select(['id', 'email', 'profile']).where('email', 'in', some).execute();
    for (const row of rows) users.set(row.email, { id: row.id, profile: row.profile });
  }
  const plans = new Map<string, { id: number; isGroup: boolean }>();
  for (const some of chunks([...new Set(codes)], IN_CHUNK)) {
    const rows = await db.selectFrom('study_plans').select(['id', 'code', 'is_group']).where('code', 'in', some).execute();
    for (const row of rows) plans.set(row.code, { id: row.id, isGroup: row.is_group === 1 });
  }
  return { users, plans, languages: new Set(await languageCodes(db)) };
}

export { chunks };
