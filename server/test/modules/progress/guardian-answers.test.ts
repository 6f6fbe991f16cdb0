import { TEST_NOW, insertStudyPlan, insertUser } from '../../helpers/app';
import { useSchool } from '../../helpers/school';
import { callerOf } from '../../helpers/session';

// docs/product-rules.md#r-guard-3: a linked guardian answers the progress questions for a
// young student, only where the plan allows it; the answer records who gave it.
describe(`guardians answering progress questions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({ people: { guardian: { first_name: 'Gina', last_name: 'Parent' } } }, { each: true });
  let questionId: number;

  beforeEach(async () => {
    const question = await school.app.db
      .insertInto('progress_questions')
      .values({ study_plan_id: school.plan.id, text: 'Minutes read at home', type: 'NUMBER', unit: 'minutes', position: 0, created_at: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    questionId = question.id;
  });

  const allow = (planId: number, on = true) => school.app.db.updateTable('study_plans').set({ guardians_answer: on ? 1 : 0 }).where('id', '=', planId).execute();
  const answer = (payload: object, planId = school.plan.id, who = school.as.guardian) =>
    who.post(`/v1/progresstracking/${planId}`, { answers: [{ questionId, text: '20' }], ...payload });
  const stored = () => school.app.db.selectFrom('progress_answers').select(['user_id', 'answered_by', 'text']).orderBy('id').execute();

  it('is refused (403) while the plan does not allow it, and the progress offers no answer form', async () => {
    const res = await answer({ userId: school.student.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This study plan does not let guardians answer its progress questions' });
    expect(await stored()).toEqual([]);
    const progress = await school.as.guardian.get(`/v1/progresstracking/${school.plan.id}`);
    expect(progress.json().progress).toMatchObject({ canAnswer: false, canManage: false });
  });

  it("records the linked student's answer with the guardian as who gave it, and shows the guardian's name", async () => {
    await allow(school.plan.id);
    expect((await school.as.guardian.get(`/v1/progresstracking/${school.plan.id}`)).json().progress.canAnswer).toBe(true);
    const res = await answer({ userId: school.student.id });
    expect(res.statusCode).toBe(200);
    expect(await stored()).toEqual([{ user_id: school.student.id, answered_by: school.guardian.id, text: '20' }]);
    const [latest] = res.json().progress.questions[0].userAnswers;
    expect(latest).toMatchObject({ userId: school.student.id, value: 20, answeredBy: { id: school.guardian.id, firstName: 'Gina', lastName: 'Parent' } });
    // the student and their teacher see who answered
    const seen = await school.as.teacher.get(`/v1/progresstracking/${school.plan.id}`);
    expect(seen.json().progress.questions[0].userAnswers[0].answeredBy).toMatchObject({ id: school.guardian.id });
    // without userId: the linked student the guardian follows on this plan
    await answer({});
    expect((await stored()).map((row) => row.user_id)).toEqual([school.student.id, school.student.id]);
  });

  it("a student's own answer records nobody else", async () => {
    const res = await answer({}, school.plan.id, school.as.student);
    expect(res.statusCode).toBe(200);
    expect(await stored()).toEqual([{ user_id: school.student.id, answered_by: null, text: '20' }]);
    expect(res.json().progress.questions[0].userAnswers[0].answeredBy).toBeNull();
    expect(res.json().progress.canAnswer).toBe(true);
  });

  it('is refused for a student who is not theirs, even a member of the plan (403), and on a plan none of theirs is in (404)', async () => {
    await allow(school.plan.id);
    await allow(school.otherPlan.id);
    const classmate = await insertUser(school.app.db, { profile: 'student' });
    await school.app.db.insertInto('study_plan_members').values({ study_plan_id: school.plan.id, student_id: classmate.id }).execute();
    expect((await answer({ userId: classmate.id })).statusCode).toBe(403);
    expect((await answer({ userId: school.otherStudent.id }, school.otherPlan.id)).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it("is refused for a linked student on a plan they are not a member of (403)", async () => {
    const second = await insertUser(school.app.db, { profile: 'student' });
    await school.app.db.insertInto('guardian_students').values({ guardian_id: school.guardian.id, student_id: second.id }).execute();
    const theirs = await insertStudyPlan(school.app.db, {}, { teacherIds: [school.teacher.id], memberIds: [second.id] });
    await allow(theirs.id);
    await allow(school.plan.id);
    expect((await answer({ userId: second.id })).statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('a guardian of another student only is refused (404), and unlinking ends it at once', async () => {
    await allow(school.plan.id);
    const stranger = await insertUser(school.app.db, { profile: 'guardian' });
    expect((await answer({ userId: school.student.id }, school.plan.id, await callerOf(school.app, stranger))).statusCode).toBe(404);
    await school.as.admin.delete(`/v1/guardians/${school.guardian.id}/students/${school.student.id}`);
    expect((await answer({ userId: school.student.id })).statusCode).toBe(404);
  });
});
