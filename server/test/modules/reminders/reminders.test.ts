/**
 * Reminders and digests (docs/product-rules.md#r-mail-1, #r-mail-2) with a fake clock: the
 * day's run is queued once the school's sending time has passed, each mail goes once, in
 * its recipient's language, to those who did not turn it off; the link in the mail turns it
 * off without signing in. On PostgreSQL, two instances on one database still send once.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { queueDueRuns } from '../../../src/modules/reminders/scheduler';
import { saveSiteSettings } from '../../../src/modules/site-settings/queries/site-settings';
import { freshAppForEachTest, insertActivity, insertStudyPlan, insertUser, sharedTestApps } from '../../helpers/app';
import { outboxFiles, readMessage, runJobs } from '../../helpers/outbox';
import { ORIGIN, callerWith, cookieOf } from '../../helpers/session';

jest.setTimeout(60000);

const ZONE = 'Europe/Madrid';
/** 25/11/2026 in Madrid (UTC+1): 17:59 and 18:00 local */
const BEFORE_TIME = Date.UTC(2026, 10, 25, 16, 59);
const AT_TIME = Date.UTC(2026, 10, 25, 17, 0);
/** tomorrow, 26/11/2026 10:30 in Madrid */
const TOMORROW_LESSON = Date.UTC(2026, 10, 26, 9, 30);

interface School {
  guardian: { id: number; email: string };
  teacher: { id: number; email: string };
  spanish: { id: number; email: string };
  english: { id: number; email: string };
  planId: number;
}

async function seedSchool(app: FastifyInstance): Promise<School> {
  await saveSiteSettings(app.db, { timeZone: ZONE, reminderTime: '18:00' });
  const teacher = await insertUser(app.db, { profile: 'teacher', first_name: 'Tess', language: 'en' });
  const spanish = await insertUser(app.db, { profile: 'student', first_name: 'Sofía', language: 'es' });
  const english = await insertUser(app.db, { profile: 'student', first_name: 'Ed', language: 'en' });
  const guardian = await insertUser(app.db, { profile: 'guardian', first_name: 'Gina', language: 'en' });
  await app.db.insertInto('guardian_students').values({ guardian_id: guardian.id, student_id: english.id }).execute();
  const plan = await insertStudyPlan(app.db, { code: 'ENG-B1', title: 'Conversation' }, { teacherIds: [teacher.id], memberIds: [spanish.id, english.id] });
  await insertActivity(app.db, { study_plan_id: plan.id, teacher_id: teacher.id, start_time: TOMORROW_LESSON, lesson_title: 'Past tenses' });
  // not reminded: already cancelled, the day after tomorrow, today
  await insertActivity(app.db, { study_plan_id: plan.id, teacher_id: teacher.id, start_time: TOMORROW_LESSON + 3600_000, outcome: 'cancelled_notice' });
  await insertActivity(app.db, { study_plan_id: plan.id, teacher_id: teacher.id, start_time: TOMORROW_LESSON + 86_400_000 });
  await insertActivity(app.db, { study_plan_id: plan.id, teacher_id: teacher.id, start_time: AT_TIME + 3600_000 });
  return { guardian, teacher, spanish, english, planId: plan.id };
}

async function mails(app: FastifyInstance) {
  const all = await Promise.all(outboxFiles(app).map(async (file) => ({ file, ...(await readMessage(file)) })));
  return all.map((mail) => ({ ...mail, to: /^To: (.*)$/m.exec(fs.readFileSync(mail.file, 'utf8'))?.[1]?.trim() ?? '' }));
}

