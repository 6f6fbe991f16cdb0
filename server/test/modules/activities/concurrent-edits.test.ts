import type { FastifyInstance } from 'fastify';
import { ACTIVITY_CHANGED_MESSAGE } from '@studydesk/shared/contracts';
import { appForAllTests, insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

describe('PATCH /v1/activity/update with the updatedAt the client read', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let planId: number;

  appForAllTests((built) => (app = built));
  beforeAll(async () => {
    const teacher = await insertUser(app.db, { profile: 'teacher' });
    headers = await cookieOf(app, teacher);
    adminHeaders = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
    planId = (await insertStudyPlan(app.db, {}, { teacherIds: [teacher.id] })).id;
  });

  const update = (payload: object, as = headers) => app.inject({ method: 'PATCH', url: '/v1/activity/update', headers: as, payload });
  const read = async (id: number) =>
    app.db.selectFrom('activities').select(['lesson_title', 'description', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();

  test('an activity carries its updatedAt, and each change makes a newer one', async () => {
    const activity = await insertActivity(app.db, { study_plan_id: planId, lesson_title: 'First' });
    const row = await read(activity.id);
    const res = await update({ id: activity.id, description: 'one' });
    expect(res.statusCode).toBe(200);
    const after = res.json().activity.updatedAt;
    expect(Date.parse(after)).toBeGreaterThan(Number(row.updated_at));
    const again = await update({ id: activity.id, description: 'two', updatedAt: after });
    expect(again.statusCode).toBe(200);
    expect(Date.parse(again.json().activity.updatedAt)).toBeGreaterThan(Date.parse(after));
  });

  test('a stale updatedAt answers 409 with a clear message and saves nothing', async () => {
    const activity = await insertActivity(app.db, { study_plan_id: planId, lesson_title: 'Shared' });
    const seen = new Date(Number((await read(activity.id)).updated_at)).toISOString();
    // the admin saves first
    expect((await update({ id: activity.id, lessonTitle: 'Admin title', updatedAt: seen }, adminHeaders)).statusCode).toBe(200);
    // the teacher, still holding what they read before
    const stale = await update({ id: activity.id, lessonTitle: 'Teacher title', description: 'typed', updatedAt: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: ACTIVITY_CHANGED_MESSAGE });
    expect(stale.json().message).toMatch(/^This activity was changed by someone else/);
    expect(await read(activity.id)).toMatchObject({ lesson_title: 'Admin title', description: '' });
    // without the precondition the last write wins, as before
    expect((await update({ id: activity.id, lessonTitle: 'Teacher title' })).statusCode).toBe(200);
  });

  test('of two parallel saves based on one read, exactly one wins', async () => {
    const activity = await insertActivity(app.db, { study_plan_id: planId, lesson_title: 'Race' });
    const seen = new Date(Number((await read(activity.id)).updated_at)).toISOString();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => update({ id: activity.id, lessonTitle: `Writer ${i}`, updatedAt: seen }, i % 2 ? headers : adminHeaders)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json().activity.lessonTitle;
    expect((await read(activity.id)).lesson_title).toBe(winner);
  });

  test('a malformed updatedAt is a 400', async () => {
    const activity = await insertActivity(app.db, { study_plan_id: planId });
    expect((await update({ id: activity.id, description: 'x', updatedAt: 'yesterday' })).statusCode).toBe(400);
  });
});
