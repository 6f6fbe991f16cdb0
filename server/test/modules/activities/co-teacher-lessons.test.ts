import { COMPLETED_WITHOUT_START_MESSAGE } from '@studydesk/shared/contracts';
import { insertActivity } from '../../helpers/app';
import { useSchool } from '../../helpers/school';
import { callerOf } from '../../helpers/session';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const OTHER_TEACHERS = /counts for another teacher/;

// A lesson counts for its teacher's teaching time and pay: on a co-taught plan a teacher
// changes only their own lessons (or those credited to nobody), plans new ones and
// comments on any; an admin changes every lesson. Each answer tells the reader what they
// may no longer change (lockedBecause), so the dialog offers only what will work.
describe(`co-taught plans: whose lessons a teacher changes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({ coTeachers: [{ first_name: 'Cora' }] });
  const coTeacher = () => school.coTeachers[0];
  const past = () => Date.now() - 2 * DAY;
  const theirs = (partial: object = {}) =>
    insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: coTeacher().id, start_time: past(), lesson_length: 1, ...partial });
  const completedTheirs = () => theirs({ is_completed: 1, completed_at: Date.now() - DAY });

  it("refuses a teacher every change of a co-teacher's lesson, and changes nothing", async () => {
    const lesson = await completedTheirs();
    const teacher = school.as.teacher;
    const refused = [
      await teacher.patch('/v1/activity/update', { id: lesson.id, lessonLength: 8 }),
      await teacher.patch('/v1/activity/update', { id: lesson.id, startTime: new Date(past() - 30 * DAY).toISOString() }),
      await teacher.patch('/v1/activity/update', { id: lesson.id, description: 'mine now' }),
      await teacher.patch('/v1/activity/complete', { id: lesson.id, isCompleted: false }),
      await teacher.delete(`/v1/activity/task/${lesson.id}`),
      await teacher.post('/v1/activity/copy', { id: lesson.id, startTime: new Date(past()).toISOString(), isCompleted: true }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/another teacher|only for themself/);
    }
    const open = await theirs();
    const complete = await teacher.patch('/v1/activity/complete', { id: open.id, isCompleted: true });
    expect(complete.statusCode).toBe(403);
    expect(complete.json().message).toMatch(OTHER_TEACHERS);

    const after = await school.app.db.selectFrom('activities').selectAll().where('id', 'in', [lesson.id, open.id]).orderBy('id').execute();
    expect(after.map((row) => [Number(row.lesson_length), Number(row.is_completed), row.description])).toEqual([
      [1, 1, lesson.description],
      [1, 0, open.description],
    ]);
    const copies = await school.app.db.selectFrom('activities').select('id').where('study_plan_id', '=', school.plan.id).execute();
    expect(copies).toHaveLength(2);
  });

  it('refuses a teacher creating a lesson credited to a co-teacher, completed or not, but lets them plan their own and comment', async () => {
    const base = { studyPlanId: school.plan.id, lessonTitle: 'Credited', startTime: new Date(past()).toISOString(), lessonLength: 1 };
    const coTeachersLessons = () => school.app.db.selectFrom('activities').select('id').where('teacher_id', '=', coTeacher().id).execute();
    const before = await coTeachersLessons();
    const completed = await school.as.teacher.post('/v1/activity/create', { ...base, teacherId: coTeacher().id, isCompleted: true });
    expect(completed.statusCode).toBe(403);
    // an unfinished 8-hour lesson credited to the co-teacher: their hours, not the caller's to give (docs/product-rules.md#r-pay-4)
    for (const startTime of [base.startTime, new Date(Date.now() + 7 * DAY).toISOString()]) {
      const planned = await school.as.teacher.post('/v1/activity/create', { ...base, startTime, lessonLength: 8, teacherId: coTeacher().id });
      expect(planned.statusCode).toBe(403);
      expect(planned.json().message).toBe('A teacher can plan or record lessons only for themself: an admin credits another teacher');
    }
    expect(await coTeachersLessons()).toEqual(before);
    const credited = await school.as.admin.post('/v1/activity/create', { ...base, startTime: new Date(Date.now() + 7 * DAY).toISOString(), teacherId: coTeacher().id });
    expect(credited.statusCode).toBe(201);
    const planned = await school.as.teacher.post('/v1/activity/create', { ...base, startTime: new Date(Date.now() + 7 * DAY).toISOString(), teacherId: school.teacher.id });
    expect(planned.statusCode).toBe(201);
    const mine = await school.as.teacher.post('/v1/activity/create', { ...base, isCompleted: true });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().activity).toMatchObject({ teacherId: school.teacher.id, isCompleted: true, lockedBecause: null });

    const lesson = await completedTheirs();
    // a planned copy for the plan is planning, not taking their hours
    const copy = await school.as.teacher.post('/v1/activity/copy', { id: lesson.id });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().activity.isCompleted).toBe(false);
    const comment = await school.as.teacher.post('/v1/activity/comments', { activityId: lesson.id, text: 'Well done' });
    expect(comment.statusCode).toBe(201);
  });

  it('lets the teacher the lesson counts for, and an admin, change it', async () => {
    const lesson = await completedTheirs();
    const asCoTeacher = await callerOf(school.app, coTeacher());
    expect((await asCoTeacher.patch('/v1/activity/update', { id: lesson.id, lessonLength: 2 })).statusCode).toBe(200);
    const byAdmin = await school.as.admin.patch('/v1/activity/update', { id: lesson.id, lessonLength: 1.5 });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().activity.lockedBecause).toBeNull();
    expect((await school.as.admin.delete(`/v1/activity/task/${lesson.id}`)).statusCode).toBe(200);
  });

  it('tells each reader in every answer what they may not change: other-teacher, paid, or nothing', async () => {
    const theirsOpen = await theirs({ start_time: Date.now() + DAY });
    const theirsPaid = await theirs({ is_completed: 1, completed_at: Date.now() - DAY, paid: 1 });
    const minePaid = await insertActivity(school.app.db, {
      study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: past(), lesson_length: 1, is_completed: 1, completed_at: Date.now() - DAY, paid: 1,
    });
    const mine = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: past(), lesson_length: 1 });
    const nobodys = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: null, start_time: past(), lesson_length: 1 });
    const locks = async (who: typeof school.as.teacher) => {
      const res = await who.post('/v1/studyplan/getactivitydata', { studyPlanId: school.plan.id, pageSize: 50 });
      expect(res.statusCode).toBe(200);
      const byId = new Map(res.json().activities.results.map((a: { id: number; lockedBecause: string | null }) => [a.id, a.lockedBecause]));
      return [theirsOpen, theirsPaid, minePaid, mine, nobodys].map((a) => byId.get(a.id));
    };
    expect(await locks(school.as.teacher)).toEqual(['other-teacher', 'other-teacher', 'paid', null, null]);
    expect(await locks(school.as.admin)).toEqual([null, 'paid', 'paid', null, null]);
    expect(await locks(school.as.student)).toEqual([null, null, null, null, null]);
    // the one-activity answers too
    expect((await school.as.teacher.get(`/v1/activity/${theirsOpen.id}`)).json().activity.lockedBecause).toBe('other-teacher');
    expect((await school.as.teacher.get(`/v1/activity/${minePaid.id}`)).json().activity.lockedBecause).toBe('paid');
    const many = await school.as.teacher.post('/v1/activity/create-many', { studyPlanIds: [school.plan.id], lessonTitle: 'Planned' });
    expect(many.json().activities[0].lockedBecause).toBeNull();
  });
});

// Teaching time and pay count a completed lesson in the month it took place.
describe(`a completed lesson has a start time (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool();

  it('refuses to create, copy or complete a completed lesson without a start, and to clear the start of one', async () => {
    const created = await school.as.teacher.post('/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'Undated', isCompleted: true });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(COMPLETED_WITHOUT_START_MESSAGE);

    const done = await insertActivity(school.app.db, {
      study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.now() - DAY, lesson_length: 1, is_completed: 1, completed_at: Date.now(),
    });
    const cleared = await school.as.teacher.patch('/v1/activity/update', { id: done.id, startTime: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(COMPLETED_WITHOUT_START_MESSAGE);
    const row = await school.app.db.selectFrom('activities').select('start_time').where('id', '=', done.id).executeTakeFirstOrThrow();
    expect(Number(row.start_time)).toBe(Number(done.start_time));

    const undated = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: null, lesson_length: 1 });
    expect((await school.as.teacher.patch('/v1/activity/complete', { id: undated.id, isCompleted: true })).statusCode).toBe(400);
    expect((await school.as.teacher.patch('/v1/activity/update', { id: undated.id, isCompleted: true })).statusCode).toBe(400);
    expect((await school.as.teacher.post('/v1/activity/copy', { id: undated.id, isCompleted: true })).statusCode).toBe(400);
    // an open lesson may stay unscheduled
    expect((await school.as.teacher.patch('/v1/activity/update', { id: undated.id, description: 'Some day' })).statusCode).toBe(200);
  });
});
