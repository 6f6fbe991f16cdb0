import type { FastifyInstance } from 'fastify';
import { appForAllTests, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

describe('POST /v1/studyplan/summary', () => {
  let app: FastifyInstance;
  let planId: number;
  const who: Record<string, Record<string, string>> = {};

  appForAllTests((built) => (app = built));
  beforeAll(async () => {
    const teacher = await insertUser(app.db, { profile: 'teacher', first_name: '', last_name: '', title: 'Dr Who' });
    const member = await insertUser(app.db, { profile: 'student' });
    const plan = await insertStudyPlan(app.db, { code: 'SUM-1', description: 'About', goal: 'Goal', level: 'C1' }, { teacherIds: [teacher.id], memberIds: [member.id] });
    planId = plan.id;
    who.admin = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
    who.teacher = await cookieOf(app, teacher);
    who.member = await cookieOf(app, member);
    who.otherTeacher = await cookieOf(app, await insertUser(app.db, { profile: 'teacher' }));
    who.otherStudent = await cookieOf(app, await insertUser(app.db, { profile: 'student' }));
  });

  const summary = (payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/v1/studyplan/summary', headers, payload });

  it('gives admins, the plan’s teachers and members the plan with its people', async () => {
    for (const role of ['admin', 'teacher', 'member']) {
      const res = await summary({ id: planId }, who[role]);
      expect(res.statusCode).toBe(200);
      expect(res.json().studyPlan).toMatchObject({ id: planId, code: 'SUM-1', description: 'About', goal: 'Goal', level: 'C1', isGroup: false });
      expect(res.json().studyPlan.teachers[0]).toMatchObject({ firstName: '', lastName: '', title: 'Dr Who', profilepic: null });
      expect(res.json().studyPlan.members).toHaveLength(1);
    }
  });

  it('answers other teachers and students as for unknown plans (404), and bad ids 400', async () => {
    expect((await summary({ id: planId }, who.otherTeacher)).statusCode).toBe(404);
    expect((await summary({ id: planId }, who.otherStudent)).statusCode).toBe(404);
    expect((await summary({ id: 424242 }, who.admin)).statusCode).toBe(404);
    expect((await summary({ id: 0 }, who.admin)).statusCode).toBe(400);
    expect((await summary({}, who.admin)).statusCode).toBe(400);
  });
});
