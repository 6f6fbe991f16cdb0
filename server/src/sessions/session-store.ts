import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-queries';
import type { Database, ProfileType } from '../db/schema';
import { sessionCache } from './session-cache';
import { hashToken, looksLikeToken, randomToken } from './tokens';

/** A session ends after 8 h without a call, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Live sessions one user may hold (browsers, devices); signing in past it ends the oldest. */
export const SESSIONS_PER_USER_MAX = 10;
// last_seen_at is rewritten at most once a minute: idle expiry does not need more
// precision, and a write on every read would serialise SQLite for nothing.
const TOUCH_EVERY_MS = 60 * 1000;

/** The signed-in user as every handler sees it (`request.user`). */
export interface AuthUser {
  id: number;
  profile: ProfileType;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  /**
   * A guardian's linked students, read with the session (docs/product-rules.md#r-guard-1):
   * what of a plan's lessons and answers they see depends on it. Absent for other profiles.
   */
  students?: readonly number[];
}

export interface SessionLookup {
  /** the session's id (the token's hash) */
  sessionId: string;
  user: AuthUser;
  expiresAt: number;
}

/**
 * Starts a session and returns the token for the cookie (only its hash is stored). A
 * user keeps at most SESSIONS_PER_USER_MAX: the oldest beyond that are ended.
 */
export async function createSession(db: Kysely<Database>, userId: number, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken(32);
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  const id = hashToken(token);
  await db.insertInto('sessions').values({ id, user_id: userId, created_at: now, last_seen_at: now, expires_at: expiresAt }).execute();
  const ended = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('sessions as newest')
        .select('newest.id')
        .where('newest.user_id', '=', userId)
        .orderBy('newest.created_at', 'desc')
        .orderBy('newest.id', 'desc')
        .limit(SESSIONS_PER_USER_MAX),
    )
    .executeTakeFirst();
  if (Number(ended.numDeletedRows) > 0) sessionCache.changed(db);
  return { token, expiresAt };
}

/** The session and its user: read on every signed-in request, so compiled once. */
const sessionById = preparedQuery((db, values: { id: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id as user_id',
      'users.profile',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.language',
      'users.archived',
    ])
    .where('sessions.id', '=', values.id),
);

/** The session's row and, for a guardian, their students: what a lookup reads. */
async function readSession(db: Kysely<Database>, id: string) {
  const row = await sessionById.first(db, { id });
  if (!row) return null;
  const students =
    row.profile === 'guardian'
      ? (await db.selectFrom('guardian_students').select('student_id').where('guardian_id', '=', row.user_id).orderBy('student_id').execute()).map((link) => Number(link.student_id))
      : undefined;
  return { row, students };
}

/**
 * The live session behind a cookie token, or null. Expired sessions, and sessions of
 * users archived since, are deleted on sight. Read through the session cache.
 */
export async function findSession(db: Kysely<Database>, token: string | undefined, now = Date.now()): Promise<SessionLookup | null> {
  if (!token || !looksLikeToken(token)) return null;
  const id = hashToken(token);
  const found = await sessionCache.read(db, id, () => readSession(db, id), now);
  if (!found) return null;
  const { row, students } = found;
  const lastSeen = Number(row.last_seen_at);
  const expiresAt = Number(row.expires_at);
  if (expiresAt <= now || lastSeen + SESSION_IDLE_MS <= now || row.archived === 1) {
    await deleteSession(db, id);
    return null;
  }
  if (now - lastSeen >= TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
    // the held copy too, or every call of the next second would write it again
    row.last_seen_at = now;
  }
  return {
    sessionId: id,
    expiresAt,
    user: {
      id: row.user_id,
      profile: row.profile,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      language: row.language,
      ...(students ? { students } : {}),
    },
  };
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  sessionCache.changed(db);
}

/**
 * Ends every session of a user (password change, archiving), optionally but one. In a
 * transaction, the caller drops the session cache once it has committed (sessionCache.changed).
 */
export async function deleteUserSessions(db: Kysely<Database>, userId: number, exceptSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
  sessionCache.changed(db);
}

/** Housekeeping: drops sessions past their absolute or idle expiry. */
export async function sweepSessions(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - SESSION_IDLE_MS)]))
    .execute();
}
