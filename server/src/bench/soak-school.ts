/**
 * The school the soak and the load bench run on: an admin, teachers writing activities,
 * teachers whose months get marked paid, and teachers whose day the load replays; each
 * with a session cookie ready.
 */
import { type Kysely } from 'kysely';
import type { OpenDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { foldForSearch } from '../db/search-text';
import { createSession } from '../sessions';

const COOKIE = 'studydesk_session';
/** lessons in each teacher-month the payment writers toggle: big enough that a mark takes a while */
const PAY_LESSONS = 150;
export const PAY_MONTH = { month: 6, year: 2025 };
export const CREATORS = 4;
const PAYERS = 3;
const LOAD_TEACHERS = 10;

export interface School {
  adminCookie: string;
  creators: Array<{ cookie: string; planId: number }>;
  payers: number[];
  loadTeachers: Array<{ id: number; cookie: string; planId: number }>;
}

export async function insertUser(db: Kysely<Database>, profile: 'admin' | 'teacher' | 'student' | 'guardian', n: number): Promise<number> {
  const email = `soak-${profile}-${n}@example.test`;
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: null,
      profile,
      first_name: `Soak${n}`,
      last_name: profile,
      title: '',
      language: 'en',
      archived: 0,
      updated_at: Date.now(),
      search_text: foldForSearch(`Soak${n}`, profile, email, ''),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertPlan(db: Kysely<Database>, teacherId: number, code: string): Promise<number> {
  const row = await db
    .insertInto('study_plans')
    .values({
      code,
      title: `Plan ${code}`,
      description: '',
      goal: '',
      level: 'B1',
      is_group: 0,
      language: 'en',
      retention_text: '',
      retention_text_size: 14,
      archived: 0,
      updated_at: Date.now(),
      search_text: foldForSearch(code, `Plan ${code}`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const planId = Number(row.id);
  await db.insertInto('study_plan_teachers').values({ study_plan_id: planId, teacher_id: teacherId }).execute();
  return planId;
}

const cookieOf = async (db: Kysely<Database>, userId: number) => `${COOKIE}=${(await createSession(db, userId)).token}`;

/** Migrates and seeds the school the writers and the load use. */
export async function seedSchool(open: () => OpenDatabase, schema?: string): Promise<School> {
  const handle = open();
  try {
    if (schema) await handle.pool?.query(`create schema if not exists ${schema}`);
    await migrateToLatest(handle.db, handle.dialect);
    const db = handle.db;
    const admin = await insertUser(db, 'admin', 0);
    const creators = [];
    for (let i = 0; i < CREATORS; i += 1) {
      const id = await insertUser(db, 'teacher', 100 + i);
      creators.push({ cookie: await cookieOf(db, id), planId: await insertPlan(db, id, `SOAK-C${i}`) });
    }
    const payers = [];
    const start = Date.UTC(PAY_MONTH.year, PAY_MONTH.month - 1, 15, 10);
    for (let i = 0; i < PAYERS; i += 1) {
      const id = await insertUser(db, 'teacher', 200 + i);
      const planId = await insertPlan(db, id, `SOAK-P${i}`);
      const lessons = Array.from({ length: PAY_LESSONS }, (_, n) => ({
        study_plan_id: planId,
        teacher_id: id,
        type: 'activity' as const,
        lesson_title: `Paid lesson ${n}`,
        description: '',
        start_time: start + n * 60_000,
        lesson_length: 1,
        difficulty_level: 1,
        is_completed: 1 as const,
        outcome: 'held' as const,
        completed_at: start + n * 60_000 + 3_600_000,
        paid: 0 as const,
        updated_at: start,
      }));
      await db.insertInto('activities').values(lessons).execute();
      payers.push(id);
    }
    const loadTeachers = [];
    for (let i = 0; i < LOAD_TEACHERS; i += 1) {
      const id = await insertUser(db, 'teacher', 300 + i);
      loadTeachers.push({ id, cookie: await cookieOf(db, id), planId: await insertPlan(db, id, `SOAK-L${i}`) });
    }
    return { adminCookie: await cookieOf(db, admin), creators, payers, loadTeachers };
  } finally {
    await handle.destroy();
  }
}
