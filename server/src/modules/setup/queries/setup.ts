import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { ensureSiteDefaults } from '../../../seed/site-defaults';

type Db = Kysely<Database>;

/** Whether the school has an admin who can sign in (then no first-run link is live). */
export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('profile', '=', 'admin').where('archived', '=', 0).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The live first-run link's hash and end ('' and null when there is none). */
export async function readSetupToken(db: Db): Promise<{ hash: string; expiresAt: number | null }> {
  const row = await db.selectFrom('site_settings').select(['setup_token_hash', 'setup_token_expires_at']).where('id', '=', 1).executeTakeFirst();
  return { hash: row?.setup_token_hash ?? '', expiresAt: row?.setup_token_expires_at == null ? null : Number(row.setup_token_expires_at) };
}

/** Makes this hash the one live link: the one before stops working. */
export async function storeSetupToken(db: Db, hash: string, expiresAt: number): Promise<void> {
  await ensureSiteDefaults(db);
  await db.updateTable('site_settings').set({ setup_token_hash: hash, setup_token_expires_at: expiresAt }).where('id', '=', 1).execute();
}

export interface FirstAdmin {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  language: string;
  searchText: string;
}

export interface SchoolBasics {
  schoolName: string;
  timeZone: string;
  defaultLanguage: string;
  currency: string;
}

/**
 * Uses the link and writes the first admin and the school's basics in one transaction.
 * The conditional update of the settings row is what makes the link single-use: of two
 * setups at once, the second waits for the first's row lock (PostgreSQL) or write lock
 * (SQLite), then finds the hash gone and changes nothing. Answers the admin's id, or null
 * when the link no longer works (nothing written).
 */
export async function completeSetup(db: Db, tokenHash: string, admin: FirstAdmin, school: SchoolBasics, now: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('site_settings')
      .set({
        setup_token_hash: '',
        setup_token_expires_at: null,
        school_name: school.schoolName,
        time_zone: school.timeZone,
        default_language: school.defaultLanguage,
        currency: school.currency,
      })
      .where('id', '=', 1)
      .where('setup_token_hash', '=', tokenHash)
      .where('setup_token_expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    if (await hasActiveAdmin(trx)) return null;
    return insertAdmin(trx, admin, admin.passwordHash, now);
  });
}

/**
 * An admin without a password yet (`npm run admin:create`): the set-password link is theirs
 * to use. Throws the engine's unique violation on a taken e-mail.
 */
export function insertInvitedAdmin(db: Db, admin: Omit<FirstAdmin, 'passwordHash'>, now: number): Promise<number> {
  return insertAdmin(db, admin, null, now);
}

/** An admin's row: with their password hash (the setup page) or none yet (a set-password link). */
async function insertAdmin(db: Db, admin: Omit<FirstAdmin, 'passwordHash'>, passwordHash: string | null, now: number): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: admin.email,
      password_hash: passwordHash,
      profile: 'admin',
      first_name: admin.firstName,
      last_name: admin.lastName,
      title: '',
      language: admin.language,
      archived: 0,
      search_text: admin.searchText,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether someone already signs in with this (normalised) address. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}
