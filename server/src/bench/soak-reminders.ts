/**
 * `npm run soak:reminders`: the lesson reminders and teachers' digests of a day are sent
 * exactly once when a server dies in the middle of sending them (docs/architecture.md#outbox,
 * docs/product-rules.md#r-mail-1).
 *
 * A fresh school (SQLite in a temp DATA_DIR; PostgreSQL in a throw-away schema when
 * DATABASE_URL is set) with SOAK_REMINDER_LESSONS (default 200) lessons tomorrow in the
 * school's time zone, across plans with several students, some with guardians, one student
 * who turned reminders off. The sending time is the site setting, set to 00:00: the day's
 * run is due as soon as a server starts. Then:
 *
 * - SQLite: one server with WORKERS=2 (a primary and two workers on one DATA_DIR);
 *   PostgreSQL: two servers (WORKERS=1 each, their own DATA_DIR) on one database.
 * - `kill -9` one server (its whole process group) once a share (random, 5–50 %) of the
 *   mails is queued (the day's run is queueing the rest), and in a second round on a fresh
 *   school once that share is in the outbox (SOAK_REMINDER_KILL=queueing,sending); start it
 *   again, and wait until no reminder job is queued or running (bounded:
 *   SOAK_REMINDER_TIMEOUT_S, default 240 s).
 * - Count the .eml files of every outbox: each (recipient, lesson) reminder and each
 *   teacher's digest must be there exactly once.
 *
 * JOB_LEASE_MS is shortened to 15 s (a killed runner's jobs are taken again after it) and
 * JOB_POLL_MS to 1 s. Servers on 127.0.0.1 only (SOAK_PORT, default 18663, and the next).
 * Exits 1 unless there are 0 duplicates, 0 missing and 0 failed jobs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dateInputValue } from '@studydesk/shared/dates';
import { migrateToLatest } from '../db/migrate';
import { SEND_MAIL_JOB } from '../modules/outbox';
import { LESSON_REMINDERS_JOB, TEACHER_DIGESTS_JOB } from '../modules/reminders/scheduler';
import { nextDayRange } from '../modules/reminders/rules';
import { saveSiteSettings } from '../modules/site-settings/queries/site-settings';
import { machineLine } from './bench-kit';
import { startServerChild, type ServerChild } from './soak-server';
import { runSoaks, soakTargets, type SoakTarget as Target } from './soak-targets';
import { insertPlan, insertUser } from './soak-school';

const LESSONS = Number(process.env.SOAK_REMINDER_LESSONS ?? 200);
const TIMEOUT_MS = Number(process.env.SOAK_REMINDER_TIMEOUT_S ?? 240) * 1000;
const PORT = Number(process.env.SOAK_PORT ?? 18663);
const ZONE = process.env.SOAK_REMINDER_ZONE ?? 'Europe/Paris';
const PLANS = 20;
const TEACHERS = 5;
const STUDENTS_PER_PLAN = 3;
const JOB_NAMES = [LESSON_REMINDERS_JOB, TEACHER_DIGESTS_JOB, SEND_MAIL_JOB];
const SERVER_ENV = { SHED_LAG_MS: '0', SHED_POOL_WAIT_MS: '0', JOB_LEASE_MS: '15000', JOB_POLL_MS: '1000' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SQLite: one server with a primary and two workers; PostgreSQL: two servers of one worker each. */
const workersOf = (target: Target) => (target.databaseUrl === null ? 2 : 1);
const targets = (moment: Moment) => soakTargets({ name: `soak-reminders-${moment}`, pgServers: 2, poolMax: 2 });

/** What the reminder rules say must go out: one reminder per (recipient, lesson), one digest per teacher. */
interface Expected {
  /** `${email} ${lessonId}` */
  reminders: Set<string>;
  /** teachers' emails */
  digests: Set<string>;
  day: string;
}

/**
 * The school: PLANS plans, each taught by one of TEACHERS teachers, with STUDENTS_PER_PLAN
 * students (the first of each plan also in the next plan); every second student has a
 * guardian, and one guardian follows two students of the same plan (one mail per lesson
 * still). One student turned lesson reminders off. LESSONS lessons tomorrow, round-robin
 * over the plans, plus one tomorrow that was cancelled and one the day after (neither
 * reminded of).
 */
