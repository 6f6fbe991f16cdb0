import { TEST_NOW, insertActivity } from '../../helpers/app';
import { useSchool } from '../../helpers/school';

// docs/product-rules.md#r-comment-1 (the plan's default audience) and docs/product-rules.md#r-guard-3
describe(`a plan's family settings (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({}, { each: true });
  const update = (who: 'admin' | 'teacher', payload: object) => school.as[who].patch('/v1/studyplan/update', { id: school.plan.id, ...payload });

  it('starts as comments for the student and guardians, guardians not answering, and shows both in the summary and the plan view', async () => {
    const summary = await school.as.teacher.post('/v1/studyplan/summary', { id: school.plan.id });
    expect(summary.json().studyPlan).toMatchObject({ commentAudience: 'student', guardiansAnswer: false });
    const view = await school.as.guardian.post('/v1/studyplan/getactivitydata', { studyPlanId: school.plan.id });
    expect(view.json().plandata).toMatchObject({ commentAudience: 'student', guardiansAnswer: false });
  });

  it('an admin changes them, and a new comment then takes the new default', async () => {
    const res = await update('admin', { commentAudience: 'staff', guardiansAnswer: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().studyPlan).toMatchObject({ commentAudience: 'staff', guardiansAnswer: true });
    const view = await school.as.teacher.post('/v1/studyplan/getactivitydata', { studyPlanId: school.plan.id });
    expect(view.json().plandata).toMatchObject({ commentAudience: 'staff', guardiansAnswer: true });

    const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: TEST_NOW, lesson_length: 1 });
    const comment = await school.as.teacher.post('/v1/activity/comments', { activityId: lesson.id, text: 'Plan default' });
    expect(comment.json().comment.audience).toBe('staff');
    // a student's comment stays theirs to read, whatever the default
    const own = await school.as.student.post('/v1/activity/comments', { activityId: lesson.id, text: 'Mine', audience: 'student' });
    expect(own.statusCode).toBe(201);
    expect(own.json().comment.audience).toBe('student');
  });

  it('an admin sets them when creating a plan', async () => {
    const res = await school.as.admin.post('/v1/studyplan/create', { code: 'FAM-1', title: 'Family plan', isGroup: false, commentAudience: 'guardians', guardiansAnswer: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().studyPlan).toMatchObject({ commentAudience: 'guardians', guardiansAnswer: true });
  });

  it("refuses them to the plan's teacher (403) and an unknown audience (400), changing nothing", async () => {
    const byTeacher = await update('teacher', { guardiansAnswer: true });
    expect(byTeacher.statusCode).toBe(403);
    expect((await update('teacher', { commentAudience: 'staff' })).statusCode).toBe(403);
    const unknown = await update('admin', { commentAudience: 'everyone' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: expect.any(String) });
    expect((await update('admin', { guardiansAnswer: 'yes' })).statusCode).toBe(400);
    const summary = await school.as.admin.post('/v1/studyplan/summary', { id: school.plan.id });
    expect(summary.json().studyPlan).toMatchObject({ commentAudience: 'student', guardiansAnswer: false });
  });
});
