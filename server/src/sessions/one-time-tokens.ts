import type { Kysely } from 'kysely';
import type { Database, TokenPurpose } from '../db/schema';
import { hashToken, looksLikeToken, randomToken } from './tokens';

/** How long an emailed link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

/**
 * Issues a single-use token for a set-password link. Older unused tokens of the same
 * purpose stop working at once (marked expired), so only the newest link is live.
 */
export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken(16);
  const expiresAt = now + TOKEN_TTL_MS[purpose];
  const tokenHash = hashToken(token);
  // No transaction, so callers may pass one of theirs; insert first so there is never a
  // moment without a live link.
  await db
    .insertInto('one_time_tokens')
    .values({ token_hash: tokenHash, user_id: userId, purpose, expires_at: expiresAt, created_at: now })
    .execute();
  await expireLiveTokens(db, userId, now).where('purpose', '=', purpose).where('token_hash', '!=', tokenHash).execute();
  return { token, expiresAt };
}

export type TokenState =
  | { state: 'valid'; tokenHash: string; userId: number; purpose: TokenPurpose }
  | { state: 'unknown' | 'expired' | 'used' };

/** Looks a token up without using it, so the caller can explain why it does not work. */
export async function inspectToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<TokenState> {
  if (!looksLikeToken(token)) return { state: 'unknown' };
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('one_time_tokens')
    .select(['user_id', 'purpose', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.used_at !== null) return { state: 'used' };
  if (Number(row.expires_at) <= now) return { state: 'expired' };
  return { state: 'valid', tokenHash, userId: row.user_id, purpose: row.purpose };
}

/**
 * Marks a token used. The conditional update is the single-use guarantee: of two
 * concurrent requests with the same token only one changes a row and gets true.
 */
export async function consumeToken(db: Kysely<Database>, tokenHash: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After a password is set every other outstanding link of the user stops working. */
export async function expireUserTokens(db: Kysely<Database>, userId: number, now = Date.now()): Promise<void> {
  await expireLiveTokens(db, userId, now).execute();
}

/** The update that ends the user's links still usable at `now` (narrow it with more `where`s). */
function expireLiveTokens(db: Kysely<Database>, userId: number, now: number) {
  return db
    .updateTable('one_time_tokens')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
}
