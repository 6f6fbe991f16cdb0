import { insertActivity, insertUser } from '../../helpers/app';
import { useSchool } from '../../helpers/school';
import type { Caller } from '../../helpers/session';

describe('comments and attendance: /v1/activity/comments, allcomments, attendance', () => {
  const school = useSchool({ plan: { is_group: 1 }, classmates: [{}] });
  const students = () => [school.student, ...school.classmates];
  const post = (url: string, payload: object, who: Caller) => who.post(url, payload);
  const patch = (payload: object, who: Caller) => who.patch('/v1/activity/attendance', payload);

  it('lets a member and a teacher comment; commentsSize counts them', async () => {
    const activity = await insertActivity(school.app.db, { study_plan_id: school.plan.id });
    const first = await post('/v1/activity/comments', { activityId: activity.id, text: ' Can we review the homework? ' }, school.as.student);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      commentsSize: 1,
      comment: { activityId: activity.id, text: 'Can we review the homework?', author: { id: students()[0].id, profile: 'student' } },
    });
    const second = await post('/v1/activity/comments', { activityId: activity.id, text: 'Yes, on Monday' }, school.as.teacher);
    expect(second.json().commentsSize).toBe(2);
  });

  it('answers 400 for an empty or blank comment, 404 to outsiders and other teachers (as for no activity)', async () => {
    const activity = await insertActivity(school.app.db, { study_plan_id: school.plan.id });
    expect((await post('/v1/activity/comments', { activityId: activity.id, text: '' }, school.as.teacher)).statusCode).toBe(400);
    expect((await post('/v1/activity/comments', { activityId: activity.id, text: '   ' }, school.as.teacher)).statusCode).toBe(400);
    expect((await post('/v1/activity/comments', { activityId: activity.id, text: 'x' }, school.as.otherTeacher)).statusCode).toBe(404);
    expect((await post('/v1/activity/comments', { activityId: activity.id, text: 'x' }, school.as.otherStudent)).statusCode).toBe(404);
    expect((await post('/v1/activity/comments', { activityId: 999999, text: 'x' }, school.as.teacher)).statusCode).toBe(404);
  });

  it("pages one activity's comments newest first and flags unanswered student comments", async () => {
    const activity = await insertActivity(school.app.db, { study_plan_id: school.plan.id, lesson_title: 'Paged' });
    const t0 = Date.now() - 10_000;
    for (let i = 0; i < 7; i += 1) {
      await school.app.db.insertInto('comments').values({ activity_id: activity.id, author_id: i === 5 ? school.teacher.id : students()[1].id, text: `c${i}`, created_at: t0 + i }).execute();
    }
    const page0 = await post('/v1/activity/allcomments', { activityId: activity.id }, school.as.student);
    expect(page0.statusCode).toBe(200);
    const { results, total } = page0.json().comments;
    expect(total).toBe(7);
    expect(results.map((c: { text: string }) => c.text)).toEqual(['c6', 'c5', 'c4', 'c3', 'c2']);
    // c6 came after the teacher's answer (c5); the earlier ones were answered by it
    expect(results.map((c: { unanswered: boolean }) => c.unanswered)).toEqual([true, false, false, false, false]);
    expect(results[0]).toMatchObject({ studyPlanId: school.plan.id, lessonTitle: 'Paged', planCode: school.plan.code, isGroup: true });
    const page1 = await post('/v1/activity/allcomments', { activityId: activity.id, pageIndex: 1 }, school.as.student);
    expect(page1.json().comments.results.map((c: { text: string }) => c.text)).toEqual(['c1', 'c0']);
  });

  it('lists every readable plan without filters, and refuses plans the caller cannot read', async () => {
    const foreign = await insertActivity(school.app.db, { study_plan_id: school.otherPlan.id });
    await school.app.db.insertInto('comments').values({ activity_id: foreign.id, author_id: school.teacher.id, text: 'elsewhere' }).execute();
    const mine = await post('/v1/activity/allcomments', { pageSize: 100 }, school.as.teacher);
    expect(mine.statusCode).toBe(200);
    const plans = new Set(mine.json().comments.results.map((c: { studyPlanId: number }) => c.studyPlanId));
    expect([...plans]).toEqual([school.plan.id]);
    expect((await post('/v1/activity/allcomments', { studyPlanId: school.otherPlan.id }, school.as.teacher)).statusCode).toBe(404);
    expect((await post('/v1/activity/allcomments', { activityId: foreign.id }, school.as.student)).statusCode).toBe(404);
    expect((await post('/v1/activity/allcomments', { pageSize: 0 }, school.as.teacher)).statusCode).toBe(400);
  });

  it("sets a group lesson's attendance and feedback (student/studentMax, feedback/feedbackMax)", async () => {
    const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, is_completed: 1 });
    const res = await patch(
      {
        activityId: lesson.id,
        members: [
          { studentId: students()[0].id, attended: true, feedback: 'Great progress' },
          { studentId: students()[1].id, attended: false, feedback: null },
        ],
      },
      school.as.teacher,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().activity).toMatchObject({ student: 1, studentMax: 2, feedback: 1, feedbackMax: 2 });
    const again = await patch({ activityId: lesson.id, members: [{ studentId: students()[1].id, attended: true, feedback: ' ' }] }, school.as.teacher);
    expect(again.json().activity).toMatchObject({ student: 2, feedback: 1 });

    const outsider = await insertUser(school.app.db);
    expect((await patch({ activityId: lesson.id, members: [{ studentId: outsider.id, attended: true, feedback: null }] }, school.as.teacher)).statusCode).toBe(400);
    expect((await patch({ activityId: lesson.id, members: [] }, school.as.teacher)).statusCode).toBe(400);
    expect((await patch({ activityId: lesson.id, members: [{ studentId: students()[0].id, attended: true, feedback: null }] }, school.as.otherTeacher)).statusCode).toBe(404);
    expect((await patch({ activityId: lesson.id, members: [{ studentId: students()[0].id, attended: true, feedback: null }] }, school.as.student)).statusCode).toBe(403);
  });
});
