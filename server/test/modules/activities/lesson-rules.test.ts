import { COMPLETE_BEFORE_START_MESSAGE } from '@studydesk/shared/contracts';
import { insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { useSchool } from '../../helpers/school';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

// The rules that keep teaching time (and so pay) honest: dates within the years the API
// knows, lessons completed only once they have begun, the teacher a lesson counts for
// changed only by an admin, sane lengths, and a record of changes to completed lessons.
describe(`lesson rules (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({ people: { teacher: { last_name: 'Adams' } }, coTeachers: [{ last_name: 'Brown' }] });
  const coTeacher = () => school.coTeachers[0];
  const call = (method: 'POST' | 'PATCH', url: string, payload: object, who = school.as.teacher) => who.request(method, url, payload);
  const view = (who = school.as.teacher) => call('POST', '/v1/studyplan/getactivitydata', { studyPlanId: school.plan.id }, who);

  describe('dates', () => {
    it('refuses a far-future date with 400, and a stored one never breaks the plan view', async () => {
      const create = await call('POST', '/v1/activity/create', {
        studyPlanId: school.plan.id,
        lessonTitle: 'Far away',
        startTime: '9999-12-31T23:59:59.999Z',
        lessonLength: 1,
      });
      expect(create.statusCode).toBe(400);
      expect((await call('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'x', startTime: '1969-12-31T23:00:00.000Z' })).statusCode).toBe(400);
      expect((await call('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'x', startTime: '2200-12-31T10:00:00.000Z' })).statusCode).toBe(201);

      // a row an older version let through: its meeting ends in year 10000
      const far = Date.parse('9999-12-31T23:59:59.999Z');
      const stored = await insertActivity(school.app.db, { study_plan_id: school.plan.id, start_time: far, meeting_start_time: far, meeting_end_time: far + HOUR });
      const res = await view();
      expect(res.statusCode).toBe(200);
      const row = res.json().activities.results.find((a: { id: number }) => a.id === stored.id);
      expect(row).toMatchObject({ startTime: null, meetingEndTime: null, lessonDate: null });
      const speed = await school.as.teacher.get(`/v1/studyplan/speed/${school.plan.id}`);
      expect(speed.statusCode).toBe(200);
      await school.app.db.deleteFrom('activities').where('id', '=', stored.id).execute();
    });

    it('refuses a copy one week past the last accepted date', async () => {
      const late = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.parse('2200-12-28T10:00:00.000Z') });
      const res = await call('POST', '/v1/activity/copy', { id: late.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/1970 and 2200/);
    });

    it('refuses a meeting that ends before it starts', async () => {
      const res = await call('POST', '/v1/activity/create', {
        studyPlanId: school.plan.id,
        lessonTitle: 'Backwards',
        meetingStartTime: '2030-01-01T10:00:00.000Z',
        meetingEndTime: '2030-01-01T09:00:00.000Z',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/end before it starts/);
      const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, meeting_start_time: Date.UTC(2030, 0, 1, 10), meeting_end_time: Date.UTC(2030, 0, 1, 11) });
      expect((await call('PATCH', '/v1/activity/update', { id: lesson.id, meetingEndTime: '2030-01-01T09:59:00.000Z' })).statusCode).toBe(400);
      expect((await call('PATCH', '/v1/activity/update', { id: lesson.id, meetingEndTime: '2030-01-01T12:00:00.000Z' })).statusCode).toBe(200);
    });
  });

  describe('completing a lesson that has not started', () => {
    const nextWeek = () => new Date(Date.now() + 7 * DAY).toISOString();

    it('answers 409 to complete, update-to-completed, create-completed and copy-as-completed', async () => {
      const future = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.now() + 7 * DAY });
      const complete = await call('PATCH', '/v1/activity/complete', { id: future.id, isCompleted: true });
      expect(complete.statusCode).toBe(409);
      expect(complete.json()).toEqual({ message: COMPLETE_BEFORE_START_MESSAGE });
      expect((await call('PATCH', '/v1/activity/update', { id: future.id, isCompleted: true })).statusCode).toBe(409);
      const create = await call('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'Next week', startTime: nextWeek(), isCompleted: true });
      expect(create.statusCode).toBe(409);
      const past = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.now() - DAY, is_completed: 1, completed_at: Date.now() });
      // a copy one week on is next week
      expect((await call('POST', '/v1/activity/copy', { id: past.id, isCompleted: true })).statusCode).toBe(409);
      // a completed lesson cannot be moved into the future either
      expect((await call('PATCH', '/v1/activity/update', { id: past.id, startTime: nextWeek() })).statusCode).toBe(409);
      const stored = await school.app.db.selectFrom('activities').select(['is_completed', 'start_time']).where('id', '=', future.id).executeTakeFirstOrThrow();
      expect(stored.is_completed).toBe(0);
    });

    it('still completes a lesson that has begun and a copy dated in the past (an unscheduled one needs its start first)', async () => {
      const begun = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.now() - HOUR });
      expect((await call('PATCH', '/v1/activity/complete', { id: begun.id, isCompleted: true })).statusCode).toBe(200);
      const unscheduled = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: null });
      expect((await call('PATCH', '/v1/activity/update', { id: unscheduled.id, isCompleted: true })).statusCode).toBe(400);
      const dated = { id: unscheduled.id, isCompleted: true, startTime: new Date(Date.now() - HOUR).toISOString() };
      expect((await call('PATCH', '/v1/activity/update', dated)).statusCode).toBe(200);
      const copy = await call('POST', '/v1/activity/copy', { id: begun.id, startTime: new Date(Date.now() - DAY).toISOString(), isCompleted: true });
      expect(copy.statusCode).toBe(201);
      expect(copy.json().activity.isCompleted).toBe(true);
    });

    it('never shows a future date as the last lesson, completed or not', async () => {
      const own = await insertStudyPlan(school.app.db, {}, { teacherIds: [school.teacher.id], memberIds: [(await insertUser(school.app.db)).id] });
      const member = (await school.app.db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', own.id).executeTakeFirstOrThrow()).student_id;
      const lastLesson = async () =>
        (await school.app.db.selectFrom('users').select('last_lesson_at').where('id', '=', member).executeTakeFirstOrThrow()).last_lesson_at;
      const past = Date.now() - 2 * DAY;
      await call('POST', '/v1/activity/create', { studyPlanId: own.id, lessonTitle: 'Done', startTime: new Date(past).toISOString(), isCompleted: true });
      await call('POST', '/v1/activity/create', { studyPlanId: own.id, lessonTitle: 'Planned', startTime: nextWeek() });
      expect(Number(await lastLesson())).toBe(past);
      // even a row completed early by an older version does not count before it starts
      await insertActivity(school.app.db, { study_plan_id: own.id, teacher_id: school.teacher.id, start_time: Date.now() + 3 * DAY, is_completed: 1 });
      await call('POST', '/v1/activity/create', { studyPlanId: own.id, lessonTitle: 'Another', startTime: nextWeek() });
      expect(Number(await lastLesson())).toBe(past);
    });
  });

  describe("the teacher a lesson counts for, and its length", () => {
    it("refuses a teacher moving a co-teacher's completed lesson to themself (403); an admin may, on the record", async () => {
      const start = Date.UTC(2026, 10, 12, 9);
      const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: coTeacher().id, start_time: start, lesson_length: 1, is_completed: 1, completed_at: start + HOUR });
      const move = await call('PATCH', '/v1/activity/update', { id: lesson.id, teacherId: school.teacher.id });
      expect(move.statusCode).toBe(403);
      expect(move.json().message).toMatch(/another teacher/);
      // the co-teacher's lesson is theirs: not even a no-op change of it
      expect((await call('PATCH', '/v1/activity/update', { id: lesson.id, teacherId: coTeacher().id })).statusCode).toBe(403);
      // and on their own lesson a teacher still may not hand it to someone else
      const mine = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: start, lesson_length: 1 });
      const handOver = await call('PATCH', '/v1/activity/update', { id: mine.id, teacherId: coTeacher().id });
      expect(handOver.statusCode).toBe(403);
      expect(handOver.json().message).toMatch(/Only admins/);
      expect((await call('PATCH', '/v1/activity/update', { id: mine.id, teacherId: school.teacher.id })).statusCode).toBe(200);
      const row = await school.app.db.selectFrom('activities').select('teacher_id').where('id', '=', lesson.id).executeTakeFirstOrThrow();
      expect(row.teacher_id).toBe(coTeacher().id);

      const byAdmin = await call('PATCH', '/v1/activity/update', { id: lesson.id, teacherId: school.teacher.id }, school.as.admin);
      expect(byAdmin.statusCode).toBe(200);
      // the teacher changes the length of what is now their completed lesson: recorded too
      expect((await call('PATCH', '/v1/activity/update', { id: lesson.id, lessonLength: 2 })).statusCode).toBe(200);

      const history = await call('POST', '/v1/activity/lessonhistory', { teacherId: coTeacher().id, month: 11, year: 2026 }, school.as.admin);
      expect(history.statusCode).toBe(200);
      expect(history.json().changes).toEqual([
        expect.objectContaining({
          activityId: lesson.id,
          teacherBefore: expect.objectContaining({ id: coTeacher().id }),
          teacherAfter: expect.objectContaining({ id: school.teacher.id }),
          lengthBefore: 1,
          lengthAfter: 1,
          changedAt: expect.any(String),
          changedBy: expect.objectContaining({ id: expect.any(Number) }),
        }),
      ]);
      const own = await call('POST', '/v1/activity/lessonhistory', { teacherId: school.teacher.id, month: 11, year: 2026 }, school.as.admin);
      expect(own.json().changes.map((c: { lengthBefore: number; lengthAfter: number }) => [c.lengthBefore, c.lengthAfter])).toEqual([[1, 1], [1, 2]]);
      expect(own.json().changes[1].changedBy.id).toBe(school.teacher.id);
      // teachers see their lessons, not the record
      const asTeacher = await call('POST', '/v1/activity/lessonhistory', { teacherId: school.teacher.id, month: 11, year: 2026 });
      expect(asTeacher.statusCode).toBe(200);
      expect(asTeacher.json()).not.toHaveProperty('changes');
    });

    it('keeps lengths within a school day, in half hours', async () => {
      const create = (lessonLength: number) => call('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'Length', lessonLength });
      expect((await create(24)).statusCode).toBe(400);
      expect((await create(8.5)).statusCode).toBe(400);
      expect((await create(1.25)).statusCode).toBe(400);
      expect((await create(8)).statusCode).toBe(201);
      expect((await create(1.5)).statusCode).toBe(201);
      const done = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.now() - DAY, is_completed: 1 });
      expect((await call('PATCH', '/v1/activity/update', { id: done.id, lessonLength: 10 })).statusCode).toBe(400);
    });

    it('does not record changes of lessons that are not completed', async () => {
      const open = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.now() + DAY });
      expect((await call('PATCH', '/v1/activity/update', { id: open.id, lessonLength: 3 })).statusCode).toBe(200);
      expect(await school.app.db.selectFrom('lesson_changes').select('id').where('activity_id', '=', open.id).execute()).toEqual([]);
    });
  });
});
