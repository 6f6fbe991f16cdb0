import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { DatabaseHandle } from '../../src/db/connection';
import { SESSIONS_PER_USER_MAX, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, createSession, deleteUserSessions, findSession, sweepSessions } from '../../src/sessions/session-store';
import { TOKEN_TTL_MS, consumeToken, inspectToken, issueToken } from '../../src/sessions/one-time-tokens';
import { checkRate, clearRate, hitRate, releaseRate } from '../../src/sessions/rate-limit';
import { hashToken } from '../../src/sessions/tokens';
import { createMigratedTestDatabase } from '../helpers/database';
import { insertUser } from '../helpers/factories';

let handle: DatabaseHandle;
let db: Kysely<Database>;
beforeEach(async () => {
  handle = await createMigratedTestDatabase();
  db = handle.db;
});
afterEach(async () => handle.destroy());

const T0 = Date.UTC(2026, 0, 5, 9, 0);

describe('sessions', () => {
  test('stores only the hash of the cookie token and finds the user by the token', async () => {
    const user = await insertUser(db, { profile: 'teacher' });
    const { token, expiresAt } = await createSession(db, user.id, T0);
    expect(expiresAt).toBe(T0 + SESSION_ABSOLUTE_MS);
    const rows = await db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(hashToken(token));
    expect(rows[0].id).not.toContain(token);
    const found = await findSession(db, token, T0 + 1000);
    expect(found?.user).toMatchObject({ id: user.id, profile: 'teacher' });
    expect(await findSession(db, 'A'.repeat(43), T0)).toBeNull();
    expect(await findSession(db, 'not a token!', T0)).toBeNull();
  });

  test('ends after 8 idle hours, and is kept alive by use', async () => {
    const user = await insertUser(db);
    const { token } = await createSession(db, user.id, T0);
    // used every 7 hours: stays alive past the first 8 hours
    expect(await findSession(db, token, T0 + 7 * 3600_000)).not.toBeNull();
    expect(await findSession(db, token, T0 + 14 * 3600_000)).not.toBeNull();
    // then 8 hours of silence
    expect(await findSession(db, token, T0 + 14 * 3600_000 + SESSION_IDLE_MS)).toBeNull();
    expect(await db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  test('ends 7 days after sign-in however busy', async () => {
    const user = await insertUser(db);
    const { token } = await createSession(db, user.id, T0);
    for (let t = T0; t < T0 + SESSION_ABSOLUTE_MS; t += 6 * 3600_000) {
      expect(await findSession(db, token, t)).not.toBeNull();
    }
    expect(await findSession(db, token, T0 + SESSION_ABSOLUTE_MS)).toBeNull();
  });

  test('an archived user has no session', async () => {
    const user = await insertUser(db);
    const { token } = await createSession(db, user.id, T0);
    await db.updateTable('users').set({ archived: 1 }).where('id', '=', user.id).execute();
    expect(await findSession(db, token, T0 + 1)).toBeNull();
  });

  test('deleteUserSessions can spare one session; sweep drops expired ones', async () => {
    const user = await insertUser(db);
    const a = await createSession(db, user.id, T0);
    const b = await createSession(db, user.id, T0);
    await deleteUserSessions(db, user.id, hashToken(a.token));
    expect(await findSession(db, a.token, T0 + 1)).not.toBeNull();
    expect(await findSession(db, b.token, T0 + 1)).toBeNull();
    await sweepSessions(db, T0 + SESSION_IDLE_MS + 10);
    expect(await db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  test('a user holds at most SESSIONS_PER_USER_MAX live sessions: signing in past it ends the oldest', async () => {
    const user = await insertUser(db);
    const other = await insertUser(db);
    const otherSession = await createSession(db, other.id, T0);
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS_PER_USER_MAX + 5; i += 1) tokens.push((await createSession(db, user.id, T0 + i * 1000)).token);
    const live = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(live).toHaveLength(SESSIONS_PER_USER_MAX);
    expect(await findSession(db, tokens[0], T0 + 60_000)).toBeNull();
    expect(await findSession(db, tokens[tokens.length - 1], T0 + 60_000)).not.toBeNull();
    // other users keep theirs
    expect(await findSession(db, otherSession.token, T0 + 60_000)).not.toBeNull();
  });
});

describe('one-time tokens', () => {
  test('are single use and stored hashed', async () => {
    const user = await insertUser(db);
    const { token } = await issueToken(db, user.id, 'invite', T0);
    expect(await db.selectFrom('one_time_tokens').select('token_hash').executeTakeFirst()).toEqual({ token_hash: hashToken(token) });
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    const state = await inspectToken(db, token, T0 + 1);
    expect(state).toMatchObject({ state: 'valid', userId: user.id, purpose: 'invite' });
    if (state.state !== 'valid') throw new Error('unreachable');
    expect(await consumeToken(db, state.tokenHash, T0 + 2)).toBe(true);
    expect(await consumeToken(db, state.tokenHash, T0 + 3)).toBe(false);
    expect(await inspectToken(db, token, T0 + 4)).toEqual({ state: 'used' });
  });

  test('expire: invitations after 7 days, resets after 30 minutes', async () => {
    const user = await insertUser(db);
    const invite = await issueToken(db, user.id, 'invite', T0);
    const reset = await issueToken(db, user.id, 'reset', T0);
    expect(TOKEN_TTL_MS.reset).toBe(30 * 60_000);
    expect((await inspectToken(db, reset.token, T0 + 29 * 60_000)).state).toBe('valid');
    expect((await inspectToken(db, reset.token, T0 + 30 * 60_000)).state).toBe('expired');
    expect((await inspectToken(db, invite.token, T0 + 6 * 86400_000)).state).toBe('valid');
    expect((await inspectToken(db, invite.token, T0 + 7 * 86400_000)).state).toBe('expired');
  });

  test('a new token retires older unused ones of the same purpose only', async () => {
    const user = await insertUser(db);
    const first = await issueToken(db, user.id, 'reset', T0);
    const invite = await issueToken(db, user.id, 'invite', T0);
    const second = await issueToken(db, user.id, 'reset', T0 + 1000);
    expect((await inspectToken(db, first.token, T0 + 2000)).state).toBe('expired');
    expect((await inspectToken(db, second.token, T0 + 2000)).state).toBe('valid');
    expect((await inspectToken(db, invite.token, T0 + 2000)).state).toBe('valid');
    expect((await inspectToken(db, 'AAAAAAAAAAAAAAAAAAAAAA', T0)).state).toBe('unknown');
  });
});

describe('rate-limit counters (fixed windows in the database)', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  test('count up to the limit, refuse past it, and start over in a new window', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await hitRate(db, 'k', rule, T0 + i));
    expect(statuses.map((s) => s.limited)).toEqual([false, false, false, true]);
    expect(await checkRate(db, 'k', rule, T0 + 10)).toEqual({ count: 4, limited: true, retryAfterSeconds: 60 });
    expect((await checkRate(db, 'k', rule, T0 + 60_000)).limited).toBe(false);
    const fresh = await hitRate(db, 'k', rule, T0 + 60_000);
    expect(fresh.limited).toBe(false);
    expect(await db.selectFrom('rate_limits').select(['count', 'reset_at']).where('key', '=', 'k').executeTakeFirst()).toEqual({
      count: 1,
      reset_at: T0 + 120_000,
    });
  });

  test('counters are per key and can be cleared', async () => {
    for (let i = 0; i < 3; i += 1) await hitRate(db, 'a', rule, T0);
    expect((await checkRate(db, 'a', rule, T0)).limited).toBe(true);
    expect((await checkRate(db, 'b', rule, T0)).limited).toBe(false);
    await clearRate(db, 'a');
    expect((await checkRate(db, 'a', rule, T0)).limited).toBe(false);
  });

  test('a reserved event can be given back, never below zero', async () => {
    for (let i = 0; i < 3; i += 1) await hitRate(db, 'r', rule, T0);
    await releaseRate(db, 'r');
    expect((await checkRate(db, 'r', rule, T0)).limited).toBe(false);
    for (let i = 0; i < 5; i += 1) await releaseRate(db, 'r');
    expect(await db.selectFrom('rate_limits').select('count').where('key', '=', 'r').executeTakeFirst()).toEqual({ count: 0 });
  });
});
