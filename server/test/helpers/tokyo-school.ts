import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { User, UsersTable } from '../../src/db/schema';
import { buildTestApp, insertUser } from './app';
import { cookieOf } from './session';

// Site in Tokyo (UTC+9, no DST): a lesson at 23:30 local on 31 January is 14:30 UTC, still
// January, so month boundaries are tested away from UTC's.
export const TOKYO = 'Asia/Tokyo';
export const tokyo = (y: number, m: number, d: number, h: number, min = 0) => Date.UTC(y, m - 1, d, h - 9, min);

export interface TokyoSchool {
  app: FastifyInstance;
  admin: User;
  ana: User;
  ben: User;
  /** session cookies by who: admin, ana, ben */
  who: Record<string, Record<string, string>>;
}

/** A fresh app whose site is in Tokyo (EUR), with an admin and two teachers, Ana and Ben, each signed in. */
async function tokyoSchool(ana: Partial<Insertable<UsersTable>> = {}): Promise<TokyoSchool> {
  const app = await buildTestApp();
  await app.db.updateTable('site_settings').set({ time_zone: TOKYO, currency: 'EUR' }).where('id', '=', 1).execute();
  const admin = await insertUser(app.db, { profile: 'admin' });
  const teacherAna = await insertUser(app.db, { profile: 'teacher', first_name: 'Ana', ...ana });
  const ben = await insertUser(app.db, { profile: 'teacher', first_name: 'Ben' });
  const who = { admin: await cookieOf(app, admin), ana: await cookieOf(app, teacherAna), ben: await cookieOf(app, ben) };
  return { app, admin, ana: teacherAna, ben, who };
}

/**
 * A fresh Tokyo school for every test of the calling describe block, closed after it, as
 * `useSchool` does for the default school: read its fields inside hooks and tests.
 */
export function useTokyoSchool(ana: Partial<Insertable<UsersTable>> = {}): TokyoSchool {
  const school = {} as TokyoSchool;
  beforeEach(async () => {
    Object.assign(school, await tokyoSchool(ana));
  });
  afterEach(async () => school.app?.close());
  return school;
}