async function seedReminderSchool(target: Target): Promise<Expected> {
  const handle = target.open();
  try {
    if (target.schema) await handle.pool?.query(`create schema if not exists ${target.schema}`);
    await migrateToLatest(handle.db, handle.dialect);
    const db = handle.db;
    // the real setting: the school's zone and a sending time already past today, so the day is due at start
    await saveSiteSettings(db, { timeZone: ZONE, reminderTime: '00:00' });
    const day = dateInputValue(Date.now(), ZONE);
    const [start, end] = nextDayRange(day, ZONE);
    const email = (profile: string, n: number) => `soak-${profile}-${n}@example.test`;

    const teachers: number[] = [];
    for (let t = 0; t < TEACHERS; t += 1) teachers.push(await insertUser(db, 'teacher', 400 + t));
    const plans: Array<{ id: number; teacher: number }> = [];
    for (let p = 0; p < PLANS; p += 1) {
      const teacher = teachers[p % TEACHERS];
      plans.push({ id: await insertPlan(db, teacher, `SOAK-R${p}`), teacher });
    }
    const studentsOf = new Map<number, Array<{ id: number; email: string }>>();
    const guardianOf = new Map<number, Array<{ id: number; email: string }>>();
    const students: Array<{ id: number; email: string }> = [];
    for (let s = 0; s < PLANS * STUDENTS_PER_PLAN; s += 1) {
      const id = await insertUser(db, 'student', 1000 + s);
      students.push({ id, email: email('student', 1000 + s) });
    }
    for (let p = 0; p < PLANS; p += 1) {
      const members = students.slice(p * STUDENTS_PER_PLAN, (p + 1) * STUDENTS_PER_PLAN);
      // the first student of the next plan is a member here too
      const extra = students[((p + 1) % PLANS) * STUDENTS_PER_PLAN];
      const all = [...members, extra];
      await db.insertInto('study_plan_members').values(all.map((s) => ({ study_plan_id: plans[p].id, student_id: s.id }))).execute();
      studentsOf.set(plans[p].id, all);
    }
    for (let s = 0; s < students.length; s += 2) {
      // student 0's guardian also follows student 1 (the same plan): one mail per lesson all the same
      const n = 5000 + s;
      const id = await insertUser(db, 'guardian', n);
      const followed = s === 0 ? [students[0], students[1]] : [students[s]];
      await db.insertInto('guardian_students').values(followed.map((student) => ({ guardian_id: id, student_id: student.id }))).execute();
      for (const student of followed) guardianOf.set(student.id, [...(guardianOf.get(student.id) ?? []), { id, email: email('guardian', n) }]);
    }
    // one student turned reminders off (docs/product-rules.md#r-mail-2)
    const optedOut = students[2];
    await db.insertInto('mail_opt_outs').values({ user_id: optedOut.id, kind: 'lesson-reminder' }).execute();

    const step = Math.floor((end - start - 3_600_000) / LESSONS);
    const lesson = (planIndex: number, startTime: number, title: string, outcome: 'cancelled_school' | null = null) => ({
      study_plan_id: plans[planIndex].id,
      teacher_id: plans[planIndex].teacher,
      type: 'activity' as const,
      lesson_title: title,
      description: '',
      start_time: startTime,
      lesson_length: 1,
      difficulty_level: 1,
      is_completed: 0 as const,
      outcome,
      paid: 0 as const,
      updated_at: Date.now(),
    });
    const rows = Array.from({ length: LESSONS }, (_, n) => lesson(n % PLANS, start + 1_800_000 + n * step, `Reminded lesson ${n}`));
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 100) {
      const inserted = await db.insertInto('activities').values(rows.slice(i, i + 100)).returning('id').execute();
      ids.push(...inserted.map((row) => Number(row.id)));
    }
    await db.insertInto('activities').values([lesson(0, start + 3_600_000, 'Cancelled lesson', 'cancelled_school'), lesson(1, end + 3_600_000, 'Lesson the day after')]).execute();

    const expected: Expected = { reminders: new Set(), digests: new Set(), day };
    ids.forEach((id, n) => {
      const plan = plans[n % PLANS];
      for (const student of studentsOf.get(plan.id) ?? []) {
        if (student.id !== optedOut.id) expected.reminders.add(`${student.email} ${id}`);
        for (const guardian of guardianOf.get(student.id) ?? []) expected.reminders.add(`${guardian.email} ${id}`);
      }
      expected.digests.add(email('teacher', 400 + teachers.indexOf(plan.teacher)));
    });
    return expected;
  } finally {
    await handle.destroy();
  }
}

