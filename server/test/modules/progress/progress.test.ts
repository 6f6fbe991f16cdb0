import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema';
import { insertActivity, insertStudyPlan, TEST_NOW } from '../../helpers/app';
import { useSchool, type SchoolPerson } from '../../helpers/school';
import type { Caller } from '../../helpers/session';

const DAY = 24 * 60 * 60 * 1000;

async function addQuestion(db: Kysely<Database>, planId: number, text: string, type: 'PERCENT' | 'NUMBER', position: number, unit: string | null = null) {
  return db
    .insertInto('progress_questions')
    .values({ study_plan_id: planId, text, type, unit, position, created_at: TEST_NOW })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function addAnswer(db: Kysely<Database>, questionId: number, userId: number, text: string, at: number) {
  await db.insertInto('progress_answers').values({ question_id: questionId, user_id: userId, text, created_at: at }).execute();
}

describe(`progress tracking (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool(
    {
      people: { student: { first_name: 'Ana', last_name: 'Alba' } },
      classmates: [{ first_name: 'Ben', last_name: 'Bravo' }],
      plan: { title: 'Conversation group', is_group: 1 },
      otherPlan: { title: 'Not theirs' },
    },
    { each: true },
  );
  const classmate = () => school.classmates[0];
  let ownId: number;
  let percent: { id: number };
  let number: { id: number };
  let foreign: { id: number };

  beforeEach(async () => {
    const { db } = school.app;
    ownId = (await insertStudyPlan(db, { title: 'Ana alone' }, { teacherIds: [school.teacher.id], memberIds: [school.student.id] })).id;
    percent = await addQuestion(db, school.plan.id, 'How confident do you feel?', 'PERCENT', 0);
    number = await addQuestion(db, school.plan.id, 'New words this week', 'NUMBER', 1, 'words');
    foreign = await addQuestion(db, school.otherPlan.id, 'Somebody else’s question', 'PERCENT', 0);
  });

  const get = (url: string, who: Caller) => who.get(url);
  const post = (url: string, who: Caller, payload: object) => who.post(url, payload);
  const answer = (who: SchoolPerson, answers: Array<{ questionId: number; text: string }>, userId?: number, planId = school.plan.id) =>
    post(`/v1/progresstracking/${planId}`, school.as[who], userId === undefined ? { answers } : { answers, userId });

  describe('GET /v1/progresstracking', () => {
    it("lists a student's own plans, individual first, with teachers, next lesson and question count", async () => {
      await insertActivity(school.app.db, { study_plan_id: ownId, start_time: Date.now() + 2 * DAY });
      await insertActivity(school.app.db, { study_plan_id: ownId, start_time: Date.now() + 9 * DAY });
      await insertActivity(school.app.db, { study_plan_id: ownId, start_time: Date.now() + DAY, is_completed: 1 });
      const res = await get('/v1/progresstracking', school.as.student);
      expect(res.statusCode).toBe(200);
      const { plans } = res.json().progress;
      expect(plans.map((p: { id: number }) => p.id)).toEqual([ownId, school.plan.id]);
      expect(plans[0]).toMatchObject({ title: 'Ana alone', isGroup: false, questionCount: 0, teachers: [{ id: school.teacher.id }] });
      expect(Date.parse(plans[0].nextLesson)).toBeGreaterThan(Date.now() + DAY);
      expect(Date.parse(plans[0].nextLesson)).toBeLessThan(Date.now() + 3 * DAY);
      expect(plans[1]).toMatchObject({ isGroup: true, questionCount: 2, nextLesson: null });
    });

    it('is empty for staff, who are members of no plan', async () => {
      expect((await get('/v1/progresstracking', school.as.teacher)).json()).toEqual({ progress: { plans: [] } });
    });

    it('needs a session', async () => {
      expect((await get('/v1/progresstracking', school.anonymous)).statusCode).toBe(401);
    });
  });

  describe('GET /v1/progresstracking/{planId}', () => {
    it('shows a student the questions in order with only their own latest answer', async () => {
      await addAnswer(school.app.db, percent.id, school.student.id, '40', TEST_NOW - 7 * DAY);
      await addAnswer(school.app.db, percent.id, school.student.id, '55', TEST_NOW);
      await addAnswer(school.app.db, percent.id, classmate().id, '90', TEST_NOW);
      const res = await get(`/v1/progresstracking/${school.plan.id}`, school.as.student);
      expect(res.statusCode).toBe(200);
      const { progress } = res.json();
      expect(progress).toMatchObject({ studyPlanId: school.plan.id, isGroup: true, canManage: false, people: [{ id: school.student.id }] });
      expect(progress.questions.map((q: { text: string }) => q.text)).toEqual(['How confident do you feel?', 'New words this week']);
      expect(progress.questions[0]).toMatchObject({ type: 'PERCENT', unit: null, answerCount: 2 });
      expect(progress.questions[0].userAnswers).toEqual([
        { id: expect.any(Number), userId: school.student.id, answeredBy: null, text: '55', value: 55, createdAt: new Date(TEST_NOW).toISOString() },
      ]);
      expect(progress.questions[1]).toMatchObject({ type: 'NUMBER', unit: 'words', userAnswers: [], answerCount: 0 });
    });

    it("shows the plan's teacher every member's latest answer and lets them manage", async () => {
      await addAnswer(school.app.db, percent.id, school.student.id, '55', TEST_NOW);
      await addAnswer(school.app.db, percent.id, classmate().id, '90', TEST_NOW);
      // a former member's answers leave the plan's view with them
      await addAnswer(school.app.db, percent.id, school.otherStudent.id, '10', TEST_NOW);
      const { progress } = (await get(`/v1/progresstracking/${school.plan.id}`, school.as.teacher)).json();
      expect(progress.canManage).toBe(true);
      expect(progress.people.map((p: { firstName: string }) => p.firstName)).toEqual(['Ana', 'Ben']);
      expect(progress.questions[0].userAnswers.map((a: { userId: number }) => a.userId).sort()).toEqual([school.student.id, classmate().id].sort());
      expect(progress.questions[0].answerCount).toBe(2);
      expect((await get(`/v1/progresstracking/${school.plan.id}`, school.as.admin)).json().progress.canManage).toBe(true);
    });

    it('answers people outside the plan as for a plan that does not exist (404), so ids cannot be probed', async () => {
      expect((await get(`/v1/progresstracking/${school.plan.id}`, school.as.otherStudent)).statusCode).toBe(404);
      expect((await get(`/v1/progresstracking/${school.plan.id}`, school.as.otherTeacher)).statusCode).toBe(404);
      expect((await get('/v1/progresstracking/999999', school.as.admin)).statusCode).toBe(404);
      expect((await get('/v1/progresstracking/abc', school.as.admin)).statusCode).toBe(400);
    });
  });

  describe('POST /v1/progresstracking/{planId}', () => {
    it('records a student’s PERCENT and NUMBER answers, dated now, and answers with the progress', async () => {
      const before = Date.now();
      const res = await answer('student', [
        { questionId: percent.id, text: '65' },
        { questionId: number.id, text: ' 12,5 ' },
      ]);
      expect(res.statusCode).toBe(200);
      const [p, n] = res.json().progress.questions;
      expect(p.userAnswers).toEqual([expect.objectContaining({ userId: school.student.id, text: '65', value: 65 })]);
      expect(n.userAnswers).toEqual([expect.objectContaining({ text: '12.5', value: 12.5 })]);
      expect(Date.parse(p.userAnswers[0].createdAt)).toBeGreaterThanOrEqual(before - 1000);
      const stored = await school.app.db.selectFrom('progress_answers').select(['user_id', 'text']).orderBy('id').execute();
      expect(stored).toEqual([
        { user_id: school.student.id, text: '65' },
        { user_id: school.student.id, text: '12.5' },
      ]);
    });

    it.each([
      ['-1', 'is a percentage: from 0 to 100'],
      ['100.5', 'is a percentage: from 0 to 100'],
      ['', 'must be a number'],
      ['lots', 'must be a number'],
      // JavaScript reads these as numbers; people typing an answer do not mean them
      ['0x10', 'must be a number'],
      ['1e1', 'must be a number'],
    ])('refuses the PERCENT answer %p with a clear message', async (text, message) => {
      const res = await answer('student', [{ questionId: percent.id, text }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`The answer to "How confident do you feel?" ${message}`);
      expect(await school.app.db.selectFrom('progress_answers').select('id').execute()).toEqual([]);
    });

    it.each(['Infinity', '-Infinity', '1e400', '1e3', '0x10', '0b11', 'NaN', '12 words', '0x', '1.000,5'])('refuses the NUMBER answer %p: not a decimal number as people type it', async (text) => {
      const res = await answer('student', [
        { questionId: percent.id, text: '50' },
        { questionId: number.id, text },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The answer to "New words this week" must be a number');
      // nothing of a refused request is kept
      expect(await school.app.db.selectFrom('progress_answers').select('id').execute()).toEqual([]);
    });

    it('accepts the edges 0 and 100, and any finite NUMBER, negative too', async () => {
      expect((await answer('student', [{ questionId: percent.id, text: '0' }])).statusCode).toBe(200);
      expect((await answer('student', [{ questionId: percent.id, text: '100' }, { questionId: number.id, text: '-3.25' }])).statusCode).toBe(200);
    });

    it('refuses a question of another plan as not found in this one, and one question twice', async () => {
      const res = await answer('student', [{ questionId: foreign.id, text: '50' }]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Question not found in this study plan');
      const twice = await answer('student', [{ questionId: percent.id, text: '50' }, { questionId: percent.id, text: '60' }]);
      expect(twice.statusCode).toBe(400);
    });

    it('lets a student answer only for themselves, only on their plans', async () => {
      expect((await answer('student', [{ questionId: percent.id, text: '50' }], classmate().id)).statusCode).toBe(403);
      // not their plan: answered as a plan that does not exist
      expect((await answer('otherStudent', [{ questionId: percent.id, text: '50' }])).statusCode).toBe(404);
      expect((await answer('otherStudent', [{ questionId: foreign.id, text: '50' }], undefined, school.otherPlan.id)).statusCode).toBe(200);
      expect((await answer('student', [{ questionId: percent.id, text: '50' }], school.student.id)).statusCode).toBe(200);
    });

    it('lets the plan’s teacher and admins answer for a member, never for someone outside it', async () => {
      const res = await answer('teacher', [{ questionId: percent.id, text: '70' }], classmate().id);
      expect(res.statusCode).toBe(200);
      const answered = res.json().progress.questions[0].userAnswers;
      expect(answered).toEqual([expect.objectContaining({ userId: classmate().id, value: 70, answeredBy: expect.objectContaining({ id: school.teacher.id }) })]);
      expect((await answer('admin', [{ questionId: percent.id, text: '75' }], school.student.id)).statusCode).toBe(200);
      const outsider = await answer('teacher', [{ questionId: percent.id, text: '70' }], school.otherStudent.id);
      expect(outsider.statusCode).toBe(400);
      expect(outsider.json().message).toBe('That person is not a member of this study plan');
      expect((await answer('teacher', [{ questionId: percent.id, text: '70' }])).statusCode).toBe(400);
      expect((await answer('otherTeacher', [{ questionId: percent.id, text: '70' }], school.student.id)).statusCode).toBe(404);
    });
  });

  describe('POST /v1/progresstracking/graph', () => {
    beforeEach(async () => {
      // stored out of date order: the graph sorts by createdAt
      await addAnswer(school.app.db, percent.id, school.student.id, '60', TEST_NOW);
      await addAnswer(school.app.db, percent.id, school.student.id, '40', TEST_NOW - 14 * DAY);
      await addAnswer(school.app.db, percent.id, classmate().id, '80', TEST_NOW - 7 * DAY);
      await addAnswer(school.app.db, percent.id, school.student.id, '50', TEST_NOW - 7 * DAY);
      // one answer only: not enough to draw
      await addAnswer(school.app.db, number.id, school.student.id, '12', TEST_NOW);
    });

    it("gives a student their own line, oldest first, and only the questions with enough answers", async () => {
      const res = await post('/v1/progresstracking/graph', school.as.student, { studyPlanId: school.plan.id });
      expect(res.statusCode).toBe(200);
      const { progress } = res.json();
      expect(progress.graphQuestions.map((q: { id: number }) => q.id)).toEqual([percent.id]);
      expect(Object.keys(progress.graphs)).toEqual([String(percent.id)]);
      expect(progress.graphs[percent.id]).toEqual([
        { userId: school.student.id, value: 40, createdAt: new Date(TEST_NOW - 14 * DAY).toISOString() },
        { userId: school.student.id, value: 50, createdAt: new Date(TEST_NOW - 7 * DAY).toISOString() },
        { userId: school.student.id, value: 60, createdAt: new Date(TEST_NOW).toISOString() },
      ]);
      expect(progress.people.map((p: { id: number }) => p.id)).toEqual([school.student.id]);
    });

    it('gives the teacher every member’s answers, oldest first, one line per person', async () => {
      const { progress } = (await post('/v1/progresstracking/graph', school.as.teacher, { studyPlanId: school.plan.id })).json();
      const points = progress.graphs[percent.id] as Array<{ userId: number; value: number; createdAt: string }>;
      // oldest first; answers given at the same moment in the order they were recorded
      expect(points.map((p) => [p.userId, p.value])).toEqual([
        [school.student.id, 40],
        [classmate().id, 80],
        [school.student.id, 50],
        [school.student.id, 60],
      ]);
      expect(new Set(points.map((p) => p.userId))).toEqual(new Set([school.student.id, classmate().id]));
      expect(progress.people).toHaveLength(2);
      const one = (await post('/v1/progresstracking/graph', school.as.teacher, { studyPlanId: school.plan.id, userId: classmate().id })).json().progress;
      expect(one.graphQuestions).toEqual([]);
      expect(one.people.map((p: { id: number }) => p.id)).toEqual([classmate().id]);
    });

    it("refuses another student's line, other plans, and plans that do not exist", async () => {
      expect((await post('/v1/progresstracking/graph', school.as.student, { studyPlanId: school.plan.id, userId: classmate().id })).statusCode).toBe(403);
      expect((await post('/v1/progresstracking/graph', school.as.otherStudent, { studyPlanId: school.plan.id })).statusCode).toBe(404);
      expect((await post('/v1/progresstracking/graph', school.as.otherTeacher, { studyPlanId: school.plan.id })).statusCode).toBe(404);
      expect((await post('/v1/progresstracking/graph', school.as.teacher, { studyPlanId: school.plan.id, userId: school.otherStudent.id })).statusCode).toBe(400);
      expect((await post('/v1/progresstracking/graph', school.as.admin, { studyPlanId: 999999 })).statusCode).toBe(404);
    });
  });
});
