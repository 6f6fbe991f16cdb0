import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { SESSION_CACHE_MS, sessionCache } from '../../src/sessions/session-cache';
import { SESSIONS_PER_USER_MAX, createSession, deleteSession, findSession } from '../../src/sessions/session-store';
import { hashToken } from '../../src/sessions/tokens';
import { createMigratedTestDatabase } from '../helpers/database';
import { insertUser } from '../helpers/factories';
import { useSchool } from '../helpers/school';

const T0 = Date.UTC(2026, 0, 5, 9, 0);

describe('the session cache', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let told: number;
  let token: string;
  let userId: number;
  beforeEach(async () => {
    handle = await createMigratedTestDatabase();
    db = handle.db;
    told = 0;
    sessionCache.sync(db).enable(() => (told += 1));
    userId = (await insertUser(db, { profile: 'teacher', first_name: 'Ada' })).id;
    token = (await createSession(db, userId, T0)).token;
  });
  afterEach(async () => {
    sessionCache.sync(db).disable();
    await handle.destroy();
  });

  const rename = (name: string) => db.updateTable('users').set({ first_name: name }).where('id', '=', userId).execute();
  const nameAt = async (now: number) => (await findSession(db, token, now))?.user.firstName;

  it('answers a session read within SESSION_CACHE_MS from memory, and reads it again after', async () => {
    expect(await nameAt(T0 + 10)).toBe('Ada');
    await rename('Bea');
    expect(await nameAt(T0 + 10 + SESSION_CACHE_MS - 1)).toBe('Ada');
    expect(await nameAt(T0 + 10 + SESSION_CACHE_MS)).toBe('Bea');
  });

  it('reads again at once after a change made here, and tells the other processes', async () => {
    expect(await nameAt(T0 + 10)).toBe('Ada');
    await rename('Bea');
    sessionCache.changed(db);
    expect(told).toBe(1);
    expect(await nameAt(T0 + 20)).toBe('Bea');
  });

  it('reads again at once after a change heard from another process, without telling again', async () => {
    expect(await nameAt(T0 + 10)).toBe('Ada');
    await rename('Bea');
    sessionCache.sync(db).drop();
    expect(await nameAt(T0 + 20)).toBe('Bea');
    expect(told).toBe(0);
  });

  it('forgets a session ended here at once', async () => {
    expect(await nameAt(T0 + 10)).toBe('Ada');
    await db.deleteFrom('sessions').execute();
    expect(await nameAt(T0 + 20)).toBe('Ada');
    // ending it through the store drops the cache (signing out, archiving, a new password)
    const again = await createSession(db, userId, T0);
    expect(await findSession(db, again.token, T0 + 30)).not.toBeNull();
    await deleteSession(db, hashToken(again.token));
    expect(await findSession(db, again.token, T0 + 40)).toBeNull();
    expect(told).toBeGreaterThanOrEqual(1);
  });

  it('forgets the oldest session a sign-in past the limit ends', async () => {
    expect(await nameAt(T0 + 10)).toBe('Ada');
    told = 0;
    for (let n = 1; n <= SESSIONS_PER_USER_MAX; n += 1) await createSession(db, userId, T0 + n);
    expect(told).toBe(1);
    expect(await findSession(db, token, T0 + 20)).toBeNull();
  });

  it('keeps the touch it wrote: the calls of the next second do not write last_seen_at again', async () => {
    const later = T0 + 2 * 60_000;
    expect(await nameAt(later)).toBe('Ada');
    const touched = await db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow();
    expect(Number(touched.last_seen_at)).toBe(later);
    // were the held copy still the old one, the next call would see a minute passed and write again
    await db.updateTable('sessions').set({ last_seen_at: T0 }).execute();
    expect(await nameAt(later + 10)).toBe('Ada');
    const after = await db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow();
    expect(Number(after.last_seen_at)).toBe(T0);
  });

  it('reads the database every time while it is off', async () => {
    sessionCache.sync(db).disable();
    expect(await nameAt(T0 + 10)).toBe('Ada');
    await rename('Bea');
    expect(await nameAt(T0 + 20)).toBe('Bea');
  });
});

describe('a server that holds sessions in memory', () => {
  const school = useSchool({ classmates: [{ first_name: 'Cleo' }] }, { each: true, config: { cacheSessions: true } });
  const timeZone = (headers: Record<string, string>) => school.app.inject({ method: 'GET', url: '/v1/sitesettings/timezone', headers });

  it('refuses a signed-out cookie at once', async () => {
    expect((await timeZone(school.as.teacher.headers)).statusCode).toBe(200);
    expect((await school.as.teacher.get('/v1/auth/logout')).statusCode).toBeLessThan(400);
    expect((await timeZone(school.as.teacher.headers)).statusCode).toBe(401);
  });

  it("refuses an archived user's cookie at once", async () => {
    expect((await timeZone(school.as.teacher.headers)).statusCode).toBe(200);
    const archived = await school.as.admin.post('/v1/auth/update/users', { id: school.teacher.id, isArchived: true });
    expect(archived.statusCode).toBe(200);
    expect((await timeZone(school.as.teacher.headers)).statusCode).toBe(401);
  });

  it("takes a student unlinked from a guardian out of the guardian's reach at once", async () => {
    // the guardian follows two members of the plan; the session says which
    const classmate = school.classmates[0];
    const link = await school.as.admin.post(`/v1/guardians/${school.guardian.id}/students`, { studentId: classmate.id });
    expect(link.statusCode).toBeLessThan(300);
    const graph = () => school.as.guardian.post('/v1/progresstracking/graph', { studyPlanId: school.plan.id, userId: classmate.id });
    expect((await graph()).statusCode).toBe(200);
    const unlinked = await school.app.inject({ method: 'DELETE', url: `/v1/guardians/${school.guardian.id}/students/${classmate.id}`, headers: school.as.admin.headers });
    expect(unlinked.statusCode).toBeLessThan(300);
    expect((await graph()).statusCode).toBe(403);
  });
});