/** Every .eml of these outboxes: its purpose, refId (the lesson of a reminder) and recipient. */
function readOutboxes(dirs: string[]): Array<{ purpose: string; refId: string; to: string; file: string }> {
  const mails = [];
  for (const dir of dirs) {
    const outbox = path.join(dir, 'outbox');
    if (!fs.existsSync(outbox)) continue;
    for (const name of fs.readdirSync(outbox).filter((file) => file.endsWith('.eml'))) {
      // <ms>-<purpose>-<refId>-<key digest>.eml: a mail of a job (mailer.ts); the refId of a reminder is its lesson
      const match = /^\d+-(lesson-reminder|teacher-digest|[a-z-]+?)-(\d+)(?:-[0-9a-f]{16})?\.eml$/.exec(name);
      const head = fs.readFileSync(path.join(outbox, name), 'utf8').split(/\r?\n\r?\n/)[0];
      const to = /^To: *(.*)$/im.exec(head)?.[1]?.trim().toLowerCase() ?? '';
      mails.push({ purpose: match?.[1] ?? '', refId: match?.[2] ?? '', to, file: name });
    }
  }
  return mails;
}

const countEml = (dirs: string[]) =>
  dirs.reduce((sum, dir) => {
    const outbox = path.join(dir, 'outbox');
    return sum + (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')).length : 0);
  }, 0);

/** The reminder jobs by state; `retaken`: those claimed more than once (held by the killed server), by name. */
async function jobStates(target: Target): Promise<{ states: Record<string, number>; retaken: Record<string, number> }> {
  const handle = target.open();
  try {
    const rows = await handle.db
      .selectFrom('jobs')
      .select(['state'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('name', 'in', JOB_NAMES)
      .groupBy('state')
      .execute();
    const again = await handle.db
      .selectFrom('jobs')
      .select(['name'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('name', 'in', JOB_NAMES)
      .where('attempts', '>', 1)
      .groupBy('name')
      .execute();
    return { states: Object.fromEntries(rows.map((row) => [row.state, Number(row.count)])), retaken: Object.fromEntries(again.map((row) => [row.name, Number(row.count)])) };
  } finally {
    await handle.destroy();
  }
}

/**
 * When the kill comes: `queueing` once a share of the mails' jobs is queued (the day's run
 * is then most likely still queueing the rest: it is taken again after its lease), `sending`
 * once a share of the mails is in the outbox. The share is random, 5–50 %.
 */
type Moment = 'queueing' | 'sending';
const MOMENTS = (process.env.SOAK_REMINDER_KILL ?? 'queueing,sending').split(',').map((m) => m.trim()) as Moment[];

/**
 * The send-mail jobs the killed server held whose message it had written before it died:
 * their second run found the file of their key there and wrote none (mailer.ts). Without
 * that, each would be a duplicate (delivery is at least once at the transport).
 */
async function writtenBeforeKill(target: Target, killedAt: number): Promise<number> {
  const handle = target.open();
  try {
    const jobs = await handle.db.selectFrom('jobs').select(['key', 'created_at']).where('name', '=', SEND_MAIL_JOB).where('attempts', '>', 1).execute();
    const files = target.dataDirs.flatMap((dir) => {
      const outbox = path.join(dir, 'outbox');
      return fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => path.join(outbox, name)) : [];
    });
    let count = 0;
    for (const job of jobs) {
      const digest = createHash('sha256').update(job.key ?? '').digest('hex').slice(0, 16);
      const file = files.find((name) => path.basename(name).startsWith(`${job.created_at}-`) && name.endsWith(`-${digest}.eml`));
      if (file && fs.statSync(file).mtimeMs <= killedAt) count += 1;
    }
    return count;
  } finally {
    await handle.destroy();
  }
}

async function soak(target: Target, moment: Moment): Promise<boolean> {
  const expected = await seedReminderSchool(target);
  const mailsExpected = expected.reminders.size + expected.digests.size;
  const killAt = Math.max(1, Math.floor(mailsExpected * (0.05 + Math.random() * 0.45)));
  const watcher = target.open();
  const progress = async () =>
    moment === 'sending'
      ? countEml(target.dataDirs)
      : Number((await watcher.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('count')).where('name', '=', SEND_MAIL_JOB).executeTakeFirstOrThrow()).count);
  const start = (n: number) =>
    startServerChild({
      port: PORT + n,
      dataDir: target.dataDirs[n],
      databaseUrl: target.databaseUrl,
      logFile: process.env.SOAK_SERVER_LOG,
      env: { ...SERVER_ENV, WORKERS: String(workersOf(target)) },
    });
  const t0 = Date.now();
  const servers: ServerChild[] = [];
  try {
    for (let n = 0; n < target.dataDirs.length; n += 1) servers.push(await start(n));
    // the sending window: kill -9 the first server once killAt mails are queued / in the outboxes
    let killedAt = -1;
    while (Date.now() - t0 < TIMEOUT_MS) {
      if ((await progress()) >= killAt) {
        servers[0].kill('SIGKILL');
        await servers[0].exited();
        killedAt = await progress();
        break;
      }
      await sleep(20);
    }
    await watcher.destroy();
    if (killedAt < 0) throw new Error(`no ${killAt} mails ${moment === 'sending' ? 'in the outbox' : 'queued'} within ${TIMEOUT_MS / 1000} s`);
    const killedMs = Date.now() - t0;
    const killTime = Date.now();
    servers[0] = await start(0);
    // bounded: until no reminder job is queued or running
    let states: Record<string, number> = {};
    let retaken: Record<string, number> = {};
    for (;;) {
      ({ states, retaken } = await jobStates(target));
      if (!states.queued && !states.running) break;
      if (Date.now() - t0 > TIMEOUT_MS) throw new Error(`jobs still waiting after ${TIMEOUT_MS / 1000} s: ${JSON.stringify(states)}`);
      await sleep(500);
    }
    const doneMs = Date.now() - t0;
    const rewritten = await writtenBeforeKill(target, killTime);

    const mails = readOutboxes(target.dataDirs);
    const reminders = new Map<string, number>();
    const digests = new Map<string, number>();
    let other = 0;
    for (const mail of mails) {
      if (mail.purpose === 'lesson-reminder') reminders.set(`${mail.to} ${mail.refId}`, (reminders.get(`${mail.to} ${mail.refId}`) ?? 0) + 1);
      else if (mail.purpose === 'teacher-digest') digests.set(mail.to, (digests.get(mail.to) ?? 0) + 1);
      else other += 1;
    }
    const tally = (sent: Map<string, number>, want: Set<string>) => {
      let duplicates = 0;
      let unexpected = 0;
      for (const [key, count] of sent) {
        if (!want.has(key)) unexpected += count;
        else duplicates += count - 1;
      }
      const missing = [...want].filter((key) => !sent.has(key));
      return { sent: [...sent.values()].reduce((a, b) => a + b, 0), duplicates, unexpected, missing };
    };
    const r = tally(reminders, expected.reminders);
    const d = tally(digests, expected.digests);
    const recipients = new Set([...expected.reminders].map((key) => key.split(' ')[0])).size;
    const dupes = [...reminders].filter(([, count]) => count > 1).map(([key]) => key);
    const ok = r.duplicates + d.duplicates === 0 && r.missing.length + d.missing.length === 0 && r.unexpected + d.unexpected === 0 && !states.failed && other === 0;
    console.log(
      `${target.label}, kill while ${moment} (${target.label === 'SQLite' ? 'WORKERS=2, one server' : 'two servers'}), ${LESSONS} lessons tomorrow (${expected.day} + 1, ${ZONE}): ` +
        `kill -9 ${moment === 'sending' ? 'once' : 'while'} ${killedAt} of ${mailsExpected} mails were ${moment === 'sending' ? 'written' : 'queued'} (${(killedMs / 1000).toFixed(1)} s), all jobs settled at ${(doneMs / 1000).toFixed(1)} s; ` +
        `reminders: ${expected.reminders.size} expected to ${recipients} recipients, ${r.sent} sent, ${r.duplicates} duplicates, ${r.missing.length} missing, ${r.unexpected} unexpected; ` +
        `digests: ${expected.digests.size} expected, ${d.sent} sent, ${d.duplicates} duplicates, ${d.missing.length} missing; ` +
        `other mails ${other}; failed jobs ${states.failed ?? 0}; jobs ${JSON.stringify(states)}, claimed again after the kill ${JSON.stringify(retaken)}, of which sent before the kill and not written again ${rewritten} — ${ok ? 'OK' : 'FAILED'}`,
    );
    if (dupes.length > 0) console.log(`  written twice: ${dupes.slice(0, 10).join(', ')}${dupes.length > 10 ? ', …' : ''}`);
    if (r.missing.length > 0) console.log(`  missing: ${r.missing.slice(0, 10).join(', ')}${r.missing.length > 10 ? ', …' : ''}`);
    return ok;
  } finally {
    for (const server of servers) {
      server.kill('SIGTERM');
      await server.exited();
    }
  }
}

for (const moment of MOMENTS) {
  if (moment !== 'queueing' && moment !== 'sending') throw new Error(`SOAK_REMINDER_KILL: queueing and/or sending, not ${moment}`);
}
runSoaks(`Reminders soak: ${LESSONS} lessons tomorrow, kill -9 during the sending. ${machineLine()}`, () =>
  MOMENTS.flatMap((moment) => targets(moment).map((target) => ({ target, name: `${target.label}, kill while ${moment}`, run: () => soak(target, moment) }))),
);
