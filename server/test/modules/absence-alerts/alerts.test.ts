import { formatDate } from '@studydesk/shared/dates';
import type { Activity } from '../../../src/db/schema';
import { insertActivity, insertUser } from '../../helpers/app';
import { outboxFiles, readMessage, runJobs } from '../../helpers/outbox';
import { useSchool } from '../../helpers/school';

const DAY = 24 * 60 * 60 * 1000;

/**
 * docs/product-rules.md#r-absence-1 to #r-absence-5 through the API, with the default rules:
 * 2 in a row → the plan's teachers; 3 within 4 weeks → guardians and admins.
 */
describe('absence alerts', () => {
  const school = useSchool({ people: { guardian: { language: 'es', first_name: 'Gloria' }, student: { first_name: 'Sam', last_name: 'Absent' } } });
  let lessons: Activity[];

  beforeAll(async () => {
    const now = Date.now();
    lessons = [];
    for (const daysAgo of [20, 13, 6, 2]) {
      lessons.push(await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id, start_time: now - daysAgo * DAY }));
    }
  });

  const setOutcome = (lesson: Activity, outcome: string | null, as = school.as.teacher) => as.post(`/v1/activity/${lesson.id}/outcome`, { outcome });
  const alerts = async () => school.app.db.selectFrom('absence_alerts').selectAll().orderBy('id').execute();

  it('raises nothing for one absence or for cancellations by the school', async () => {
    expect((await setOutcome(lessons[0], 'no_show')).statusCode).toBe(200);
    expect((await setOutcome(lessons[1], 'cancelled_school')).statusCode).toBe(200);
    expect(await alerts()).toEqual([]);
  });

  it('a second absence in a row alerts the plan\'s teachers once, naming both dates', async () => {
    expect((await setOutcome(lessons[2], 'no_show')).statusCode).toBe(200);
    const raised = await alerts();
    expect(raised.map((alert) => alert.rule_id)).toEqual(['in-a-row']);
    expect(JSON.parse(raised[0].recipients)).toEqual([expect.objectContaining({ id: school.teacher.id, profile: 'teacher' })]);
    await runJobs(school.app);
    const mails = await Promise.all(outboxFiles(school.app).map(readMessage));
    const toTeacher = mails.filter((mail) => mail.subject.includes('Absences of Sam Absent'));
    expect(toTeacher).toHaveLength(1);
    expect(toTeacher[0].text).toContain('2 absences in a row');
    // the two no-shows, by date (the school cancellation between them does not count)
    for (const lesson of [lessons[0], lessons[2]]) expect(toTeacher[0].text).toContain(`${formatDate(Number(lesson.start_time), 'UTC')}: No-show`);
    expect(toTeacher[0].text).not.toContain(formatDate(Number(lessons[1].start_time), 'UTC'));
    expect(toTeacher[0].text).toMatch(/\/teacher\/study-plans\/\d+/);
    // staff cannot opt out: no opt-out link
    expect(toTeacher[0].text).not.toContain('/mail-preferences/');
    // saving the same outcome again raises nothing more
    expect((await setOutcome(lessons[2], 'no_show')).statusCode).toBe(200);
    expect(await alerts()).toHaveLength(1);
  });

  it('a third absence within 4 weeks tells the guardian in their language and the admins', async () => {
    expect((await setOutcome(lessons[3], 'cancelled_late')).statusCode).toBe(200);
    const raised = await alerts();
    expect(raised.map((alert) => alert.rule_id)).toEqual(['in-a-row', 'within-weeks']);
    await runJobs(school.app);
    const jobs = await school.app.db.selectFrom('jobs').select(['recipient', 'kind']).where('kind', '=', 'absence-alert').execute();
    expect(jobs.map((job) => job.recipient).sort()).toEqual([school.teacher.email, school.guardian.email, school.admin.email].sort());
    const mails = await Promise.all(outboxFiles(school.app).map(readMessage));
    const toGuardian = mails.find((mail) => mail.text.includes('Gloria'));
    expect(toGuardian?.text).toContain('Hola');
    expect(toGuardian?.text).toMatch(/\/guardian\/students\/\d+\/study-plans\/\d+/);
    expect(toGuardian?.text).toMatch(/\/mail-preferences\//);
  });

  it('shows the open alerts to admins, the plan\'s teacher and the guardian, never to the student', async () => {
    const atRisk = await school.as.admin.get('/v1/absence-alerts');
    expect(atRisk.statusCode).toBe(200);
    expect(atRisk.json().alerts.total).toBe(2);
    expect((await school.as.teacher.get('/v1/absence-alerts/open')).json().alerts).toHaveLength(2);
    expect((await school.as.otherTeacher.get('/v1/absence-alerts/open')).json().alerts).toHaveLength(0);
    expect((await school.as.guardian.get('/v1/absence-alerts/open')).json().alerts).toHaveLength(2);
    expect((await school.as.student.get('/v1/absence-alerts/open')).statusCode).toBe(403);
    expect((await school.as.teacher.get('/v1/absence-alerts')).statusCode).toBe(403);
    expect((await school.as.otherTeacher.get(`/v1/absence-alerts/plan/${school.plan.id}`)).statusCode).toBe(404);
  });

  it('an admin resolves an alert with a note, once; it stays in the plan\'s history', async () => {
    const [first] = await alerts();
    const resolved = await school.as.admin.post(`/v1/absence-alerts/${first.id}/resolve`, { note: 'Spoke to the family' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().alert).toEqual(expect.objectContaining({ resolvedNote: 'Spoke to the family', resolvedBy: expect.objectContaining({ id: school.admin.id }) }));
    expect((await school.as.admin.post(`/v1/absence-alerts/${first.id}/resolve`, { note: 'again' })).statusCode).toBe(409);
    expect((await school.as.teacher.post(`/v1/absence-alerts/${first.id}/resolve`, { note: 'x' })).statusCode).toBe(403);
    const history = (await school.as.teacher.get(`/v1/absence-alerts/plan/${school.plan.id}`)).json().alerts;
    expect(history).toHaveLength(2);
    // still holding, within the cooldown: not raised again
    expect((await setOutcome(lessons[3], 'cancelled_late')).statusCode).toBe(200);
    expect(await alerts()).toHaveLength(2);
  });

  it('ends an alert whose pattern stopped holding, and raises it again when it forms again', async () => {
    expect((await setOutcome(lessons[3], 'held')).statusCode).toBe(200);
    let rows = await alerts();
    expect(rows.find((alert) => alert.rule_id === 'in-a-row')?.ended_at).not.toBeNull();
    // two absences left within the 4 weeks
    expect(rows.find((alert) => alert.rule_id === 'within-weeks')?.ended_at).not.toBeNull();
    expect((await setOutcome(lessons[3], 'no_show')).statusCode).toBe(200);
    rows = await alerts();
    // formed again: raised again, within the cooldown too
    expect(rows.map((alert) => alert.rule_id)).toEqual(['in-a-row', 'within-weeks', 'in-a-row', 'within-weeks']);
  });

  it('counts a group member marked absent', async () => {
    const classmate = await insertUser(school.app.db, { profile: 'student' });
    await school.app.db.updateTable('study_plans').set({ is_group: 1 }).where('id', '=', school.otherPlan.id).execute();
    await school.app.db.insertInto('study_plan_members').values({ study_plan_id: school.otherPlan.id, student_id: classmate.id }).execute();
    const now = Date.now();
    for (const daysAgo of [9, 2]) {
      const lesson = await insertActivity(school.app.db, { study_plan_id: school.otherPlan.id, teacher_id: school.otherTeacher.id, start_time: now - daysAgo * DAY });
      expect((await setOutcome(lesson, 'held', school.as.otherTeacher)).statusCode).toBe(200);
      const saved = await school.as.otherTeacher.patch('/v1/activity/attendance', { activityId: lesson.id, members: [{ studentId: classmate.id, attended: false, feedback: null }] });
      expect(saved.json()).toEqual(expect.objectContaining({ activity: expect.anything() }));
    }
    const raised = (await alerts()).filter((alert) => alert.study_plan_id === school.otherPlan.id);
    expect(raised.map((alert) => [alert.student_id, alert.rule_id])).toEqual([[classmate.id, 'in-a-row']]);
  });
});
