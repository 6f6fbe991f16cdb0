import { velocity } from '../../../src/modules/study-plans/rules';
import { insertActivity } from '../../helpers/app';
import { useSchool } from '../../helpers/school';
import type { Caller } from '../../helpers/session';

const DAY = 24 * 3600_000;
const WEEK = 7 * DAY;

describe('velocity (docs/product-rules.md#r-speed-1 speed)', () => {
  const now = Date.UTC(2026, 5, 1);

  it('averages points per week over the weeks since the first completion, at most eight', () => {
    const speed = velocity(
      [
        { at: now - 1 * DAY, points: 5 },
        { at: now - 8 * DAY, points: 3 },
        { at: now - 20 * WEEK, points: 100 },
      ],
      16,
      now,
    );
    expect(speed.weeks).toHaveLength(8);
    expect(speed.weeks[7].points).toBe(5);
    expect(speed.weeks[6].points).toBe(3);
    expect(speed.pointsPerWeek).toBe(1);
    expect(speed.completedPoints).toBe(108);
    expect(speed.forecastWeeks).toBe(16);
    expect(speed.forecastDate).toBe(new Date(now + 16 * WEEK).toISOString());
  });

  it('judges a young plan on its own weeks and forecasts nothing without pace', () => {
    expect(velocity([{ at: now - 3 * DAY, points: 8 }], 8, now)).toMatchObject({ pointsPerWeek: 8, forecastWeeks: 1 });
    expect(velocity([], 13, now)).toMatchObject({ pointsPerWeek: 0, forecastWeeks: null, forecastDate: null, remainingPoints: 13 });
  });

  it('gives no forecast date past the last year the API knows, rather than failing the answer', () => {
    const slow = velocity([{ at: now - 1 * DAY, points: 1 }], 100_000, now);
    expect(slow.forecastWeeks).toBeGreaterThan(10_000);
    expect(slow.forecastDate).toBeNull();
  });
});

