import type { FastifyInstance } from 'fastify';
import type { StudyPlan, User } from '../../../src/db/schema';
import { buildTestApp, insertStudyPlan, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

type Headers = Record<string, string>;
const DAY = 24 * 3600_000;

describe('POST /v1/activity/create-many: one activity planned in several plans', () => {
  let app: FastifyInstance;
  let teacher: User;
  let teacherCookie: Headers;
  let adminCookie: Headers;
  let studentCookie: Headers;
  let individual: StudyPlan;
  let group: StudyPlan;
  let third: StudyPlan;
  let otherPlan: StudyPlan;
  let firstTeacher: User;

  beforeAll(async () => {
    app = await buildTestApp();
    teacher = await insertUser(app.db, { profile: 'teacher' });
    teacherCookie = await cookieOf(app, teacher);
    firstTeacher = await insertUser(app.db, { profile: 'teacher', last_name: 'Aaronson' });
    const other = await insertUser(app.db, { profile: 'teacher' });
    adminCookie = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
    const student = await insertUser(app.db, { profile: 'student' });
    studentCookie = await cookieOf(app, student);
    const members = [await insertUser(app.db, { profile: 'student' }), await insertUser(app.db, { profile: 'student' })];
    individual = await insertStudyPlan(app.db, {}, { teacherIds: [teacher.id], memberIds: [student.id] });
    group = await insertStudyPlan(app.db, { is_group: 1 }, { teacherIds: [teacher.id, firstTeacher.id], memberIds: members.map((m) => m.id) });
    third = await insertStudyPlan(app.db, {}, { teacherIds: [teacher.id] });
    otherPlan = await insertStudyPlan(app.db, {}, { teacherIds: [other.id] });
  });
  afterAll(() => app.close());

  const createMany = (payload: object, headers = teacherCookie) => app.inject({ method: 'POST', url: '/v1/activity/create-many', headers, payload });
  const countIn = async (planIds: number[], title: string) =>
    Number(
      (
        await app.db
          .selectFrom('activities')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('study_plan_id', 'in', planIds)
          .where('lesson_title', '=', title)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('plans the activity in every plan given, not completed, taught by the creating teacher, in the order asked', async () => {
    const start = new Date(Date.now() + 3 * DAY);
    start.setUTCSeconds(0, 0);
    const res = await createMany({
      studyPlanIds: [third.id, individual.id, group.id],
      lessonTitle: ' Mock exam ',
      type: 'evaluation',
      description: 'Part 1 and 2',
      startTime: start.toISOString(),
      lessonLength: 2,
      difficultyLevel: 13,
    });
    expect(res.statusCode).toBe(201);
    const { activities } = res.json();
    expect(activities.map((a: { studyPlanId: number }) => a.studyPlanId)).toEqual([third.id, individual.id, group.id]);
    for (const activity of activities) {
      expect(activity).toMatchObject({
        teacherId: teacher.id,
        type: 'evaluation',
        lessonTitle: 'Mock exam',
        description: 'Part 1 and 2',
        startTime: start.toISOString(),
        lessonLength: 2,
        difficultyLevel: 13,
        isCompleted: false,
        paid: 0,
        comments: [],
        meetingEndTime: new Date(start.getTime() + 2 * 3600_000).toISOString(),
      });
    }
    expect(new Set(activities.map((a: { id: number }) => a.id)).size).toBe(3);
    // the group's copy lists its members, unattended
    expect(activities[2].members).toHaveLength(2);
    expect(activities[2].studentMax).toBe(2);
  });

  it("gives an admin's activities to each plan's first teacher", async () => {
    const res = await createMany({ studyPlanIds: [group.id, otherPlan.id], lessonTitle: 'From the office' }, adminCookie);
    expect(res.statusCode).toBe(201);
    const [inGroup, inOther] = res.json().activities;
    expect(inGroup.teacherId).toBe(firstTeacher.id);
    expect(inOther.studyPlanId).toBe(otherPlan.id);
    expect(inOther.type).toBe('activity');
  });

  it('refuses the whole call with a 403 naming no plan when one plan is not the teacher’s; nothing is written', async () => {
    const title = 'Not all mine';
    const res = await createMany({ studyPlanIds: [individual.id, otherPlan.id, group.id], lessonTitle: title });
    expect(res.statusCode).toBe(403);
    const { message } = res.json();
    expect(message).toBe('You cannot change these study plans');
    expect(message).not.toContain(String(otherPlan.id));
    expect(await countIn([individual.id, group.id, otherPlan.id], title)).toBe(0);
  });

  it('answers a plan that does not exist like one that is not the teacher’s (403), and 404 to an admin', async () => {
    const missing = otherPlan.id + 10_000;
    expect((await createMany({ studyPlanIds: [individual.id, missing], lessonTitle: 'Ghost' })).statusCode).toBe(403);
    const admin = await createMany({ studyPlanIds: [individual.id, missing], lessonTitle: 'Ghost' }, adminCookie);
    expect(admin.statusCode).toBe(404);
    expect(await countIn([individual.id], 'Ghost')).toBe(0);
  });

  it('refuses students (403), anonymous callers (401) and milestones from a teacher (403)', async () => {
    expect((await createMany({ studyPlanIds: [individual.id], lessonTitle: 'Mine?' }, studentCookie)).statusCode).toBe(403);
    expect((await createMany({ studyPlanIds: [individual.id], lessonTitle: 'Anyone?' }, {})).statusCode).toBe(401);
    expect((await createMany({ studyPlanIds: [individual.id, third.id], lessonTitle: 'Milestone', type: 'milestone' })).statusCode).toBe(403);
    expect(await countIn([individual.id, third.id], 'Milestone')).toBe(0);
  });

  it('answers 400 for no plans, a plan twice, a completed flag or an unknown difficulty', async () => {
    expect((await createMany({ studyPlanIds: [], lessonTitle: 'None' })).statusCode).toBe(400);
    expect((await createMany({ studyPlanIds: [individual.id, individual.id], lessonTitle: 'Twice' })).statusCode).toBe(400);
    expect((await createMany({ studyPlanIds: [individual.id], lessonTitle: 'Done', isCompleted: true })).statusCode).toBe(400);
    expect((await createMany({ studyPlanIds: [individual.id], lessonTitle: 'Hard', difficultyLevel: 4 })).statusCode).toBe(400);
  });
});
