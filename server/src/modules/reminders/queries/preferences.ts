import type { Kysely } from 'kysely';
import type { MailKind } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/**
 * The key that signs opt-out links: made once for the whole site when the server starts
 * (ensureSiteDefaults), so every instance reads the same one.
 */
export async function mailLinkKey(db: Db): Promise<string> {
  const row = await db.selectFrom('site_settings').select('mail_link_key').where('id', '=', 1).executeTakeFirst();
  if (!row?.mail_link_key) throw new Error('the site settings have no mail link key: ensureSiteDefaults has not run');
  return row.mail_link_key;
}

/** Of these people, those who turned this kind of mail off. */
export async function optedOut(db: Db, kind: MailKind, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('mail_opt_outs').select('user_id').where('kind', '=', kind).where('user_id', 'in', [...userIds]).execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The kinds this person turned off. */
export async function kindsTurnedOff(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.kind));
}

export async function setMailKind(db: Db, userId: number, kind: MailKind, on: boolean): Promise<void> {
  if (on) {
    await db.deleteFrom('mail_opt_outs').where('user_id', '=', userId).where('kind', '=', kind).execute();
    return;
  }
  await db
    .insertInto('mail_opt_outs')
    .values({ user_id: userId, kind })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doNothing())
    .execute();
}

/** A person an opt-out link may name: still there and not archived. */
export async function activeUser(db: Db, userId: number): Promise<{ id: number; profile: string; language: string } | undefined> {
  return db.selectFrom('users').select(['id', 'profile', 'language']).where('id', '=', userId).where('archived', '=', 0).executeTakeFirst();
}
