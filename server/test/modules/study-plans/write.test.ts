import type { FastifyInstance } from 'fastify';
import type { User } from '../../../src/db/schema';
import { appForAllTests, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

describe('POST /v1/studyplan/create and PATCH /v1/studyplan/update', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let teacher: User;
  let teacherCookie: Record<string, string>;
  let otherTeacher: User;
  let students: User[];
  let studentCookie: Record<string, string>;

  appForAllTests((built) => (app = built));
  beforeAll(async () => {
    admin = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
    teacher = await insertUser(app.db, { profile: 'teacher', first_name: 'Tia', last_name: 'Teach' });
    teacherCookie = await cookieOf(app, teacher);
    otherTeacher = await insertUser(app.db, { profile: 'teacher' });
    students = [];
    for (let i = 0; i < 4; i += 1) students.push(await insertUser(app.db, { profile: 'student' }));
    studentCookie = await cookieOf(app, students[0]);
  });

  const create = (payload: object, headers = admin) => app.inject({ method: 'POST', url: '/v1/studyplan/create', headers, payload });
  const update = (payload: object, headers = admin) => app.inject({ method: 'PATCH', url: '/v1/studyplan/update', headers, payload });
  const search = async (text: string) =>
    (await app.inject({ method: 'POST', url: '/v1/studyplan/getall', headers: admin, payload: { search: text } })).json().studyPlans;

  it('creates a group plan with its teachers and two members', async () => {
    const res = await create({
      code: 'grp-new-1',
      title: 'Evening Conversation',
      goal: 'Speak for 10 minutes',
      level: 'B2',
      isGroup: true,
      teacherIds: [teacher.id],
      memberIds: [students[0].id, students[1].id],
    });
    expect(res.statusCode).toBe(201);
    const plan = res.json().studyPlan;
    expect(plan).toMatchObject({ code: 'GRP-NEW-1', title: 'Evening Conversation', level: 'B2', isGroup: true, isArchived: false, goal: 'Speak for 10 minutes' });
    expect(plan.teachers.map((t: { id: number }) => t.id)).toEqual([teacher.id]);
    expect(plan.members.map((m: { id: number }) => m.id).sort()).toEqual([students[0].id, students[1].id].sort());
    const found = await search('evening conversation');
    expect(found.total).toBe(1);
    expect(found.results[0].student).toBe(2);
  });

  it('refuses a code in use (409), an individual plan with two students and people of the wrong kind (400)', async () => {
    const taken = await create({ code: 'GRP-NEW-1', title: 'Copy', isGroup: true });
    expect(taken.statusCode).toBe(409);
    // a message with values: the English sentence, and its key and values for the browser to word
    expect(taken.json()).toEqual({
      message: 'The code GRP-NEW-1 is already used by another study plan',
      key: 'The code {code} is already used by another study plan',
      params: { code: 'GRP-NEW-1' },
    });
    const two = await create({ code: 'IND-X', title: 'One to one', isGroup: false, memberIds: [students[2].id, students[3].id] });
    expect(two.statusCode).toBe(400);
    const wrongKind = await create({ code: 'IND-Y', title: 'One to one', isGroup: false, memberIds: [teacher.id] });
    expect(wrongKind.statusCode).toBe(400);
    const teacherAsTeacherOnly = await create({ code: 'IND-Z', title: 'One', isGroup: false, teacherIds: [students[2].id] });
    expect(teacherAsTeacherOnly.statusCode).toBe(400);
    expect(await search('IND-')).toEqual({ results: [], total: 0 });
  });

  it('validates the body: 400 for a missing title, a bad level or unknown fields', async () => {
    for (const bad of [
      { code: 'A1', isGroup: true },
      { code: 'A2', title: '   ', isGroup: true },
      { code: 'A3', title: 'T', isGroup: true, level: 'D1' },
      { code: 'A4', title: 'T', isGroup: true, owner: 1 },
      { code: 'has space', title: 'T', isGroup: true },
    ]) {
      const res = await create(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('gives a student one live individual plan at most (409 for a second)', async () => {
    const first = await create({ code: 'IND-ONE', title: 'Solo', isGroup: false, memberIds: [students[2].id] });
    expect(first.statusCode).toBe(201);
    const second = await create({ code: 'IND-TWO', title: 'Solo again', isGroup: false, memberIds: [students[2].id] });
    expect(second.statusCode).toBe(409);
  });

  it('lets only admins create (403 for teachers and students)', async () => {
    expect((await create({ code: 'T-1', title: 'T', isGroup: true }, teacherCookie)).statusCode).toBe(403);
    expect((await create({ code: 'S-1', title: 'S', isGroup: true }, studentCookie)).statusCode).toBe(403);
  });

  it('updates fields, people and the search text; archives and restores', async () => {
    const plan = await insertStudyPlan(app.db, { code: 'UPD-1', title: 'Before', is_group: 1 }, { teacherIds: [teacher.id], memberIds: [students[3].id] });
    const res = await update({ id: plan.id, title: 'Après-midi', teacherIds: [otherTeacher.id], memberIds: [students[1].id, students[3].id] });
    expect(res.statusCode).toBe(200);
    const updated = res.json().studyPlan;
    expect(updated.title).toBe('Après-midi');
    expect(updated.teachers.map((t: { id: number }) => t.id)).toEqual([otherTeacher.id]);
    expect(updated.members).toHaveLength(2);
    expect((await search('APRÈS-midi')).total).toBe(1);
    expect((await search('before')).total).toBe(0);

    expect((await update({ id: plan.id, isArchived: true })).json().studyPlan.isArchived).toBe(true);
    expect((await search('apres')).total).toBe(0);
    expect((await update({ id: plan.id, isArchived: false })).json().studyPlan.isArchived).toBe(false);
  });

  it('lets a teacher of the plan change its description and goal, nothing else', async () => {
    const plan = await insertStudyPlan(app.db, { code: 'TCH-1', title: 'Mine' }, { teacherIds: [teacher.id] });
    const ok = await update({ id: plan.id, description: 'New notes', goal: 'B2 by June' }, teacherCookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().studyPlan).toMatchObject({ description: 'New notes', goal: 'B2 by June', title: 'Mine' });
    for (const field of [{ title: 'X' }, { code: 'X-1' }, { teacherIds: [] }, { memberIds: [] }, { isArchived: true }]) {
      const res = await update({ id: plan.id, ...field }, teacherCookie);
      expect(res.statusCode).toBe(403);
    }
    const notHis = await insertStudyPlan(app.db, { code: 'TCH-2' }, { teacherIds: [otherTeacher.id] });
    expect((await update({ id: notHis.id, description: 'x' }, teacherCookie)).statusCode).toBe(404);
    // students change no plan at all: refused for their role, whatever the plan
    expect((await update({ id: plan.id, description: 'x' }, studentCookie)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown plan and 400 for bad input', async () => {
    expect((await update({ id: 999999, title: 'x' })).statusCode).toBe(404);
    expect((await update({ title: 'x' })).statusCode).toBe(400);
    expect((await update({ id: 'abc' })).statusCode).toBe(400);
    const plan = await insertStudyPlan(app.db, { code: 'IND-SOLO', is_group: 0 });
    expect((await update({ id: plan.id, memberIds: [students[0].id, students[1].id] })).statusCode).toBe(400);
  });
});
