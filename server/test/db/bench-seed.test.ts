import { sql } from 'kysely';
import { seedBench } from '../../src/bench/bench-seeder';
import type { OpenDatabase } from '../../src/db/connection';
import { createMigratedTestDatabase } from '../helpers/database';
import { insertUser } from '../helpers/factories';

// seeding (and scrypt for the demo password) takes seconds when the machine is busy
jest.setTimeout(30_000);

// The bench seeder at a small size: the same code path as the million-row run.
const NOW = Date.UTC(2026, 10, 22, 12, 0);
const SIZE = { teachers: 12, students: 60, groups: 6, activities: 5_000 };

describe('seedBench', () => {
  let handle: OpenDatabase;
  const lines: string[] = [];
  beforeAll(async () => {
    handle = await createMigratedTestDatabase();
    await insertUser(handle.db, { profile: 'admin' });
    await seedBench(handle, SIZE, NOW, (line) => lines.push(line));
  });
  afterAll(() => handle.destroy());

  it('inserts exactly the requested numbers', async () => {
    const { db } = handle;
    const count = async (profile: 'teacher' | 'student') =>
      (await db.selectFrom('users').select('id').where('profile', '=', profile).execute()).length;
    expect([await count('teacher'), await count('student')]).toEqual([12, 60]);
    expect(await db.selectFrom('study_plans').select('id').execute()).toHaveLength(66);
    expect(await db.selectFrom('activities').select('id').execute()).toHaveLength(5_000);
    expect(lines.length).toBeLessThan(20);
  });

  it('keeps the data consistent', async () => {
    const { db } = handle;
    const withoutTeacher = await db
      .selectFrom('study_plans as p')
      .leftJoin('study_plan_teachers as t', 't.study_plan_id', 'p.id')
      .select('p.id')
      .where('t.teacher_id', 'is', null)
      .execute();
    expect(withoutTeacher).toEqual([]);
    const activities = await db.selectFrom('activities').selectAll().execute();
    const span = [Math.min(...activities.map((a) => a.start_time as number)), Math.max(...activities.map((a) => a.start_time as number))];
    expect(span[0]).toBeGreaterThanOrEqual(NOW - 93 * 7 * 86_400_000);
    expect(span[1]).toBeLessThanOrEqual(NOW + 13 * 7 * 86_400_000);
    expect(activities.filter((a) => a.paid && !a.is_completed)).toEqual([]);
    expect(activities.filter((a) => a.is_completed && (a.start_time as number) > NOW)).toEqual([]);
    const payments = new Set((await db.selectFrom('teacher_payments').selectAll().execute()).map((p) => `${p.teacher_id}:${p.year}:${p.month}`));
    const monthOf = (t: number) => `${new Date(t).getUTCFullYear()}:${new Date(t).getUTCMonth() + 1}`;
    const paidWithoutMonth = activities.filter((a) => a.paid && !payments.has(`${a.teacher_id}:${monthOf(a.start_time as number)}`));
    expect(paidWithoutMonth).toEqual([]);
    const students = await db.selectFrom('users').select('last_lesson_at').where('profile', '=', 'student').execute();
    expect(students.filter((s) => s.last_lesson_at !== null).length).toBeGreaterThan(30);
  });

  it('rebuilds the activities indexes it dropped for the load', async () => {
    const query =
      handle.dialect === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'activities'`
        : sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'activities'`;
    const names = (await query.execute(handle.db)).rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['activities_plan_start_id_idx', 'activities_teacher_start_id_idx', 'activities_start_id_idx']));
  });

  it('leaves the id sequences ready for ordinary inserts', async () => {
    const user = await insertUser(handle.db);
    const max = await handle.db.selectFrom('users').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow();
    expect(user.id).toBe(Number(max.m));
  });
});