describe('reminders and digests', () => {
  let app: FastifyInstance;
  let school: School;

  freshAppForEachTest((built) => (app = built));
  beforeEach(async () => {
    school = await seedSchool(app);
  });

  it('queues nothing before the sending time, and each run once after it', async () => {
    expect(await queueDueRuns(app, BEFORE_TIME)).toBe(0);
    expect(await queueDueRuns(app, AT_TIME)).toBe(2);
    expect(await queueDueRuns(app, AT_TIME + 60_000)).toBe(0);
    // the two day runs, then the mail each queued (one job per recipient)
    await runJobs(app);
    const days = await app.db.selectFrom('jobs').select(['name', 'state', 'key']).where('name', 'like', 'reminders:%').orderBy('name').execute();
    expect(days).toEqual([
      { name: 'reminders:digests', state: 'done', key: 'reminders:digests:2026-11-25' },
      { name: 'reminders:lessons', state: 'done', key: 'reminders:lessons:2026-11-25' },
    ]);
    const mailJobs = await app.db.selectFrom('jobs').select(['kind', 'state']).where('kind', 'is not', null).execute();
    expect(mailJobs.length).toBeGreaterThan(0);
    expect(mailJobs.every((job) => job.state === 'done')).toBe(true);
    // the next day is a new run
    expect(await queueDueRuns(app, AT_TIME + 86_400_000)).toBe(2);
  });

  it("reminds each student of tomorrow's lesson once, in their language, and the teacher gets a digest", async () => {
    await queueDueRuns(app, AT_TIME);
    await runJobs(app);
    const sent = await mails(app);
    const toSofia = sent.filter((mail) => mail.to.includes(school.spanish.email));
    const toEd = sent.filter((mail) => mail.to.includes(school.english.email));
    const toTess = sent.filter((mail) => mail.to.includes(school.teacher.email));
    const toGina = sent.filter((mail) => mail.to.includes(school.guardian.email));
    expect([toSofia.length, toEd.length, toGina.length, toTess.length, sent.length]).toEqual([1, 1, 1, 1, 4]);
    expect(toGina[0].text).toContain('This is a reminder of the lesson Ed has tomorrow, 26/11/2026 at 10:30.');
    // the guardian's link opens the guardian's page of Ed, not the student home (issue 47 item 12)
    expect(toGina[0].text).toContain(`/guardian/students/${school.english.id}\n`);
    expect(toGina[0].text).not.toContain('/student/home');
    expect(toEd[0].text).toContain('/student/home');
    expect(toEd[0].subject).toBe('Lesson tomorrow at 10:30: ENG-B1 Conversation');
    expect(toEd[0].text).toContain('26/11/2026 at 10:30');
    expect(toEd[0].text).toContain('Lesson: Past tenses');
    expect(toSofia[0].subject).toMatch(/^Clase mañana a las 10:30/);
    expect(toTess[0].subject).toBe('Your StudyDesk day ahead: 26/11/2026');
    expect(toTess[0].text).toContain('1 lesson tomorrow:');
    expect(toTess[0].text).toContain('10:30 ENG-B1 Conversation');

    // a second run of the same day (a retry, another instance) sends nothing again
    await app.db.deleteFrom('scheduled_runs').execute();
    await queueDueRuns(app, AT_TIME + 60_000);
    await runJobs(app);
    expect(outboxFiles(app)).toHaveLength(4);
  });

  it('a moved lesson is reminded of again at its new time', async () => {
    await queueDueRuns(app, AT_TIME);
    await runJobs(app);
    await app.db.updateTable('activities').set({ start_time: TOMORROW_LESSON + 7200_000 }).where('lesson_title', '=', 'Past tenses').execute();
    // a run of the day again (its key would otherwise keep it from being queued twice)
    await app.db.deleteFrom('scheduled_runs').execute();
    await app.db.deleteFrom('jobs').where('name', 'like', 'reminders:%').execute();
    await queueDueRuns(app, AT_TIME + 60_000);
    await runJobs(app);
    const subjects = (await mails(app)).filter((mail) => mail.to.includes(school.english.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(['Lesson tomorrow at 10:30: ENG-B1 Conversation', 'Lesson tomorrow at 12:30: ENG-B1 Conversation']);
  });

  it("the mail's link turns reminders off without signing in, and the next day's run respects it", async () => {
    await queueDueRuns(app, AT_TIME);
    await runJobs(app);
    const toEd = (await mails(app)).find((mail) => mail.to.includes(school.english.email));
    const token = /\/mail-preferences\/([A-Za-z0-9_.-]+)/.exec(toEd?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const shown = await app.inject({ method: 'GET', url: `/v1/mail-preferences/opt-out/${token}` });
    expect(shown.json()).toEqual({ kind: 'lesson-reminder', on: true, language: 'en' });
    const off = await app.inject({ method: 'POST', url: `/v1/mail-preferences/opt-out/${token}`, headers: { origin: ORIGIN }, payload: { on: false } });
    expect(off.statusCode).toBe(200);
    // an altered link is refused
    const forged = token!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await app.inject({ method: 'GET', url: `/v1/mail-preferences/opt-out/${forged}` })).statusCode).toBe(404);

    await app.db.insertInto('activities').values({
      study_plan_id: school.planId, teacher_id: school.teacher.id, type: 'activity', lesson_title: 'Next', description: '',
      start_time: TOMORROW_LESSON + 86_400_000 * 2, lesson_length: 1, difficulty_level: 1, is_completed: 0, paid: 0, updated_at: AT_TIME,
    }).execute();
    const before = outboxFiles(app).length;
    await queueDueRuns(app, AT_TIME + 86_400_000 * 2);
    await runJobs(app);
    const next = (await mails(app)).slice(before);
    expect(next.some((mail) => mail.to.includes(school.english.email))).toBe(false);
    expect(next.some((mail) => mail.to.includes(school.spanish.email))).toBe(true);
  });

  it('a person turns a kind off and on again on their profile; only the kinds of their profile', async () => {
    const teacher = callerWith(app, { ...(await cookieOf(app, school.teacher)), origin: ORIGIN });
    const read = await teacher.get('/v1/mail-preferences');
    expect(read.json()).toEqual({ preferences: [{ kind: 'teacher-digest', on: true }] });
    const put = (payload: object) => teacher.put('/v1/mail-preferences', payload);
    expect((await put({ kind: 'teacher-digest', on: false })).json()).toEqual({ preferences: [{ kind: 'teacher-digest', on: false }] });
    await queueDueRuns(app, AT_TIME);
    await runJobs(app);
    expect((await mails(app)).some((mail) => mail.to.includes(school.teacher.email))).toBe(false);
    expect((await put({ kind: 'lesson-reminder', on: false })).statusCode).toBe(400);
    expect((await put({ kind: 'teacher-digest', on: true })).json()).toEqual({ preferences: [{ kind: 'teacher-digest', on: true }] });
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

(onPostgres ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  it('queue and send each reminder once, however the two race', async () => {
    const { apps, closeAll } = await sharedTestApps(2, { pollJobs: false });
    try {
      const school = await seedSchool(apps[0]);
      const queued = await Promise.all([...apps, ...apps].map((instance) => queueDueRuns(instance, AT_TIME)));
      expect(queued.reduce((a, b) => a + b, 0)).toBe(2);
      await Promise.all([...apps, ...apps].map((instance) => instance.jobs.runDue()));
      await Promise.all(apps.map((instance) => runJobs(instance)));
      // both instances write to one outbox folder
      const sent = await mails(apps[0]);
      expect(sent).toHaveLength(4);
      expect(sent.filter((mail) => mail.to.includes(school.english.email))).toHaveLength(1);
    } finally {
      await closeAll();
    }
  });
});