describe('POST /v1/studyplan/getactivitydata and GET /v1/studyplan/speed/{id}', () => {
  const school = useSchool({ people: { teacher: { last_name: 'Adams' } }, plan: { description: 'About the plan', goal: 'B2' } });
  beforeAll(async () => {
    const now = Date.now();
    for (let i = 0; i < 12; i += 1) {
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, lesson_title: `L${i}`, start_time: now - i * DAY, difficulty_level: 3, is_completed: i > 0 ? 1 : 0, completed_at: i > 0 ? now - i * DAY : null });
    }
    for (const type of ['spotlight', 'evaluation', 'milestone'] as const) {
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, type, lesson_title: type, start_time: now + DAY, difficulty_level: 21 });
    }
    const commented = await insertActivity(school.app.db, { study_plan_id: school.plan.id, lesson_title: 'Unscheduled', start_time: null });
    await school.app.db.insertInto('comments').values({ activity_id: commented.id, author_id: school.student.id, text: 'When?' }).execute();
  });

  const data = (payload: object, who = school.as.teacher) => who.post('/v1/studyplan/getactivitydata', payload);

  it('sends plan data and the first page of lessons, unscheduled first then latest start first, with comments', async () => {
    const res = await data({ studyPlanId: school.plan.id, pageIndex: 0, pageSize: 10, withComments: true });
    expect(res.statusCode).toBe(200);
    const { plandata, activities } = res.json();
    expect(plandata).toMatchObject({ id: school.plan.id, description: 'About the plan', goal: 'B2', isGroup: false, student: 1, canEdit: true });
    expect(plandata.teachers[0].lastName).toBe('Adams');
    expect(activities.total).toBe(13);
    expect(activities.results).toHaveLength(10);
    expect(activities.results.map((a: { lessonTitle: string }) => a.lessonTitle).slice(0, 3)).toEqual(['Unscheduled', 'L0', 'L1']);
    expect(activities.results[0]).toMatchObject({ commentsSize: 1, comments: [{ text: 'When?' }] });
    expect(activities.results.every((a: { type: string }) => a.type === 'activity')).toBe(true);
    const page1 = await data({ studyPlanId: school.plan.id, pageIndex: 1, withComments: false });
    expect(page1.json().activities.results.map((a: { lessonTitle: string }) => a.lessonTitle)).toEqual(['L9', 'L10', 'L11']);
  });

  it('pages spotlights, evaluations and milestones apart', async () => {
    const res = await data({ studyPlanId: school.plan.id, spotlights: true });
    const types = res.json().activities.results.map((a: { type: string }) => a.type).sort();
    expect(types).toEqual(['evaluation', 'milestone', 'spotlight']);
  });

  it('lets the member read it without edit rights; 404 for other teachers and students (as for no plan), 400 for bad input', async () => {
    const asStudent = await data({ studyPlanId: school.plan.id }, school.as.student);
    expect(asStudent.statusCode).toBe(200);
    expect(asStudent.json().plandata.canEdit).toBe(false);
    expect((await data({ studyPlanId: school.plan.id }, school.as.otherTeacher)).statusCode).toBe(404);
    expect((await data({ studyPlanId: school.plan.id }, school.as.otherStudent)).statusCode).toBe(404);
    expect((await data({ studyPlanId: school.otherPlan.id })).statusCode).toBe(404);
    expect((await data({ studyPlanId: school.plan.id, pageSize: 1000 })).statusCode).toBe(400);
    expect((await data({})).statusCode).toBe(400);
    expect((await data({ studyPlanId: 999999 })).statusCode).toBe(404);
  });

  it('computes the speed from completed points and forecasts the open ones', async () => {
    const res = await school.as.student.get(`/v1/studyplan/speed/${school.plan.id}`);
    expect(res.statusCode).toBe(200);
    const { speed } = res.json();
    // 11 lessons of 3 points completed over the last 11 days (2 weeks); open: L0 (3), spotlight and evaluation (21 each), unscheduled (1)
    expect(speed.completedPoints).toBe(33);
    expect(speed.remainingPoints).toBe(3 + 21 + 21 + 1);
    expect(speed.weeks).toHaveLength(2);
    expect(speed.pointsPerWeek).toBe(16.5);
    expect(speed.forecastWeeks).toBeCloseTo(46 / 16.5, 1);
    expect((await school.as.otherTeacher.get(`/v1/studyplan/speed/${school.plan.id}`)).statusCode).toBe(404);
    expect((await school.as.teacher.get('/v1/studyplan/speed/zero')).statusCode).toBe(400);
  });
});

describe(`a student's view of a group plan (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({ plan: { is_group: 1 }, people: { student: { last_name: 'Aaron' } }, classmates: [{ last_name: 'Zed' }] });

  it("has their own attendance and feedback only, and no payment fields; teachers see everyone's", async () => {
    const { teacher, student: me, plan: group } = school;
    const [classmate] = school.classmates;
    const lesson = await insertActivity(school.app.db, { study_plan_id: group.id, teacher_id: teacher.id, start_time: Date.now() - DAY, is_completed: 1, paid: 1 });
    await school.app.db
      .insertInto('activity_members')
      .values([
        { activity_id: lesson.id, student_id: me.id, attended: 1, feedback: 'Good progress' },
        { activity_id: lesson.id, student_id: classmate.id, attended: 0, feedback: 'PRIVATE: struggling, parents informed' },
      ])
      .execute();
    const view = (who: Caller) => who.post('/v1/studyplan/getactivitydata', { studyPlanId: group.id });

    const mine = await view(school.as.student);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('PRIVATE');
    const [activity] = mine.json().activities.results;
    expect(activity.members).toEqual([expect.objectContaining({ studentId: me.id, attended: true, feedback: 'Good progress' })]);
    expect(activity).not.toHaveProperty('paid');
    expect(activity).not.toHaveProperty('teacherId');
    expect(activity).toMatchObject({ student: 1, studentMax: 1, feedback: 1, feedbackMax: 1 });

    const teachers = await view(school.as.teacher);
    const [full] = teachers.json().activities.results;
    expect(full.members.map((m: { studentId: number }) => m.studentId)).toEqual([me.id, classmate.id]);
    expect(full).toMatchObject({ paid: 1, teacherId: teacher.id, student: 1, studentMax: 2, feedback: 2, feedbackMax: 2 });
  });
});
