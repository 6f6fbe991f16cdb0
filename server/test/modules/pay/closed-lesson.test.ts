import { insertActivity, insertStudyPlan } from '../../helpers/app';
import { tokyo, useTokyoSchool } from '../../helpers/tokyo-school';

jest.setTimeout(60_000);

const PAID_MEETING = 'This lesson has been paid: its meeting times and type can no longer change';

/** docs/product-rules.md#r-pay-7: what may change on a lesson a closed period paid, for the teacher and for an admin. */
describe("a closed period's lesson", () => {
  const school = useTokyoSchool();

  async function paidLesson() {
    const plan = await insertStudyPlan(school.app.db, {}, { teacherIds: [school.ana.id] });
    const at = tokyo(2025, 11, 10, 10);
    const lesson = await insertActivity(school.app.db, {
      study_plan_id: plan.id, teacher_id: school.ana.id, start_time: at, lesson_length: 1, outcome: 'held', is_completed: 1, completed_at: at,
      meeting_start_time: at, meeting_end_time: at + 3_600_000, lesson_title: 'Paid lesson', description: 'Before',
    });
    const closed = await school.app.inject({ method: 'POST', url: '/v1/pay/periods/close', headers: school.who.admin, payload: { year: 2025, month: 11, teacherId: school.ana.id } });
    expect(closed.statusCode).toBe(200);
    return lesson;
  }
  const update = (payload: object, headers: Record<string, string>) => school.app.inject({ method: 'PATCH', url: '/v1/activity/update', headers, payload });
  const iso = (ms: number) => new Date(ms).toISOString();

  it('keeps its meeting times and type: 409 for the teacher and for an admin, nothing saved', async () => {
    const lesson = await paidLesson();
    const start = Number(lesson.meeting_start_time);
    for (const headers of [school.who.ana, school.who.admin]) {
      for (const change of [
        { meetingStartTime: iso(start + 30 * 60_000), meetingEndTime: iso(start + 90 * 60_000) },
        { meetingEndTime: iso(start + 2 * 3_600_000) },
        { meetingStartTime: null, meetingEndTime: null },
        { type: 'evaluation' },
      ]) {
        const res = await update({ id: lesson.id, ...change }, headers);
        expect({ change, status: res.statusCode, message: res.json().message }).toEqual({ change, status: 409, message: PAID_MEETING });
      }
      // its teaching time as before
      expect((await update({ id: lesson.id, lessonLength: 8 }, headers)).statusCode).toBe(409);
    }
    const row = await school.app.db.selectFrom('activities').selectAll().where('id', '=', lesson.id).executeTakeFirstOrThrow();
    expect([Number(row.meeting_start_time), Number(row.meeting_end_time), row.type, Number(row.lesson_length)]).toEqual([start, start + 3_600_000, 'activity', 1]);
  });

  it('lets its title, description and difficulty change, with the other fields sent as they are, and takes comments', async () => {
    const lesson = await paidLesson();
    const res = await update({
      id: lesson.id, lessonTitle: 'Renamed', description: 'After', difficultyLevel: 3, type: 'activity', lessonLength: 1,
      startTime: iso(Number(lesson.start_time)), meetingStartTime: iso(Number(lesson.meeting_start_time)), meetingEndTime: iso(Number(lesson.meeting_end_time)),
    }, school.who.ana);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 200, message: undefined });
    expect(res.json().activity).toMatchObject({ lessonTitle: 'Renamed', description: 'After' });
    const comment = await school.app.inject({ method: 'POST', url: '/v1/activity/comments', headers: school.who.ana, payload: { activityId: lesson.id, text: 'Went well' } });
    expect(comment.statusCode).toBe(201);
  });
});
