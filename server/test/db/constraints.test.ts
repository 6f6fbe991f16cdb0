import type { DatabaseHandle } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';
import { createTestDatabase } from '../helpers/database';
import { insertActivity, insertStudyPlan, insertUser, TEST_NOW } from '../helpers/factories';

/**
 * The error message of a rejected promise, or a sentinel when it resolved. Not
 * `rejects.toThrow`: better-sqlite3's native module keeps the first test file's realm, so
 * in later files of a Jest worker its errors are not `instanceof Error` there.
 */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { message?: unknown }).message);
  }
  return '(did not fail)';
}

describe(`constraints (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
    await migrateToLatest(handle.db, handle.dialect);
  });
  afterEach(() => handle.destroy());

  it('rejects a second user with the same email', async () => {
    await insertUser(handle.db, { email: 'same@example.com' });
    expect(await failure(insertUser(handle.db, { email: 'same@example.com' }))).toMatch(/unique|duplicate/i);
  });

  it('enforces foreign keys', async () => {
    expect(await failure(insertActivity(handle.db, { study_plan_id: 999_999 }))).toMatch(/foreign key/i);
  });

  it('deletes a plan with its teachers, members, activities, comments and questions', async () => {
    const { db } = handle;
    const teacher = await insertUser(db, { profile: 'teacher' });
    const student = await insertUser(db);
    const plan = await insertStudyPlan(db, {}, { teacherIds: [teacher.id], memberIds: [student.id] });
    const activity = await insertActivity(db, { study_plan_id: plan.id, teacher_id: teacher.id });
    await db.insertInto('comments').values({ activity_id: activity.id, author_id: student.id, text: 'hi' }).execute();
    await db.insertInto('activity_members').values({ activity_id: activity.id, student_id: student.id, attended: 1, feedback: null }).execute();
    const question = await db.insertInto('progress_questions').values({ study_plan_id: plan.id, text: 'q', type: 'NUMBER', position: 0 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('progress_answers').values({ question_id: question.id, user_id: student.id, text: '3' }).execute();
    await db.insertInto('payment_events').values({ teacher_id: teacher.id, activity_id: activity.id, year: 2026, month: 3, action: 'mark', actor_id: teacher.id, at: TEST_NOW }).execute();

    await db.deleteFrom('study_plans').where('id', '=', plan.id).execute();

    for (const table of ['study_plan_teachers', 'study_plan_members', 'activities', 'comments', 'activity_members', 'progress_questions', 'progress_answers'] as const) {
      const rows = await db.selectFrom(table).selectAll().execute();
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
    // the payment record stays, without its activity
    const events = await db.selectFrom('payment_events').select(['activity_id', 'teacher_id']).execute();
    expect(events).toEqual([{ activity_id: null, teacher_id: teacher.id }]);
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(2);
  });

  it('keeps activities when their teacher is deleted, and drops the teacher\'s sessions', async () => {
    const { db } = handle;
    const teacher = await insertUser(db, { profile: 'teacher' });
    const plan = await insertStudyPlan(db, {}, { teacherIds: [teacher.id] });
    await insertActivity(db, { study_plan_id: plan.id, teacher_id: teacher.id, created_by: teacher.id });
    await db.insertInto('sessions').values({ id: 'h', user_id: teacher.id, last_seen_at: TEST_NOW, expires_at: TEST_NOW }).execute();
    await db.deleteFrom('users').where('id', '=', teacher.id).execute();
    const activities = await db.selectFrom('activities').select(['teacher_id', 'created_by']).execute();
    expect(activities).toEqual([{ teacher_id: null, created_by: null }]);
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('study_plan_teachers').selectAll().execute()).toEqual([]);
  });

  it('keeps one payment row per teacher and month, and one person once per plan', async () => {
    const { db } = handle;
    const teacher = await insertUser(db, { profile: 'teacher' });
    const row = { teacher_id: teacher.id, year: 2026, month: 2, status: 1, marked_by: null, marked_at: null };
    await db.insertInto('teacher_payments').values(row).execute();
    expect(await failure(db.insertInto('teacher_payments').values(row).execute())).toMatch(/unique|duplicate/i);
    const plan = await insertStudyPlan(db, {}, { teacherIds: [teacher.id] });
    expect(await failure(db.insertInto('study_plan_teachers').values({ study_plan_id: plan.id, teacher_id: teacher.id }).execute())).toMatch(/unique|duplicate/i);
  });

  it('allows one translation per language and key', async () => {
    const { db } = handle;
    await db.insertInto('languages').values({ code: 'xx', name: 'Test' }).execute();
    await db.insertInto('dictionary').values({ language: 'xx', base_constant: 'Hello', text: 'A' }).execute();
    expect(await failure(db.insertInto('dictionary').values({ language: 'xx', base_constant: 'Hello', text: 'B' }).execute())).toMatch(/unique|duplicate/i);
  });

  it('rejects values outside the contract', async () => {
    const { db } = handle;
    const plan = await insertStudyPlan(db);
    expect(await failure(insertUser(db, { profile: 'owner' as never }))).toMatch(/check/i);
    expect(await failure(insertActivity(db, { study_plan_id: plan.id, difficulty_level: 2 }))).toMatch(/check/i);
    expect(await failure(insertActivity(db, { study_plan_id: plan.id, type: 'lesson' as never }))).toMatch(/check/i);
    expect(await failure(insertActivity(db, { study_plan_id: plan.id, paid: 2 as never }))).toMatch(/check/i);
    expect(await failure(db.insertInto('site_settings').values({ id: 2, time_zone: 'UTC', retention_manager_email: '' }).execute())).toMatch(/check/i);
  });
});
