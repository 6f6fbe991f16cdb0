import { insertActivity } from '../../helpers/app';
import { useSchool } from '../../helpers/school';

jest.setTimeout(30_000);

const DAY = 24 * 3600_000;

// Issue 47 item 11: "Next lesson" showed a lesson already cancelled on the student home, the
// guardian page and the teacher dashboard; the make-up lesson planned after it was not shown.
describe('next lesson: never a cancelled one; a planned make-up lesson is next', () => {
  const school = useSchool();
  let makeUpAt: number;

  beforeAll(async () => {
    const now = Date.now();
    const lesson = (at: number, more: object = {}) =>
      insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: at, ...more });
    await lesson(now + DAY, { outcome: 'cancelled_notice' });
    await lesson(now + 2 * DAY, { outcome: 'cancelled_school', lesson_title: 'Cancelled too' });
    makeUpAt = now + 3 * DAY;
    await lesson(makeUpAt, { lesson_title: 'Make-up lesson' });
    await lesson(now + 10 * DAY);
    // a past lesson that was a no-show is not overdue either
    await lesson(now - DAY, { outcome: 'no_show' });
  });

  const expected = () => new Date(makeUpAt).toISOString();

  test('the student home and the guardian page (own progress)', async () => {
    const own = await school.as.student.get('/v1/progresstracking');
    expect(own.statusCode).toBe(200);
    const plan = own.json().progress.plans.find((p: { id: number }) => p.id === school.plan.id);
    expect(plan.nextLesson).toBe(expected());

    const guardian = await school.as.guardian.get(`/v1/progresstracking?studentId=${school.student.id}`);
    expect(guardian.statusCode).toBe(200);
    expect(guardian.json().progress.plans[0].nextLesson).toBe(expected());
  });

  test('the teacher dashboard: next lesson, and a cancelled or no-show lesson is not overdue', async () => {
    const res = await school.as.teacher.post('/v1/studyplan/dashboard', {});
    expect(res.statusCode).toBe(200);
    const row = res.json().studyPlans.results.find((r: { id: number }) => r.id === school.plan.id);
    expect(row.nextLesson).toBe(expected());
    // tickets count overdue lessons: the no-show of yesterday has an outcome, so it is not one
    expect(row.tickets).toBe(0);
    const upcoming = await school.as.teacher.post('/v1/studyplan/reminders', {});
    expect(upcoming.statusCode).toBe(200);
    const titles = JSON.stringify(upcoming.json());
    expect(titles).toContain('Make-up lesson');
    expect(titles).not.toContain('Cancelled too');
  });

  test('the plan\'s forecast counts to the make-up lesson', async () => {
    const res = await school.as.teacher.post('/v1/review/forecast', { studyPlanIds: [school.plan.id] });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain(`"nextLesson":"${expected()}"`);
  });
});
