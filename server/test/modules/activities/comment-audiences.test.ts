import type { CommentAudience } from '@studydesk/shared/contracts';
import { planLessons } from '../../../src/modules/retention/queries/texts';
import { TEST_NOW, insertActivity } from '../../helpers/app';
import { useSchool, type SchoolPerson } from '../../helpers/school';

// docs/product-rules.md#r-comment-1, docs/product-rules.md#r-comment-2
describe(`comment audiences (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({}, { each: true });
  const when = new Date(TEST_NOW);
  const month = { month: when.getUTCMonth() + 1, year: when.getUTCFullYear() };

  async function lessonWithComments() {
    const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: TEST_NOW, lesson_length: 1, is_completed: 1, completed_at: TEST_NOW });
    const ids: Record<CommentAudience, number> = { staff: 0, student: 0, guardians: 0 };
    for (const audience of ['staff', 'student', 'guardians'] as const) {
      const res = await school.as.teacher.post('/v1/activity/comments', { activityId: lesson.id, text: `For ${audience}`, audience });
      expect(res.statusCode).toBe(201);
      expect(res.json().comment.audience).toBe(audience);
      ids[audience] = res.json().comment.id;
    }
    return { lesson, ids };
  }

  /** what `who` is sent of the lesson's comments, by every path that carries them */
  async function seenBy(who: SchoolPerson, lessonId: number) {
    const as = school.as[who];
    const view = (await as.post('/v1/studyplan/getactivitydata', { studyPlanId: school.plan.id })).json();
    const inView = view.activities.results.find((a: { id: number }) => a.id === lessonId);
    const list = (await as.post('/v1/activity/allcomments', { activityId: lessonId })).json().comments;
    const planList = (await as.post('/v1/activity/allcomments', { studyPlanId: school.plan.id })).json().comments;
    const scope = who === 'teacher' ? { kind: 'teacher', teacherId: school.teacher.id } : { kind: 'student', studentId: school.student.id };
    const agenda = (await as.post('/v1/calendar/agenda', { scope, ...month, pageSize: 50 })).json();
    const inAgenda = agenda.activitiesPage.results.find((a: { id: number }) => a.id === lessonId);
    const texts = (comments: Array<{ text: string }>) => comments.map((c) => c.text).sort();
    return {
      view: texts(inView.comments),
      viewCount: inView.commentsSize,
      list: texts(list.results),
      listTotal: list.total,
      planList: texts(planList.results),
      agendaCount: inAgenda.commentsSize,
    };
  }

  const expected = (texts: string[]) => ({ view: texts, viewCount: texts.length, list: texts, listTotal: texts.length, planList: texts, agendaCount: texts.length });

  it('sends each reader only the comments of their audience, in every list and count', async () => {
    const { lesson } = await lessonWithComments();
    expect(await seenBy('teacher', lesson.id)).toEqual(expected(['For guardians', 'For staff', 'For student']));
    expect(await seenBy('student', lesson.id)).toEqual(expected(['For student']));
    expect(await seenBy('guardian', lesson.id)).toEqual(expected(['For guardians', 'For student']));
  });

  it('counts after adding a comment as its author reads them, and a student always writes to the student audience', async () => {
    const { lesson } = await lessonWithComments();
    const added = await school.as.student.post('/v1/activity/comments', { activityId: lesson.id, text: 'From the student' });
    expect(added.json()).toMatchObject({ comment: { audience: 'student' }, commentsSize: 2 });
    const hidden = await school.as.student.post('/v1/activity/comments', { activityId: lesson.id, text: 'Hidden', audience: 'staff' });
    expect(hidden.statusCode).toBe(403);
  });

  it("takes the plan's default audience, which is student unless changed", async () => {
    const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: TEST_NOW, lesson_length: 1 });
    const before = await school.as.teacher.post('/v1/activity/comments', { activityId: lesson.id, text: 'Default' });
    expect(before.json().comment.audience).toBe('student');
    await school.app.db.updateTable('study_plans').set({ comment_audience: 'staff' }).where('id', '=', school.plan.id).execute();
    const after = await school.as.teacher.post('/v1/activity/comments', { activityId: lesson.id, text: 'Default now' });
    expect(after.json().comment.audience).toBe('staff');
  });

  it("lets the author change a comment's audience, and the guardian's view follows; nobody else may", async () => {
    const { lesson, ids } = await lessonWithComments();
    const url = `/v1/activity/comments/${ids.staff}/audience`;
    expect((await school.as.student.patch(url, { audience: 'student' })).statusCode).toBe(403);
    expect((await school.as.guardian.patch(url, { audience: 'student' })).statusCode).toBe(403);
    expect((await school.as.otherTeacher.patch(url, { audience: 'student' })).statusCode).toBe(404);
    const missing = await school.as.admin.patch('/v1/activity/comments/999999/audience', { audience: 'student' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Comment not found');

    const changed = await school.as.teacher.patch(url, { audience: 'guardians' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().comment.audience).toBe('guardians');
    expect((await seenBy('guardian', lesson.id)).viewCount).toBe(3);
    expect((await seenBy('student', lesson.id)).viewCount).toBe(1);

    await school.as.admin.patch(`/v1/activity/comments/${ids.student}/audience`, { audience: 'staff' });
    expect(await seenBy('guardian', lesson.id)).toEqual(expected(['For guardians', 'For staff']));
  });

  it("leaves staff-only and guardians' comments out of the students' documents", async () => {
    await lessonWithComments();
    const lessons = await planLessons(school.app.db, school.plan.id, ['activity']);
    expect(lessons.flatMap((l) => l.comments.map((c) => c.text))).toEqual(['For student']);
  });
});
