import type { FastifyInstance } from 'fastify';
import type { StudyPlan, User } from '../../../src/db/schema';
import { buildTestApp, insertActivity, insertUser } from '../../helpers/app';
import { seedSchool } from '../../helpers/school';

type Headers = Record<string, string>;

describe('comments and attendance: /v1/activity/comments, allcomments, attendance', () => {
  let app: FastifyInstance;
  let teacher: User;
  let teacherCookie: Headers;
  let otherCookie: Headers;
  let students: User[];
  let studentCookie: Headers;
  let outsiderCookie: Headers;
  let group: StudyPlan;
  let otherPlan: StudyPlan;

  beforeAll(async () => {
    app = await buildTestApp();
    const classmate = await insertUser(app.db);
    const school = await seedSchool(app, { plan: { is_group: 1 }, planPeople: { memberIds: [classmate.id] } });
    ({ teacher, plan: group, otherPlan } = school);
    students = [school.student, classmate];
    ({ teacher: teacherCookie, otherTeacher: otherCookie, student: studentCookie, otherStudent: outsiderCookie } = school.as);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, headers: Headers) => app.inject({ method: 'POST', url, headers, payload });

  it('lets a member and a teacher comment; commentsSize counts them', async () => {
    const activity = await insertActivity(app.db, { study_plan_id: group.id });
    const first = await post('/v1/activity/comments', { activityId: activity.id, text: ' Can we review the homework? ' }, studentCookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      commentsSize: 1,
      comment: { activityId: activity.id, text: 'Can we review the homework?', author: { id: students[0].id, profile: 'student' } },
    });
    const second = await post('/v1/activity/comments', { activityId: activity.id, text: 'Yes, on Monday' }, teacherCookie);
    expect(second.json().commentsSize).toBe(2);
  });

  it('answers 400 for an empty or blank comment, 403 to outsiders and other teachers, 404 for no activity', async () => {
    const activity = await insertActivity(app.db, { study_plan_id: group.id });
    expect((await post('/v1/activity/comments', { activityId: activity.id, text: '' }, teacherCookie)).statusCode).toBe(400);
    expect((await post('/v1/activity/comments', { activityId: activity.id, text: '   ' }, teacherCookie)).statusCode).toBe(400);
    expect((await post('/v1/activity/comments', { activityId: activity.id, text: 'x' }, otherCookie)).statusCode).toBe(403);
    expect((await post('/v1/activity/comments', { activityId: activity.id, text: 'x' }, outsiderCookie)).statusCode).toBe(403);
    expect((await post('/v1/activity/comments', { activityId: 999999, text: 'x' }, teacherCookie)).statusCode).toBe(404);
  });

  it("pages one activity's comments newest first and flags unanswered student comments", async () => {
    const activity = await insertActivity(app.db, { study_plan_id: group.id, lesson_title: 'Paged' });
    const t0 = Date.now() - 10_000;
    for (let i = 0; i < 7; i += 1) {
      await app.db.insertInto('comments').values({ activity_id: activity.id, author_id: i === 5 ? teacher.id : students[1].id, text: `c${i}`, created_at: t0 + i }).execute();
    }
    const page0 = await post('/v1/activity/allcomments', { activityId: activity.id }, studentCookie);
    expect(page0.statusCode).toBe(200);
    const { results, total } = page0.json().comments;
    expect(total).toBe(7);
    expect(results.map((c: { text: string }) => c.text)).toEqual(['c6', 'c5', 'c4', 'c3', 'c2']);
    // c6 came after the teacher's answer (c5); the earlier ones were answered by it
    expect(results.map((c: { unanswered: boolean }) => c.unanswered)).toEqual([true, false, false, false, false]);
    expect(results[0]).toMatchObject({ studyPlanId: group.id, lessonTitle: 'Paged', planCode: group.code, isGroup: true });
    const page1 = await post('/v1/activity/allcomments', { activityId: activity.id, pageIndex: 1 }, studentCookie);
    expect(page1.json().comments.results.map((c: { text: string }) => c.text)).toEqual(['c1', 'c0']);
  });

  it('lists every readable plan without filters, and refuses plans the caller cannot read', async () => {
    const foreign = await insertActivity(app.db, { study_plan_id: otherPlan.id });
    await app.db.insertInto('comments').values({ activity_id: foreign.id, author_id: teacher.id, text: 'elsewhere' }).execute();
    const mine = await post('/v1/activity/allcomments', { pageSize: 100 }, teacherCookie);
    expect(mine.statusCode).toBe(200);
    const plans = new Set(mine.json().comments.results.map((c: { studyPlanId: number }) => c.studyPlanId));
    expect([...plans]).toEqual([group.id]);
    expect((await post('/v1/activity/allcomments', { studyPlanId: otherPlan.id }, teacherCookie)).statusCode).toBe(403);
    expect((await post('/v1/activity/allcomments', { activityId: foreign.id }, studentCookie)).statusCode).toBe(403);
    expect((await post('/v1/activity/allcomments', { pageSize: 0 }, teacherCookie)).statusCode).toBe(400);
  });

  it("sets a group lesson's attendance and feedback (student/studentMax, feedback/feedbackMax)", async () => {
    const lesson = await insertActivity(app.db, { study_plan_id: group.id, is_completed: 1 });
    const res = await app.inject({
      method: 'PATCH',
      url: '/v1/activity/attendance',
      headers: teacherCookie,
      payload: {
        activityId: lesson.id,
        members: [
          { studentId: students[0].id, attended: true, feedback: 'Great progress' },
          { studentId: students[1].id, attended: false, feedback: null },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().activity).toMatchObject({ student: 1, studentMax: 2, feedback: 1, feedbackMax: 2 });
    const again = await app.inject({
      method: 'PATCH',
      url: '/v1/activity/attendance',
      headers: teacherCookie,
      payload: { activityId: lesson.id, members: [{ studentId: students[1].id, attended: true, feedback: ' ' }] },
    });
    expect(again.json().activity).toMatchObject({ student: 2, feedback: 1 });

    const patch = (payload: object, headers: Headers) => app.inject({ method: 'PATCH', url: '/v1/activity/attendance', headers, payload });
    const outsider = await insertUser(app.db);
    expect((await patch({ activityId: lesson.id, members: [{ studentId: outsider.id, attended: true, feedback: null }] }, teacherCookie)).statusCode).toBe(400);
    expect((await patch({ activityId: lesson.id, members: [] }, teacherCookie)).statusCode).toBe(400);
    expect((await patch({ activityId: lesson.id, members: [{ studentId: students[0].id, attended: true, feedback: null }] }, otherCookie)).statusCode).toBe(403);
    expect((await patch({ activityId: lesson.id, members: [{ studentId: students[0].id, attended: true, feedback: null }] }, studentCookie)).statusCode).toBe(403);
  });
});
