import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema';
import { insertActivity, insertStudyPlan } from '../../helpers/app';
import { useSchool } from '../../helpers/school';
import type { Caller } from '../../helpers/session';

async function setZone(db: Kysely<Database>, zone: string) {
  const updated = await db.updateTable('site_settings').set({ time_zone: zone }).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('site_settings').values({ id: 1, time_zone: zone, retention_manager_email: '' }).execute();
}

describe(`calendar (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({ plan: { title: 'Spanish for Anna' }, otherPlan: { title: 'Not yours' } }, { each: true });
  // a group plan of the other teacher, with the student and the other plan's student
  let groupPlanId: number;
  beforeEach(async () => {
    const members = [school.student.id, school.otherStudent.id];
    groupPlanId = (await insertStudyPlan(school.app.db, { title: 'Group B2' }, { teacherIds: [school.otherTeacher.id], memberIds: members })).id;
  });

  const post = (url: string, who: Caller, payload: object) => who.post(url, payload);

  describe('POST /v1/calendar/monthview', () => {
    it('marks each day with lessons once, pending while one is open, on the site clock', async () => {
      await setZone(school.app.db, 'Europe/Madrid');
      // 31 March 22:30 UTC is 1 April 00:30 in Madrid (UTC+2 in summer time)
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.UTC(2026, 2, 31, 22, 30) });
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.UTC(2026, 3, 7, 9), is_completed: 1 });
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.UTC(2026, 3, 7, 15) });
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.UTC(2026, 3, 9, 9), is_completed: 1 });
      // not lessons: an open spotlight, an unscheduled activity; a completed evaluation is one
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, type: 'spotlight', start_time: Date.UTC(2026, 3, 12, 9) });
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: null });
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, type: 'evaluation', is_completed: 1, start_time: Date.UTC(2026, 3, 20, 9) });
      // another teacher's lesson
      await insertActivity(school.app.db, { study_plan_id: school.otherPlan.id, teacher_id: school.otherTeacher.id, start_time: Date.UTC(2026, 3, 3, 9) });

      const res = await post('/v1/calendar/monthview', school.as.teacher, { scope: { kind: 'teacher', teacherId: school.teacher.id }, month: 4, year: 2026 });
      expect(res.statusCode).toBe(200);
      expect(res.json().datesWithActivities).toEqual([
        { day: 1, pending: true },
        { day: 7, pending: true },
        { day: 9, pending: false },
        { day: 20, pending: false },
      ]);
    });

    it('puts lessons minutes apart on either side of midnight on their own days, in a zone three quarters off the hour', async () => {
      // Kathmandu is UTC+5:45: 18:14 UTC is 23:59 on the 9th, 18:15 UTC is 00:00 on the 10th
      await setZone(school.app.db, 'Asia/Kathmandu');
      const lesson = (minute: number, completed: 0 | 1) =>
        insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.UTC(2026, 3, 9, 18, minute), is_completed: completed });
      await lesson(14, 1);
      await lesson(15, 1);
      // in the same quarter hour as the one before: still open, so the 10th is pending
      await lesson(29, 0);
      const res = await post('/v1/calendar/monthview', school.as.teacher, { scope: { kind: 'teacher', teacherId: school.teacher.id }, month: 4, year: 2026 });
      expect(res.json().datesWithActivities).toEqual([
        { day: 9, pending: false },
        { day: 10, pending: true },
      ]);
    });

    it('shows a student the lessons of every plan they belong to, group plans included', async () => {
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.UTC(2026, 3, 2, 9) });
      await insertActivity(school.app.db, { study_plan_id: groupPlanId, teacher_id: school.otherTeacher.id, start_time: Date.UTC(2026, 3, 4, 9) });
      await insertActivity(school.app.db, { study_plan_id: school.otherPlan.id, teacher_id: school.otherTeacher.id, start_time: Date.UTC(2026, 3, 6, 9) });
      const res = await post('/v1/calendar/monthview', school.as.student, { scope: { kind: 'student', studentId: school.student.id }, month: 4, year: 2026 });
      expect(res.json().datesWithActivities.map((d: { day: number }) => d.day)).toEqual([2, 4]);
    });

    it.each([
      ['a teacher, another teacher', 'teacher', () => ({ kind: 'teacher', teacherId: school.otherTeacher.id }), 403],
      ['a teacher, a plan they do not teach', 'teacher', () => ({ kind: 'plan', planId: school.otherPlan.id }), 404],
      ['a teacher, a student', 'teacher', () => ({ kind: 'student', studentId: school.student.id }), 403],
      ['a student, another student', 'student', () => ({ kind: 'student', studentId: school.otherStudent.id }), 403],
      // another's plan answers as a missing one, so plan ids cannot be probed
      ['a student, a plan they are not in', 'student', () => ({ kind: 'plan', planId: school.otherPlan.id }), 404],
      ['a student, their teacher', 'student', () => ({ kind: 'teacher', teacherId: school.teacher.id }), 403],
      ['a student, their group plan', 'student', () => ({ kind: 'plan', planId: groupPlanId }), 200],
      ['a teacher, their plan', 'teacher', () => ({ kind: 'plan', planId: school.plan.id }), 200],
      ['an admin, any teacher', 'admin', () => ({ kind: 'teacher', teacherId: school.otherTeacher.id }), 200],
      ['an admin, any student', 'admin', () => ({ kind: 'student', studentId: school.otherStudent.id }), 200],
      ['anyone, a plan that does not exist', 'admin', () => ({ kind: 'plan', planId: 999999 }), 404],
    ] as const)('%s: %s', async (_label, who, scope, status) => {
      for (const url of ['/v1/calendar/monthview', '/v1/calendar/agenda']) {
        const res = await post(url, school.as[who], { scope: scope(), month: 4, year: 2026 });
        expect({ url, status: res.statusCode }).toEqual({ url, status });
        if (status !== 200) expect(res.json().message).toEqual(expect.any(String));
      }
    });

    it('answers 401 signed out and 400 for a month or scope out of shape', async () => {
      expect((await post('/v1/calendar/monthview', school.anonymous, { scope: { kind: 'plan', planId: school.plan.id }, month: 4, year: 2026 })).statusCode).toBe(401);
      for (const payload of [
        { scope: { kind: 'plan', planId: school.plan.id }, month: 13, year: 2026 },
        { scope: { kind: 'plan', planId: school.plan.id }, month: 4, year: 99999 },
        { scope: { kind: 'plan' }, month: 4, year: 2026 },
        { scope: { kind: 'school' }, month: 4, year: 2026 },
        { month: 4, year: 2026 },
      ]) {
        const res = await post('/v1/calendar/monthview', school.as.admin, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
    });
  });

  describe('POST /v1/calendar/agenda', () => {
    async function seedMonth(count: number) {
      const ids: number[] = [];
      for (let i = 0; i < count; i += 1) {
        // two lessons share each start, so the id breaks ties
        const start = Date.UTC(2026, 3, 1 + Math.floor(i / 2), 9);
        ids.push((await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: start, lesson_length: 1.5 })).id);
      }
      // outside the month, and not lessons
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.UTC(2026, 4, 1, 9) });
      await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, type: 'spotlight', start_time: Date.UTC(2026, 3, 5, 9) });
      return ids;
    }
    const scope = () => ({ kind: 'plan', planId: school.plan.id });
    const page = async (extra: object = {}) => {
      const res = await post('/v1/calendar/agenda', school.as.teacher, { scope: scope(), month: 4, year: 2026, pageSize: 10, ...extra });
      expect(res.statusCode).toBe(200);
      return res.json().activitiesPage as { results: { id: number; startTime: string }[]; keyset: { previous: object | null; next: object | null } };
    };

    it('pages forward and back by keyset over (start time, id)', async () => {
      const ids = await seedMonth(25);
      const first = await page();
      expect(first.results.map((a) => a.id)).toEqual(ids.slice(0, 10));
      expect(first.keyset.previous).toBeNull();
      const second = await page({ after: first.keyset.next });
      expect(second.results.map((a) => a.id)).toEqual(ids.slice(10, 20));
      const third = await page({ after: second.keyset.next });
      expect(third.results.map((a) => a.id)).toEqual(ids.slice(20, 25));
      expect(third.keyset.next).toBeNull();
      const back = await page({ before: third.keyset.previous });
      expect(back.results.map((a) => a.id)).toEqual(ids.slice(10, 20));
      const start = await page({ before: back.keyset.previous });
      expect(start.results.map((a) => a.id)).toEqual(ids.slice(0, 10));
      expect(start.keyset.previous).toBeNull();
    });

    it('starts at a chosen day and can go back from it', async () => {
      const ids = await seedMonth(12);
      const fromDay4 = await page({ from: new Date(Date.UTC(2026, 3, 4)).toISOString() });
      expect(fromDay4.results.map((a) => a.id)).toEqual(ids.slice(6, 12));
      expect(fromDay4.keyset.next).toBeNull();
      const before = await page({ before: fromDay4.keyset.previous });
      expect(before.results.map((a) => a.id)).toEqual(ids.slice(0, 6));
    });

    it('gives each lesson its plan, time, length, completion and comment count', async () => {
      const [id] = await seedMonth(1);
      await school.app.db.insertInto('comments').values([{ activity_id: id, author_id: school.teacher.id, text: 'a' }, { activity_id: id, author_id: school.student.id, text: 'b' }]).execute();
      const { results } = await page();
      expect(results[0]).toEqual({
        id,
        studyPlanId: school.plan.id,
        studyPlanTitle: 'Spanish for Anna',
        studyPlanCode: expect.any(String),
        isGroup: false,
        type: 'activity',
        lessonTitle: expect.any(String),
        startTime: new Date(Date.UTC(2026, 3, 1, 9)).toISOString(),
        lessonLength: 1.5,
        isCompleted: false,
        outcome: null,
        makeUp: false,
        commentsSize: 2,
      });
    });

    it('answers an empty month with no keys, and refuses after and before together', async () => {
      expect(await page()).toEqual({ results: [], keyset: { previous: null, next: null } });
      const key = { startTime: new Date(Date.UTC(2026, 3, 1)).toISOString(), id: 1 };
      const res = await post('/v1/calendar/agenda', school.as.teacher, { scope: scope(), month: 4, year: 2026, after: key, before: key });
      expect(res.statusCode).toBe(400);
    });
  });
});
