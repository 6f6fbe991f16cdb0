import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { consumeToken, deleteUserSessions, expireUserTokens, sessionCache, type MailRecipient } from '../../../sessions';

type Db = Kysely<Database>;

/** What sign-in needs of the account behind an email. */
export function findLoginUser(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'password_hash', 'archived']).where('email', '=', email).executeTakeFirst();
}

/** The active account behind an email, as a password-reset message is addressed. */
export function findActiveRecipient(db: Db, email: string): Promise<MailRecipient | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'language'])
    .where('email', '=', email)
    .where('archived', '=', 0)
    .executeTakeFirst();
}

/** Replaces a password hash by a re-hash of the same password, unless it changed meanwhile; false then. */
export async function replacePasswordHash(db: Db, userId: number, oldHash: string, newHash: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ password_hash: newHash }).where('id', '=', userId).where('password_hash', '=', oldHash).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findTokenOwner(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'archived', 'first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirst();
}

/** A user about to be invited: the recipient, and whether they may be. */
export function findInvitee(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'language', 'archived', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Uses a set-password link: in one transaction the token is consumed, the password set,
 * every other link of the user expired and every session the old password opened ended.
 * False when the token was used or expired meanwhile (a lost race).
 */
export async function setPasswordWithToken(db: Db, tokenHash: string, userId: number, passwordHash: string, now: number): Promise<boolean> {
  const used = await db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, tokenHash, now))) return false;
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
    await expireUserTokens(trx, userId, now);
    await deleteUserSessions(trx, userId);
    return true;
  });
  if (used) sessionCache.changed(db);
  return used;
}
