import { insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { useSchool } from '../../helpers/school';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('/v1/activity create, update, delete, complete, copy', () => {
  const school = useSchool();
  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who = school.as.teacher) => who.request(method, url, payload);
  const lastLessonOf = async (id: number) =>
    (await school.app.db.selectFrom('users').select('last_lesson_at').where('id', '=', id).executeTakeFirstOrThrow()).last_lesson_at;

  it('creates an activity taught by the creating teacher and returns it with its figures', async () => {
    const start = new Date(Date.now() - 2 * HOUR);
    start.setUTCSeconds(0, 0);
    const res = await call('POST', '/v1/activity/create', {
      studyPlanId: school.plan.id,
      lessonTitle: '  Past tenses ',
      description: 'Irregular verbs',
      startTime: start.toISOString(),
      lessonLength: 1.5,
      difficultyLevel: 8,
    });
    expect(res.statusCode).toBe(201);
    const { activity } = res.json();
    expect(activity).toMatchObject({
      studyPlanId: school.plan.id,
      teacherId: school.teacher.id,
      type: 'activity',
      lessonTitle: 'Past tenses',
      startTime: start.toISOString(),
      lessonLength: 1.5,
      difficultyLevel: 8,
      isCompleted: false,
      paid: 0,
      commentsSize: 0,
      comments: [],
      studentMax: 1,
      meetingStartTime: start.toISOString(),
      meetingEndTime: new Date(start.getTime() + 1.5 * HOUR).toISOString(),
    });
    expect(activity.lessonDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // a lesson that has begun is the member's latest lesson
    expect(Number(await lastLessonOf(school.student.id))).toBe(start.getTime());
  });

  it("gives an admin's new activity to the plan's first teacher", async () => {
    const res = await call('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'Set by the office' }, school.as.admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().activity.teacherId).toBe(school.teacher.id);
  });

  it('answers 400 for bad input: an unknown difficulty, a missing title, an unknown field, a teacher of another plan', async () => {
    for (const payload of [
      { studyPlanId: school.plan.id, lessonTitle: 'x', difficultyLevel: 4 },
      { studyPlanId: school.plan.id },
      { studyPlanId: school.plan.id, lessonTitle: 'x', colour: 'red' },
      { studyPlanId: school.plan.id, lessonTitle: 'x', startTime: 'yesterday' },
    ]) {
      const res = await call('POST', '/v1/activity/create', payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const stranger = await insertUser(school.app.db, { profile: 'teacher' });
    const res = await call('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'x', teacherId: stranger.id }, school.as.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/does not teach/);
  });

  it("answers 404 on another teacher's plan (as for no such plan), 403 for the plan's students", async () => {
    expect((await call('POST', '/v1/activity/create', { studyPlanId: school.otherPlan.id, lessonTitle: 'x' })).statusCode).toBe(404);
    expect((await call('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'x' }, school.as.student)).statusCode).toBe(403);
    expect((await call('POST', '/v1/activity/create', { studyPlanId: 999999, lessonTitle: 'x' })).statusCode).toBe(404);
    expect((await call('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'x', type: 'milestone' })).statusCode).toBe(403);
  });

  it('updates the fields sent and moves last_lesson_at with the start', async () => {
    const activity = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: Date.now() - 10 * DAY });
    const newStart = new Date(Date.now() - HOUR);
    newStart.setUTCSeconds(0, 0);
    const res = await call('PATCH', '/v1/activity/update', {
      id: activity.id,
      description: 'New notes',
      startTime: newStart.toISOString(),
      difficultyLevel: 21,
      type: 'evaluation',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().activity).toMatchObject({ description: 'New notes', difficultyLevel: 21, type: 'evaluation', lessonTitle: activity.lesson_title });
    expect(Number(await lastLessonOf(school.student.id))).toBe(newStart.getTime());

    expect((await call('PATCH', '/v1/activity/update', { id: activity.id, lessonLength: -1 })).statusCode).toBe(400);
    expect((await call('PATCH', '/v1/activity/update', { id: activity.id, type: 'milestone' })).statusCode).toBe(400);
    expect((await call('PATCH', '/v1/activity/update', { id: activity.id, description: 'x' }, school.as.otherTeacher)).statusCode).toBe(404);
    expect((await call('PATCH', '/v1/activity/update', { id: 999999, description: 'x' })).statusCode).toBe(404);
  });

  it('keeps milestones and the teaching time of paid lessons unchanged', async () => {
    const milestone = await insertActivity(school.app.db, { study_plan_id: school.plan.id, type: 'milestone' });
    const res = await call('PATCH', '/v1/activity/update', { id: milestone.id, description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Milestones are not editable');
    expect((await call('DELETE', `/v1/activity/task/${milestone.id}`)).statusCode).toBe(400);

    const paid = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, is_completed: 1, paid: 1 });
    expect((await call('PATCH', '/v1/activity/update', { id: paid.id, lessonLength: 3 })).statusCode).toBe(409);
    expect((await call('PATCH', '/v1/activity/complete', { id: paid.id, isCompleted: false })).statusCode).toBe(409);
    expect((await call('DELETE', `/v1/activity/task/${paid.id}`)).statusCode).toBe(409);
    expect((await call('PATCH', '/v1/activity/update', { id: paid.id, description: 'Notes may change' })).statusCode).toBe(200);
  });

  it('completes and uncompletes; a completed group lesson gets attendance for every member', async () => {
    const members = [await insertUser(school.app.db), await insertUser(school.app.db), await insertUser(school.app.db)];
    const group = await insertStudyPlan(school.app.db, { is_group: 1 }, { teacherIds: [school.teacher.id], memberIds: members.map((m) => m.id) });
    const lesson = await insertActivity(school.app.db, { study_plan_id: group.id, teacher_id: school.teacher.id, start_time: Date.now() - DAY });
    const done = await call('PATCH', '/v1/activity/complete', { id: lesson.id, isCompleted: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().activity).toMatchObject({ isCompleted: true, student: 3, studentMax: 3, feedback: 0, feedbackMax: 3 });
    expect(done.json().activity.completedAt).not.toBeNull();
    expect(done.json().activity.members).toHaveLength(3);
    const rows = await school.app.db.selectFrom('activity_members').selectAll().where('activity_id', '=', lesson.id).execute();
    expect(rows).toHaveLength(3);

    const undone = await call('PATCH', '/v1/activity/complete', { id: lesson.id, isCompleted: false });
    expect(undone.json().activity).toMatchObject({ isCompleted: false, completedAt: null });
    expect((await call('PATCH', '/v1/activity/complete', { id: lesson.id })).statusCode).toBe(400);
    expect((await call('PATCH', '/v1/activity/complete', { id: lesson.id, isCompleted: true }, school.as.otherTeacher)).statusCode).toBe(404);
  });

  it('keeps no attendance for a completed one-to-one lesson', async () => {
    const student = await insertUser(school.app.db);
    const single = await insertStudyPlan(school.app.db, { is_group: 0 }, { teacherIds: [school.teacher.id], memberIds: [student.id] });
    const lesson = await insertActivity(school.app.db, { study_plan_id: single.id, teacher_id: school.teacher.id, start_time: Date.now() - DAY });
    expect((await call('PATCH', '/v1/activity/complete', { id: lesson.id, isCompleted: true })).statusCode).toBe(200);
    const rows = await school.app.db.selectFrom('activity_members').selectAll().where('activity_id', '=', lesson.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('copies an activity one week later, open and without comments, in one go', async () => {
    const start = Date.UTC(2030, 0, 7, 9, 0);
    const original = await insertActivity(school.app.db, {
      study_plan_id: school.plan.id,
      teacher_id: school.teacher.id,
      start_time: start,
      difficulty_level: 13,
      is_completed: 1,
      lesson_title: 'Conditionals',
    });
    await school.app.db.insertInto('comments').values({ activity_id: original.id, author_id: school.student.id, text: 'Hi' }).execute();
    const res = await call('POST', '/v1/activity/copy', { id: original.id });
    expect(res.statusCode).toBe(201);
    const copy = res.json().activity;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      lessonTitle: 'Conditionals',
      difficultyLevel: 13,
      isCompleted: false,
      paid: 0,
      commentsSize: 0,
      teacherId: school.teacher.id,
      startTime: new Date(start + 7 * DAY).toISOString(),
    });
    const chosen = await call('POST', '/v1/activity/copy', { id: original.id, startTime: '2030-02-01T10:00:00.000Z' });
    expect(chosen.json().activity.startTime).toBe('2030-02-01T10:00:00.000Z');
    expect((await call('POST', '/v1/activity/copy', { id: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/v1/activity/copy', { id: original.id }, school.as.otherTeacher)).statusCode).toBe(404);
  });

  it('deletes an activity with its comments; others may not', async () => {
    const activity = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id });
    await school.app.db.insertInto('comments').values({ activity_id: activity.id, author_id: school.student.id, text: 'Hi' }).execute();
    expect((await call('DELETE', `/v1/activity/task/${activity.id}`, undefined, school.as.otherTeacher)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/activity/task/${activity.id}`, undefined, school.as.student)).statusCode).toBe(403);
    expect((await call('DELETE', '/v1/activity/task/abc')).statusCode).toBe(400);
    const res = await call('DELETE', `/v1/activity/task/${activity.id}`);
    expect(res.statusCode).toBe(200);
    expect(await school.app.db.selectFrom('activities').select('id').where('id', '=', activity.id).executeTakeFirst()).toBeUndefined();
    expect(await school.app.db.selectFrom('comments').select('id').where('activity_id', '=', activity.id).execute()).toEqual([]);
    expect((await call('DELETE', `/v1/activity/task/${activity.id}`)).statusCode).toBe(404);
  });
});
