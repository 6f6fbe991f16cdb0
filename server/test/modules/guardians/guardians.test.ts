import { TEST_NOW, insertActivity, insertUser } from '../../helpers/app';
import { useSchool } from '../../helpers/school';
import { callerOf } from '../../helpers/session';

// docs/product-rules.md#r-guard-1 and docs/product-rules.md#r-guard-2
describe(`guardians (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  // a group plan, so a classmate's attendance is there to leak
  const school = useSchool({ plan: { is_group: 1 }, classmates: [{ first_name: 'Classmate' }] });

  it('an admin creates a guardian like other users, links students to them and unlinks them', async () => {
    const created = await school.as.admin.post('/v1/auth/register', { firstName: 'Gina', lastName: 'Parent', email: 'gina@example.test', profile: 'guardian', sendInvitation: false });
    expect(created.statusCode).toBe(201);
    const guardianId = created.json().user.id as number;
    const url = `/v1/guardians/${guardianId}/students`;
    expect((await school.as.admin.get(url)).json()).toEqual({ students: [] });

    const linked = await school.as.admin.post(url, { studentId: school.student.id });
    expect(linked.statusCode).toBe(200);
    await school.as.admin.post(url, { studentId: school.otherStudent.id });
    // twice is once
    await school.as.admin.post(url, { studentId: school.student.id });
    const ids = (await school.as.admin.get(url)).json().students.map((s: { id: number }) => s.id);
    expect(ids.sort()).toEqual([school.student.id, school.otherStudent.id].sort());

    const unlinked = await school.as.admin.delete(`${url}/${school.otherStudent.id}`);
    expect(unlinked.json().students.map((s: { id: number }) => s.id)).toEqual([school.student.id]);
  });

  it('a student may have several guardians; only students are linked, only to guardians', async () => {
    const second = await insertUser(school.app.db, { profile: 'guardian' });
    expect((await school.as.admin.post(`/v1/guardians/${second.id}/students`, { studentId: school.student.id })).statusCode).toBe(200);
    const first = await school.as.admin.get(`/v1/guardians/${school.guardian.id}/students`);
    expect(first.json().students.map((s: { id: number }) => s.id)).toEqual([school.student.id]);

    const teacherAsStudent = await school.as.admin.post(`/v1/guardians/${second.id}/students`, { studentId: school.teacher.id });
    expect(teacherAsStudent.statusCode).toBe(400);
    expect(teacherAsStudent.json()).toEqual({ message: 'Only students can be linked to a guardian' });
    const notAGuardian = await school.as.admin.post(`/v1/guardians/${school.teacher.id}/students`, { studentId: school.student.id });
    expect(notAGuardian.statusCode).toBe(404);
  });

  it('the guardian lists their linked students and reads their plans, never another student\'s', async () => {
    const mine = await school.as.guardian.get('/v1/guardian/students');
    expect(mine.json().students.map((s: { id: number }) => s.id)).toEqual([school.student.id]);

    const plans = await school.as.guardian.get(`/v1/progresstracking?studentId=${school.student.id}`);
    expect(plans.statusCode).toBe(200);
    expect(plans.json().progress.plans.map((p: { id: number }) => p.id)).toEqual([school.plan.id]);
    expect((await school.as.guardian.get(`/v1/progresstracking?studentId=${school.otherStudent.id}`)).statusCode).toBe(404);

    expect((await school.as.guardian.post('/v1/studyplan/summary', { id: school.plan.id })).statusCode).toBe(200);
    expect((await school.as.guardian.post('/v1/studyplan/summary', { id: school.otherPlan.id })).statusCode).toBe(404);
  });

  it('the guardian changes nothing: writes to their student\'s plan are refused with 403', async () => {
    const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: TEST_NOW, lesson_length: 1 });
    const writes = [
      school.as.guardian.patch('/v1/activity/update', { id: lesson.id, description: 'Changed by a parent' }),
      school.as.guardian.post('/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'Extra', startTime: new Date(TEST_NOW).toISOString() }),
      school.as.guardian.patch('/v1/studyplan/update', { id: school.plan.id, description: 'Changed' }),
      school.as.guardian.post('/v1/activity/comments', { activityId: lesson.id, text: 'Hello' }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
  });

  it("shows the guardian their student's attendance and feedback only, not a classmate's, and no payment", async () => {
    const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: TEST_NOW, lesson_length: 1, is_completed: 1, completed_at: TEST_NOW });
    const classmate = school.classmates[0];
    await school.app.db.insertInto('activity_members').values([
      { activity_id: lesson.id, student_id: school.student.id, attended: 1, feedback: 'Well done' },
      { activity_id: lesson.id, student_id: classmate.id, attended: 0, feedback: 'Private note about the classmate' },
    ]).execute();
    const res = await school.as.guardian.post('/v1/studyplan/getactivitydata', { studyPlanId: school.plan.id });
    expect(res.statusCode).toBe(200);
    const shown = JSON.stringify(res.json());
    expect(shown).toContain('Well done');
    expect(shown).not.toContain('Private note about the classmate');
    expect(shown).not.toContain('"paid"');
  });

  it("unlinking takes the student's plans away from the guardian at once", async () => {
    const guardian = await insertUser(school.app.db, { profile: 'guardian' });
    await school.as.admin.post(`/v1/guardians/${guardian.id}/students`, { studentId: school.otherStudent.id });
    const as = await callerOf(school.app, guardian);
    expect((await as.post('/v1/studyplan/summary', { id: school.otherPlan.id })).statusCode).toBe(200);
    await school.as.admin.delete(`/v1/guardians/${guardian.id}/students/${school.otherStudent.id}`);
    expect((await as.post('/v1/studyplan/summary', { id: school.otherPlan.id })).statusCode).toBe(404);
  });
});
