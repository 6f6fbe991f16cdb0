import { TEST_NOW } from '../../helpers/app';
import { useSchool, type SchoolPerson } from '../../helpers/school';

describe(`progress questions (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({}, { each: true });

  const request = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who: SchoolPerson, payload?: object) => school.as[who].request(method, url, payload);
  const create = (who: SchoolPerson, payload: object, plan = school.plan.id) => request('POST', `/v1/progresstracking/${plan}/questions`, who, payload);
  const texts = async (plan = school.plan.id) =>
    (await school.app.db.selectFrom('progress_questions').select(['text', 'position']).where('study_plan_id', '=', plan).orderBy('position').execute()).map((q) => `${q.position}:${q.text}`);

  it('lets the plan’s teacher add questions at the end, trimmed, with a unit for NUMBER only', async () => {
    const first = await create('teacher', { text: '  How confident are you?  ', type: 'PERCENT', unit: 'points' });
    expect(first.statusCode).toBe(201);
    expect(first.json().question).toMatchObject({ studyPlanId: school.plan.id, text: 'How confident are you?', type: 'PERCENT', unit: null, position: 0 });
    const second = await create('admin', { text: 'New words', type: 'NUMBER', unit: ' words ' });
    expect(second.json().question).toMatchObject({ type: 'NUMBER', unit: 'words', position: 1 });
    const third = await create('teacher', { text: 'Hours', type: 'NUMBER', unit: '' });
    expect(third.json().question.unit).toBeNull();
    expect(await texts()).toEqual(['0:How confident are you?', '1:New words', '2:Hours']);
  });

  it.each(['', '   ', '\n\t'])('refuses an empty question text %p with a clear message', async (text) => {
    const res = await create('teacher', { text, type: 'PERCENT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A question needs a text');
  });

  it('refuses an unknown type and a text too long', async () => {
    expect((await create('teacher', { text: 'Q', type: 'TEXT' })).statusCode).toBe(400);
    expect((await create('teacher', { text: 'x'.repeat(301), type: 'PERCENT' })).statusCode).toBe(400);
  });

  it('refuses students, teachers of other plans, and unknown plans', async () => {
    const student = await create('student', { text: 'Q', type: 'PERCENT' });
    expect(student.statusCode).toBe(403);
    expect(student.json().message).toBe('Only teachers and admins can change progress questions');
    expect((await create('otherTeacher', { text: 'Q', type: 'PERCENT' })).statusCode).toBe(404);
    expect((await create('admin', { text: 'Q', type: 'PERCENT' }, 999999)).statusCode).toBe(404);
  });

  describe('an existing question', () => {
    let questionId: number;
    let foreignId: number;
    beforeEach(async () => {
      questionId = (await create('teacher', { text: 'Words', type: 'NUMBER', unit: 'words' })).json().question.id;
      foreignId = (await create('otherTeacher', { text: 'Theirs', type: 'PERCENT' }, school.otherPlan.id)).json().question.id;
    });

    it('changes text and unit; the type only while nobody has answered', async () => {
      const res = await request('PATCH', `/v1/progresstracking/questions/${questionId}`, 'teacher', { text: 'Words learnt', unit: 'new words' });
      expect(res.statusCode).toBe(200);
      expect(res.json().question).toMatchObject({ text: 'Words learnt', type: 'NUMBER', unit: 'new words' });
      const empty = await request('PATCH', `/v1/progresstracking/questions/${questionId}`, 'teacher', { text: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('A question needs a text');

      const retyped = await request('PATCH', `/v1/progresstracking/questions/${questionId}`, 'teacher', { type: 'PERCENT' });
      expect(retyped.json().question).toMatchObject({ type: 'PERCENT', unit: null });
      await school.app.db.insertInto('progress_answers').values({ question_id: questionId, user_id: school.student.id, text: '50', created_at: TEST_NOW }).execute();
      const refused = await request('PATCH', `/v1/progresstracking/questions/${questionId}`, 'teacher', { type: 'NUMBER' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('A question that has answers keeps its type');
    });

    it('is out of reach by id for anyone who may not manage its plan', async () => {
      expect((await request('PATCH', `/v1/progresstracking/questions/${foreignId}`, 'teacher', { text: 'Mine now' })).statusCode).toBe(404);
      expect((await request('DELETE', `/v1/progresstracking/questions/${foreignId}`, 'teacher')).statusCode).toBe(404);
      expect((await request('PATCH', `/v1/progresstracking/questions/${questionId}`, 'student', { text: 'Easier' })).statusCode).toBe(403);
      expect((await request('DELETE', `/v1/progresstracking/questions/999999`, 'admin')).statusCode).toBe(404);
      expect(await texts(school.otherPlan.id)).toEqual(['0:Theirs']);
    });

    it('deletes a question with its answers; the ones after it move up', async () => {
      const second = (await create('teacher', { text: 'Second', type: 'PERCENT' })).json().question.id;
      await create('teacher', { text: 'Third', type: 'PERCENT' });
      await school.app.db.insertInto('progress_answers').values({ question_id: questionId, user_id: school.student.id, text: '5', created_at: TEST_NOW }).execute();
      expect((await request('DELETE', `/v1/progresstracking/questions/${questionId}`, 'teacher')).statusCode).toBe(200);
      expect(await texts()).toEqual(['0:Second', '1:Third']);
      expect(await school.app.db.selectFrom('progress_answers').select('id').where('question_id', '=', questionId).execute()).toEqual([]);
      expect((await request('DELETE', `/v1/progresstracking/questions/${second}`, 'admin')).statusCode).toBe(200);
      expect(await texts()).toEqual(['0:Third']);
    });

    it('reorders the plan’s questions when the list names each exactly once', async () => {
      const b = (await create('teacher', { text: 'B', type: 'PERCENT' })).json().question.id;
      const c = (await create('teacher', { text: 'C', type: 'PERCENT' })).json().question.id;
      const res = await request('PUT', `/v1/progresstracking/${school.plan.id}/questions/order`, 'teacher', { questionIds: [c, questionId, b] });
      expect(res.statusCode).toBe(200);
      expect(res.json().questions.map((q: { text: string }) => q.text)).toEqual(['C', 'Words', 'B']);
      expect(await texts()).toEqual(['0:C', '1:Words', '2:B']);

      for (const questionIds of [[c, questionId], [c, questionId, b, foreignId], [c, questionId, foreignId]]) {
        const bad = await request('PUT', `/v1/progresstracking/${school.plan.id}/questions/order`, 'teacher', { questionIds });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe('The new order must list every question of this study plan exactly once');
      }
      expect((await request('PUT', `/v1/progresstracking/${school.plan.id}/questions/order`, 'student', { questionIds: [b, c, questionId] })).statusCode).toBe(403);
      expect(await texts()).toEqual(['0:C', '1:Words', '2:B']);
    });
  });
});
