import { insertActivity, insertStudyPlan } from '../../helpers/app';
import { eventOf, parseFeed } from '../../helpers/ical-feed';
import { useSchool } from '../../helpers/school';
import type { Caller } from '../../helpers/session';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe(`calendar feeds (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({ plan: { title: 'Plan A' }, otherPlan: { title: 'Stranger S' } }, { each: true });
  let groupPlanId: number;
  const now = Date.now();
  // a month of lessons around now, whole hours so the zone round trip is exact
  const base = Math.floor(now / HOUR) * HOUR;

  beforeEach(async () => {
    await school.app.db.updateTable('site_settings').set({ time_zone: 'Europe/London' }).execute();
    // a group plan of the other teacher, with the student and the other plan's student
    const members = [school.student.id, school.otherStudent.id];
    groupPlanId = (await insertStudyPlan(school.app.db, { title: 'Group G' }, { teacherIds: [school.otherTeacher.id], memberIds: members })).id;
  });

  async function turnOn(who: Caller): Promise<string> {
    const res = await who.post('/v1/calendar/feed');
    expect(res.statusCode).toBe(201);
    return new URL(res.json().url).pathname;
  }

  it('round-trips every lesson of the month through an iCal parser, with stable UIDs', async () => {
    const lessons = [];
    for (let i = 0; i < 30; i += 1) {
      lessons.push(
        await insertActivity(school.app.db, {
          study_plan_id: school.plan.id,
          teacher_id: school.teacher.id,
          lesson_title: `Lesson ${i}, "past tense"; café`,
          start_time: base + (i - 15) * DAY,
          lesson_length: i % 3 === 0 ? 1.5 : 1,
          is_completed: i < 15 ? 1 : 0,
        }),
      );
    }
    // not in the teacher's feed: another plan's lesson, an open spotlight, an unscheduled lesson
    await insertActivity(school.app.db, { study_plan_id: school.otherPlan.id, start_time: base });
    await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, type: 'spotlight', start_time: base });
    await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: null });

    const path = await turnOn(school.as.teacher);
    const first = await school.anonymous.get(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/calendar/);
    // RFC 5545: every content line ends with CRLF, the last one too
    expect(first.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(first.body.split('\r\n').slice(0, -1).every((line) => !line.includes('\n'))).toBe(true);
    const events = parseFeed(first.body);
    expect(events).toHaveLength(30);
    for (const lesson of lessons) {
      expect(eventOf(events, lesson.id)).toMatchObject({
        start: lesson.start_time,
        end: Number(lesson.start_time) + lesson.lesson_length * HOUR,
        zone: 'Europe/London',
        summary: `${lesson.lesson_title} · Plan A`,
      });
    }
    const second = parseFeed((await school.anonymous.get(path)).body);
    expect(second.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('answers 304 to a matching ETag, and a new ETag once a lesson changes', async () => {
    const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: base + DAY });
    const path = await turnOn(school.as.teacher);
    const first = await school.anonymous.get(path);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await school.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await school.app.db.updateTable('activities').set({ lesson_title: 'Moved', updated_at: Date.now() }).where('id', '=', lesson.id).execute();
    const changed = await school.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('gives a moved lesson the same UID and a higher SEQUENCE, and a cancelled one STATUS:CANCELLED', async () => {
    const moved = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, lesson_title: 'Moved', start_time: base + DAY });
    const cancelled = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, lesson_title: 'Off', start_time: base + 2 * DAY });
    const path = await turnOn(school.as.teacher);
    const before = parseFeed((await school.anonymous.get(path)).body);
    expect(eventOf(before, moved.id)).toMatchObject({ sequence: 0, status: 'CONFIRMED' });

    const move = await school.as.teacher.patch('/v1/activity/update', { id: moved.id, startTime: new Date(base + 3 * DAY).toISOString() });
    expect(move.statusCode).toBe(200);
    const cancel = await school.as.teacher.post(`/v1/activity/${cancelled.id}/outcome`, { outcome: 'cancelled_late' });
    expect(cancel.statusCode).toBe(200);

    const after = parseFeed((await school.anonymous.get(path)).body);
    const movedAfter = eventOf(after, moved.id);
    expect(movedAfter).toMatchObject({ uid: eventOf(before, moved.id)?.uid, start: base + 3 * DAY, status: 'CONFIRMED' });
    expect(movedAfter?.sequence).toBeGreaterThan(0);
    expect(eventOf(after, cancelled.id)).toMatchObject({ uid: eventOf(before, cancelled.id)?.uid, status: 'CANCELLED', sequence: 1 });
  });

  it("holds a student's lessons of every plan they belong to, and nobody else's", async () => {
    await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: base + DAY });
    await insertActivity(school.app.db, { study_plan_id: groupPlanId, start_time: base + 2 * DAY });
    await insertActivity(school.app.db, { study_plan_id: school.otherPlan.id, start_time: base + 3 * DAY, lesson_title: 'Secret' });
    const events = parseFeed((await school.anonymous.get(await turnOn(school.as.student))).body);
    expect(events.map((e) => e.summary.split(' · ')[1]).sort()).toEqual(['Group G', 'Plan A']);
  });

  it('stops a revoked or replaced address, and the feed of an archived user', async () => {
    const old = await turnOn(school.as.teacher);
    const status = await school.as.teacher.get('/v1/calendar/feed');
    expect(status.json()).toEqual({ enabled: true, createdAt: expect.any(String) });
    const replacement = await turnOn(school.as.teacher);
    expect(replacement).not.toBe(old);
    expect((await school.anonymous.get(old)).statusCode).toBe(404);
    expect((await school.anonymous.get(replacement)).statusCode).toBe(200);

    expect((await school.as.teacher.delete('/v1/calendar/feed')).statusCode).toBe(200);
    expect((await school.anonymous.get(replacement)).statusCode).toBe(404);
    expect((await school.as.teacher.get('/v1/calendar/feed')).json()).toEqual({ enabled: false, createdAt: null });

    const studentFeed = await turnOn(school.as.student);
    await school.app.db.updateTable('users').set({ archived: 1 }).where('id', '=', school.student.id).execute();
    expect((await school.anonymous.get(studentFeed)).statusCode).toBe(404);
  });

  it('gives admins no feed, and answers unknown or malformed addresses with 404 or 400', async () => {
    expect((await school.as.admin.post('/v1/calendar/feed')).statusCode).toBe(403);
    expect((await school.anonymous.post('/v1/calendar/feed')).statusCode).toBe(401);
    const unknown = await school.anonymous.get(`/v1/calendar/feeds/${'a'.repeat(43)}.ics`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(expect.any(String));
    expect((await school.anonymous.get('/v1/calendar/feeds/short.ics')).statusCode).toBe(400);
    expect((await school.anonymous.get(`/v1/calendar/feeds/${'a'.repeat(43)}.txt`)).statusCode).toBe(400);
  });
});
