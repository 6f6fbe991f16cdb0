import type { FastifyInstance } from 'fastify';
import { buildTestApp, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

describe(`GET /v1/activity/{id} (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it("gives the plan's teacher and admins the activity; others 403, unknown ids 404", async () => {
    app = await buildTestApp();
    const teacher = await insertUser(app.db, { profile: 'teacher' });
    const other = await insertUser(app.db, { profile: 'teacher' });
    const student = await insertUser(app.db, { profile: 'student' });
    const admin = await insertUser(app.db, { profile: 'admin' });
    const plan = await insertStudyPlan(app.db, {}, { teacherIds: [teacher.id], memberIds: [student.id] });
    const activity = await insertActivity(app.db, { study_plan_id: plan.id, teacher_id: teacher.id, lesson_title: 'Past tenses' });
    const get = async (headers: Record<string, string>, id = activity.id) => app.inject({ method: 'GET', url: `/v1/activity/${id}`, headers });

    for (const reader of [teacher, admin]) {
      const res = await get(await cookieOf(app, reader));
      expect(res.statusCode).toBe(200);
      expect(res.json().activity).toMatchObject({ id: activity.id, studyPlanId: plan.id, lessonTitle: 'Past tenses' });
    }
    expect((await get(await cookieOf(app, other))).statusCode).toBe(403);
    expect((await get(await cookieOf(app, student))).statusCode).toBe(403);
    expect((await get(await cookieOf(app, admin), 999999)).statusCode).toBe(404);
    expect((await get({})).statusCode).toBe(401);
  });
});
