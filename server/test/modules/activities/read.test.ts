import type { FastifyInstance } from 'fastify';
import { COMMENTS_PAGE_SIZE } from '@studydesk/shared/contracts';
import { loadActivities } from '../../../src/modules/activities';
import { buildTestApp, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

describe(`GET /v1/activity/{id} (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it("gives the plan's teacher and admins the activity; its members 403; other teachers 404, as unknown ids", async () => {
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
    expect((await get(await cookieOf(app, other))).statusCode).toBe(404);
    expect((await get(await cookieOf(app, student))).statusCode).toBe(403);
    expect((await get(await cookieOf(app, admin), 999999)).statusCode).toBe(404);
    expect((await get({})).statusCode).toBe(401);
  });

  it("gives each activity of a page its own newest comments, at most a page, from one query for all", async () => {
    app = await buildTestApp();
    const teacher = await insertUser(app.db, { profile: 'teacher' });
    const plan = await insertStudyPlan(app.db, {}, { teacherIds: [teacher.id] });
    const busy = await insertActivity(app.db, { study_plan_id: plan.id });
    const quiet = await insertActivity(app.db, { study_plan_id: plan.id });
    const silent = await insertActivity(app.db, { study_plan_id: plan.id });
    const count = COMMENTS_PAGE_SIZE + 2;
    for (let i = 0; i < count; i += 1) {
      await app.db.insertInto('comments').values({ activity_id: busy.id, author_id: teacher.id, text: `busy ${i}`, created_at: 1_000 + i }).execute();
    }
    // same time: the later id is the newer
    await app.db.insertInto('comments').values({ activity_id: quiet.id, author_id: teacher.id, text: 'quiet 0', created_at: 5_000 }).execute();
    await app.db.insertInto('comments').values({ activity_id: quiet.id, author_id: teacher.id, text: 'quiet 1', created_at: 5_000 }).execute();

    const [a, b, c] = await loadActivities(app.db, [busy.id, quiet.id, silent.id], { timeZone: 'UTC', viewer: teacher }, true);
    expect(a.commentsSize).toBe(count);
    expect(a.comments.map((comment) => comment.text)).toEqual(Array.from({ length: COMMENTS_PAGE_SIZE }, (_, i) => `busy ${count - 1 - i}`));
    expect(b.comments.map((comment) => comment.text)).toEqual(['quiet 1', 'quiet 0']);
    expect(b.comments[0]).toMatchObject({ activityId: quiet.id, author: expect.objectContaining({ id: teacher.id }) });
    expect(c.comments).toEqual([]);
    const [withoutComments] = await loadActivities(app.db, [busy.id], { timeZone: 'UTC', viewer: teacher }, false);
    expect(withoutComments.comments).toEqual([]);
  });
});
