import { insertActivity, insertStudyPlan, insertUser } from '../../helpers/app';
import { eventOf, parseFeed, type ParsedEvent } from '../../helpers/ical-feed';
import { useSchool } from '../../helpers/school';
import { callerOf, type Caller } from '../../helpers/session';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

// docs/product-rules.md#r-cal-3, #r-cal-4 and #r-cal-5: what reaches subscribers when lessons change, and a guardian's feed
describe(`calendar feeds follow changes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({ plan: { title: 'Plan A' }, otherPlan: { title: 'Stranger S' }, coTeachers: [{ first_name: 'Co' }] }, { each: true });
  const base = Math.floor(Date.now() / HOUR) * HOUR;
  let groupPlanId: number;

  beforeEach(async () => {
    // a group plan of the student and the other plan's student
    groupPlanId = (await insertStudyPlan(school.app.db, { title: 'Group G' }, { teacherIds: [school.otherTeacher.id], memberIds: [school.student.id, school.otherStudent.id] })).id;
  });
  afterEach(() => jest.restoreAllMocks());

  async function feedOf(who: Caller): Promise<() => Promise<ParsedEvent[]>> {
    const res = await who.post('/v1/calendar/feed');
    expect(res.statusCode).toBe(201);
    const path = new URL(res.json().url).pathname;
    return async () => {
      const feed = await school.anonymous.get(path);
      expect(feed.statusCode).toBe(200);
      return parseFeed(feed.body);
    };
  }
  const lesson = (planId: number, title: string, day: number, teacherId: number | null = null) =>
    insertActivity(school.app.db, { study_plan_id: planId, teacher_id: teacherId, lesson_title: title, start_time: base + day * DAY });

  it('keeps the UID of a moved, a cancelled and a deleted lesson with a higher SEQUENCE, the last two cancelled, in every feed that held them', async () => {
    const moved = await lesson(school.plan.id, 'Moved', 1, school.teacher.id);
    const cancelled = await lesson(school.plan.id, 'Off', 2, school.teacher.id);
    const deleted = await lesson(school.plan.id, 'Gone', 3, school.teacher.id);
    const groupDeleted = await lesson(groupPlanId, 'Group gone', 4, school.otherTeacher.id);
    const feeds = {
      teacher: await feedOf(school.as.teacher),
      student: await feedOf(school.as.student),
      guardian: await feedOf(school.as.guardian),
      classmate: await feedOf(school.as.otherStudent),
    };
    const before = { teacher: await feeds.teacher(), student: await feeds.student(), guardian: await feeds.guardian(), classmate: await feeds.classmate() };
    for (const events of [before.teacher, before.student, before.guardian]) {
      for (const { id } of [moved, cancelled, deleted]) expect(eventOf(events, id)).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
    }

    expect((await school.as.teacher.patch('/v1/activity/update', { id: moved.id, startTime: new Date(base + 5 * DAY).toISOString() })).statusCode).toBe(200);
    expect((await school.as.teacher.post(`/v1/activity/${cancelled.id}/outcome`, { outcome: 'cancelled_school' })).statusCode).toBe(200);
    expect((await school.as.teacher.delete(`/v1/activity/task/${deleted.id}`)).statusCode).toBe(200);
    expect((await school.as.admin.delete(`/v1/activity/task/${groupDeleted.id}`)).statusCode).toBe(200);

    for (const who of ['teacher', 'student', 'guardian'] as const) {
      const after = await feeds[who]();
      const was = (id: number) => eventOf(before[who], id);
      expect(eventOf(after, moved.id)).toMatchObject({ uid: was(moved.id)?.uid, start: base + 5 * DAY, status: 'CONFIRMED', sequence: 1 });
      expect(eventOf(after, cancelled.id)).toMatchObject({ uid: was(cancelled.id)?.uid, status: 'CANCELLED', sequence: 1 });
      // the deleted lesson keeps its time and title, so the app cancels the event it holds
      expect(eventOf(after, deleted.id)).toMatchObject({ uid: was(deleted.id)?.uid, status: 'CANCELLED', sequence: 1, start: base + 3 * DAY, summary: 'Gone · Plan A' });
    }
    // a group lesson: every member's feed and their guardians'; not the teacher who never had it
    for (const events of [await feeds.student(), await feeds.guardian(), await feeds.classmate()]) {
      expect(eventOf(events, groupDeleted.id)).toMatchObject({ status: 'CANCELLED', sequence: 1, summary: 'Group gone · Group G' });
    }
    expect(eventOf(await feeds.teacher(), groupDeleted.id)).toBeUndefined();
  });

  it('drops a deleted lesson from the feeds 30 days after it was deleted', async () => {
    const deleted = await lesson(school.plan.id, 'Gone', 40, school.teacher.id);
    const feed = await feedOf(school.as.student);
    const deletedAt = Date.now();
    expect((await school.as.teacher.delete(`/v1/activity/task/${deleted.id}`)).statusCode).toBe(200);

    const clock = jest.spyOn(Date, 'now');
    clock.mockReturnValue(deletedAt + 30 * DAY - HOUR);
    expect(eventOf(await feed(), deleted.id)).toMatchObject({ status: 'CANCELLED' });
    clock.mockReturnValue(deletedAt + 30 * DAY + HOUR);
    expect(eventOf(await feed(), deleted.id)).toBeUndefined();

    // the next lesson deleted prunes what is past its 30 days, and is kept itself (a session of the new day)
    const next = await lesson(school.plan.id, 'Next', 45, school.teacher.id);
    expect((await (await callerOf(school.app, school.teacher)).delete(`/v1/activity/task/${next.id}`)).statusCode).toBe(200);
    const kept = await school.app.db.selectFrom('cancelled_lesson_events').select('activity_id').distinct().execute();
    expect(kept.map((row) => Number(row.activity_id))).toEqual([next.id]);
  });

  it("cancels a lesson in its former teacher's feed when it moves to another teacher, and shows it again when it moves back", async () => {
    const coTeacher = school.coTeachers[0];
    const moving = await lesson(school.plan.id, 'Handed over', 2, school.teacher.id);
    const teacherFeed = await feedOf(school.as.teacher);
    const coTeacherFeed = await feedOf(await callerOf(school.app, coTeacher));
    const uid = eventOf(await teacherFeed(), moving.id)?.uid;
    expect(uid).toBeDefined();

    expect((await school.as.admin.patch('/v1/activity/update', { id: moving.id, teacherId: coTeacher.id })).statusCode).toBe(200);
    expect(eventOf(await teacherFeed(), moving.id)).toMatchObject({ status: 'CANCELLED', sequence: 1, start: base + 2 * DAY });
    expect(eventOf(await coTeacherFeed(), moving.id)).toMatchObject({ status: 'CONFIRMED', sequence: 1 });

    expect((await school.as.admin.patch('/v1/activity/update', { id: moving.id, teacherId: school.teacher.id })).statusCode).toBe(200);
    const back = (await teacherFeed()).filter((event) => event.uid === uid);
    expect(back).toEqual([expect.objectContaining({ status: 'CONFIRMED', sequence: 2 })]);
    expect(eventOf(await coTeacherFeed(), moving.id)).toMatchObject({ status: 'CANCELLED', sequence: 2 });
  });

  it('cancels an unscheduled lesson in every feed, and shows it again with a higher SEQUENCE once it is rescheduled', async () => {
    const lessonToMove = await lesson(school.plan.id, 'Later', 2, school.teacher.id);
    const teacherFeed = await feedOf(school.as.teacher);
    const guardianFeed = await feedOf(school.as.guardian);
    expect((await school.as.teacher.patch('/v1/activity/update', { id: lessonToMove.id, startTime: null })).statusCode).toBe(200);
    for (const feed of [teacherFeed, guardianFeed]) expect(eventOf(await feed(), lessonToMove.id)).toMatchObject({ status: 'CANCELLED', sequence: 1, start: base + 2 * DAY });

    expect((await school.as.teacher.patch('/v1/activity/update', { id: lessonToMove.id, startTime: new Date(base + 6 * DAY).toISOString() })).statusCode).toBe(200);
    for (const feed of [teacherFeed, guardianFeed]) {
      const events = (await feed()).filter((event) => event.uid.startsWith(`lesson-${lessonToMove.id}@`));
      expect(events).toEqual([expect.objectContaining({ status: 'CONFIRMED', sequence: 2, start: base + 6 * DAY })]);
    }
  });

  it("gives a guardian a feed of exactly their linked students' lessons, and no comment", async () => {
    const own = await lesson(school.plan.id, 'Own', 1, school.teacher.id);
    const group = await lesson(groupPlanId, 'Together', 2, school.otherTeacher.id);
    await lesson(school.otherPlan.id, 'Secret', 3, school.otherTeacher.id);
    const sibling = await insertUser(school.app.db, { profile: 'student' });
    const siblingPlanId = (await insertStudyPlan(school.app.db, { title: 'Sibling plan' }, { teacherIds: [school.teacher.id], memberIds: [sibling.id] })).id;
    const siblings = await lesson(siblingPlanId, 'Sibling lesson', 4, school.teacher.id);
    await school.app.db
      .insertInto('comments')
      .values({ activity_id: own.id, author_id: school.teacher.id, text: 'Staff only: fees are late', audience: 'staff' })
      .execute();

    const path = new URL((await school.as.guardian.post('/v1/calendar/feed')).json().url).pathname;
    const read = async () => (await school.anonymous.get(path)).body;
    const ids = async () => parseFeed(await read()).map((event) => Number(/^lesson-(\d+)@/.exec(event.uid)?.[1])).sort((a, b) => a - b);
    // one event for the group lesson, though the guardian follows it through one student only
    expect(await ids()).toEqual([own.id, group.id].sort((a, b) => a - b));
    expect(await read()).not.toContain('fees are late');

    // a second linked student adds theirs; unlinking takes it away at once
    await school.app.db.insertInto('guardian_students').values({ guardian_id: school.guardian.id, student_id: sibling.id }).execute();
    expect(await ids()).toEqual([own.id, group.id, siblings.id].sort((a, b) => a - b));
    await school.app.db.deleteFrom('guardian_students').where('student_id', '=', sibling.id).execute();
    expect(await ids()).toEqual([own.id, group.id].sort((a, b) => a - b));
  });

  it('gives admins no feed, and guardians one of their own', async () => {
    expect((await school.as.admin.post('/v1/calendar/feed')).statusCode).toBe(403);
    expect((await school.as.guardian.post('/v1/calendar/feed')).statusCode).toBe(201);
    expect((await school.as.guardian.get('/v1/calendar/feed')).json()).toEqual({ enabled: true, createdAt: expect.any(String) });
  });
});
