/**
 * The authorization matrix: every route the app registers (collected with Fastify's
 * onRoute hook) × anonymous/admin/teacher/student × own/other, each with the status it
 * must answer. A route registered without a row here fails the test, so a new route
 * cannot ship without its permissions being decided and written down.
 *
 * The school: an admin; a teacher and a student sharing plan "own"; another teacher and
 * another student sharing plan "other". "Own" is the caller's plan, activity or self;
 * "other" is the other plan, its activity, or the other teacher/student. An admin sees
 * everything, so their "own" and "other" are both someone else's. Every cell gets a fresh
 * session and fresh targets (a new activity to delete, a new invitee to invite), so the
 * cells do not depend on each other's order.
 *
 * The co-teacher column: the teacher on plan "own", which they teach with a co-teacher,
 * acting on a lesson credited to that co-teacher (its teaching time and pay are the
 * co-teacher's). They read the plan, plan lessons for it and comment, but change none of
 * the co-teacher's lessons. A row without it expects the teacher's own-side status.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { DEFAULT_ABSENCE_RULES, DEFAULT_PAY_POLICY } from '@studydesk/shared/contracts';
import type { Activity, StudyPlan, User } from '../../src/db/schema';
import { AUTH_RATE_RULES } from '../../src/modules/auth/rules';
import { mailLinkKey } from '../../src/modules/reminders/queries/preferences';
import { optOutToken } from '../../src/modules/reminders/rules';
import { TEST_NOW, buildTestApp, insertActivity, insertUser } from '../helpers/app';
import { seedSchool, type School } from '../helpers/school';
import { multipart } from '../helpers/multipart';
import { ORIGIN, cookieOf } from '../helpers/session';

jest.setTimeout(180000);

type Role = 'anonymous' | 'admin' | 'teacher' | 'student' | 'guardian';
const ROLES: Role[] = ['anonymous', 'admin', 'teacher', 'student', 'guardian'];

/** Who is calling and about what: the caller (null when anonymous) and the side of the school the request targets. */
interface Cell {
  role: Role;
  user: User | null;
  own: boolean;
  /** the plan targeted: the caller's own (for an admin or anonymous, the teacher's) or the other one */
  plan: StudyPlan;
  /** the user targeted: the caller themself (the teacher for admin/anonymous) or their counterpart */
  person: User;
  /** the teacher targeted: the caller if a teacher, else the plan's teacher */
  teacherOf: User;
  /** a fresh activity in the targeted plan */
  activity: (partial?: Partial<Activity>) => Promise<Activity>;
}

interface Request {
  method: HTTPMethods;
  url: string;
  payload?: object | string;
  /** headers the call needs besides the caller's cookie */
  headers?: Record<string, string>;
}

/** a status for both sides, or [own, other] */
type Expected = number | [number, number];

interface Row {
  request: (school: School, cell: Cell) => Request | Promise<Request>;
  anonymous: Expected;
  admin: Expected;
  teacher: Expected;
  student: Expected;
  /** a guardian: "own" is their linked student's side (the student's plan, the student), "other" another student's */
  guardian: Expected;
  /** the teacher on a co-teacher's lesson of their co-taught plan; default: `teacher` on their own side */
  coTeacher?: number;
}

const now = new Date();
/** what /remotes.json answers without a remotes file */
const REMOTES = 200;
const MONTH = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
const PAST = new Date(TEST_NOW).toISOString();

let sequence = 0;
const unique = () => ++sequence;
/** A day of its own (YYYY-MM-DD): one rate per teacher, kind and day. */
const uniqueDay = () => new Date(Date.UTC(2000, 0, 1) + unique() * 86_400_000).toISOString().slice(0, 10);

/** A closed pay period of the teacher, made directly: what a payslip row reads. */
async function closedPeriodOf(teacher: User): Promise<number> {
  const n = unique();
  const row = await app.db
    .insertInto('pay_periods')
    .values({ teacher_id: teacher.id, year: 2030 + Math.floor(n / 12), month: (n % 12) + 1, closed_at: TEST_NOW, closed_by: null, lessons: 0, hours: 0, amount: 0, adjustments_hours: 0, adjustments_amount: 0, currency: 'EUR' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The token of the person's opt-out link for lesson reminders. */
async function optOutLinkOf(person: User): Promise<string> {
  return optOutToken(await mailLinkKey(app.db), person.id, 'lesson-reminder');
}

/** A fresh approved card of a held lesson of the cell's plan, new to everyone, so it can always be reviewed. */
async function reviewableCard(cell: Cell): Promise<number> {
  const lesson = await cell.activity({ is_completed: 1, completed_at: TEST_NOW });
  const card = await appDb()
    .insertInto('flashcards')
    .values({ study_plan_id: cell.plan.id, front: `front ${unique()}`, back: 'back', source_sentence: '', approved: 1, activity_id: lesson.id, updated_at: TEST_NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return card.id;
}

type Access = Omit<Row, 'request'>;

/** Who may call a route, as the statuses of the rows most routes share; `ok` is 201 for routes that create. */
const access = {
  /** anyone, signed in or not */
  public: (ok = 200): Access => ({ anonymous: ok, admin: ok, teacher: ok, student: ok, guardian: ok }),
  /** anyone signed in */
  signedIn: (ok = 200): Access => ({ anonymous: 401, admin: ok, teacher: ok, student: ok, guardian: ok }),
  /** admins and teachers */
  staff: (ok = 200): Access => ({ anonymous: 401, admin: ok, teacher: ok, student: 403, guardian: 403 }),
  adminOnly: (ok = 200): Access => ({ anonymous: 401, admin: ok, teacher: 403, student: 403, guardian: 403 }),
  /** admins, and a teacher about themself (their teaching time, pay, payslips): a co-teacher's are not theirs */
  ownTeacher: (ok = 200): Access => ({ anonymous: 401, admin: ok, teacher: [ok, 403], student: 403, guardian: 403, coTeacher: 403 }),
  /** admins, and a teacher or a student on their own side; a guardian on their student's */
  ownPeople: (ok = 200): Access => ({ anonymous: 401, admin: ok, teacher: [ok, 403], student: [ok, 403], guardian: [ok, 403] }),
  // A plan (or its activity, comment, card, question) the caller may not see answers 404 like
  // a missing one, so plan ids cannot be probed; a member who sees it but may not change it gets 403.
  // A guardian reads their student's plans and changes nothing (docs/product-rules.md#r-guard-2).
  /** admins and the plan's teachers change it; its members and their guardians see it */
  planTeachers: (ok = 200): Access => ({ anonymous: 401, admin: ok, teacher: [ok, 404], student: [403, 404], guardian: [403, 404] }),
  /** as planTeachers, for a lesson: its own teacher changes it (and what it counts for their pay), a co-teacher of the plan does not */
  lessonTeacher: (ok = 200): Access => ({ ...access.planTeachers(ok), coTeacher: 403 }),
  /** staff tools of a plan: admins and its teachers; students and guardians have none (403 whatever the plan) */
  planStaffTools: (ok = 200): Access => ({ anonymous: 401, admin: ok, teacher: [ok, 404], student: 403, guardian: 403 }),
  /** admins, the plan's teachers and its members read it; the members' guardians too */
  planPeople: (ok = 200): Access => ({ anonymous: 401, admin: ok, teacher: [ok, 404], student: [ok, 404], guardian: [ok, 404] }),
  /** what a plan's members add to it (comments, answers): never a guardian, who only reads */
  planContributors: (ok = 200): Access => ({ anonymous: 401, admin: ok, teacher: [ok, 404], student: [ok, 404], guardian: [403, 404] }),
};

/**
 * EVERY ROUTE NEEDS A ROW. Adding a route to the server? Add it here with the status each
 * role must get on its own and on someone else's data; the test fails until you do.
 * Statuses are what the route answers to a well-formed request: 200/201 allowed, 401
 * signed out, 403 not allowed, 404 not found (or hidden).
 */
const MATRIX: Record<string, Row> = {
  // ---- public ----
  'GET /v1/health': { request: () => ({ method: 'GET', url: '/v1/health' }), ...access.public() },
  // the remotes manifest the shell starts from (none configured here: served empty or 404, never refused)
  'GET /remotes.json': { request: () => ({ method: 'GET', url: '/remotes.json' }), anonymous: REMOTES, admin: REMOTES, teacher: REMOTES, student: REMOTES, guardian: REMOTES },
  // the API's description is for admins (docs/architecture.md): not a public API
  'GET /v1/docs/json': { request: () => ({ method: 'GET', url: '/v1/docs/json' }), ...access.adminOnly() },
  'POST /v1/auth/login': {
    request: () => ({ method: 'POST', url: '/v1/auth/login', payload: { email: `nobody${unique()}@example.test`, password: 'not the password' } }),
    anonymous: 401,
    admin: 401,
    teacher: 401,
    student: 401,
    guardian: 401,
  },
  // the sign-in form without script: back to /login naming the problem, whoever asks
  'POST /v1/auth/login/form': {
    request: () => ({
      method: 'POST',
      url: '/v1/auth/login/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams({ email: `nobody${unique()}@example.test`, password: 'not the password' }).toString(),
    }),
    ...access.public(303),
  },
  'GET /v1/auth/logout': { request: () => ({ method: 'GET', url: '/v1/auth/logout' }), ...access.public() },
  'POST /v1/auth/forgot': { request: () => ({ method: 'POST', url: '/v1/auth/forgot', payload: { email: `nobody${unique()}@example.test` } }), ...access.public() },
  'GET /v1/auth/verify/token/:token': {
    request: () => ({ method: 'GET', url: '/v1/auth/verify/token/AAAAAAAAAAAAAAAAAAAAAA' }),
    anonymous: 400,
    admin: 400,
    teacher: 400,
    student: 400,
    guardian: 400,
  },
  'POST /v1/auth/verify/password': {
    request: () => ({ method: 'POST', url: '/v1/auth/verify/password', payload: { token: 'AAAAAAAAAAAAAAAAAAAAAA', password: 'violet kettle under the stairs' } }),
    anonymous: 400,
    admin: 400,
    teacher: 400,
    student: 400,
    guardian: 400,
  },
  // the school has an admin: a first-run link no longer works, for anyone (docs/product-rules.md#r-setup-1)
  'GET /v1/setup/:token': { request: () => ({ method: 'GET', url: `/v1/setup/${'A'.repeat(32)}` }), ...access.public(410) },
  'POST /v1/setup': {
    request: () => ({
      method: 'POST',
      url: '/v1/setup',
      payload: {
        token: 'A'.repeat(32), firstName: 'Ada', lastName: 'Byron', email: `setup${unique()}@example.test`, password: 'a long new password 1',
        schoolName: 'Matrix School', timeZone: 'UTC', language: 'en', currency: 'EUR',
      },
    }),
    ...access.public(410),
  },
  'GET /v1/setup/school': { request: () => ({ method: 'GET', url: '/v1/setup/school' }), ...access.public() },
  'POST /v1/dictionary/dictionarydata': { request: () => ({ method: 'POST', url: '/v1/dictionary/dictionarydata', payload: { language: 'en' } }), ...access.public() },
  'GET /v1/dictionary/languagelist': { request: () => ({ method: 'GET', url: '/v1/dictionary/languagelist' }), ...access.public() },
  'POST /v1/dictionary/uniquebaseconstants': { request: () => ({ method: 'POST', url: '/v1/dictionary/uniquebaseconstants', payload: {} }), ...access.public() },
  'GET /v1/calendar/feeds/:token': {
    request: () => ({ method: 'GET', url: `/v1/calendar/feeds/${'A'.repeat(40)}.ics` }),
    anonymous: 404,
    admin: 404,
    teacher: 404,
    student: 404,
    guardian: 404,
  },

  // ---- auth administration ----
  'GET /v1/auth/verify/send/:id': {
    request: async () => {
      const invitee = await insertUser(appDb(), { password_hash: null });
      return { method: 'GET', url: `/v1/auth/verify/send/${invitee.id}` };
    },
    ...access.adminOnly(),
  },
  'GET /v1/auth/throttles': { request: () => ({ method: 'GET', url: '/v1/auth/throttles' }), ...access.adminOnly() },
  'DELETE /v1/auth/throttles/:key': {
    request: async () => {
      const key = `login:ip:10.77.0.${unique() % 250}`;
      await appDb()
        .insertInto('rate_limits')
        .values({ key, count: AUTH_RATE_RULES.loginAttemptsPerIp.limit, reset_at: Date.now() + 600_000 })
        .onConflict((oc) => oc.column('key').doUpdateSet({ count: AUTH_RATE_RULES.loginAttemptsPerIp.limit }))
        .execute();
      return { method: 'DELETE', url: `/v1/auth/throttles/${encodeURIComponent(key)}` };
    },
    ...access.adminOnly(),
  },
  'POST /v1/auth/register': {
    request: () => ({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { firstName: 'New', lastName: 'Person', email: `new${unique()}@example.test`, profile: 'student', sendInvitation: false },
    }),
    ...access.adminOnly(201),
  },
  'POST /v1/auth/users': { request: () => ({ method: 'POST', url: '/v1/auth/users', payload: {} }), ...access.adminOnly() },
  'POST /v1/auth/update/users': {
    request: (_, cell) => ({ method: 'POST', url: '/v1/auth/update/users', payload: { id: cell.person.id, title: `T${unique()}` } }),
    ...access.ownPeople(),
    // a guardian's "own" person is their student, whom they do not edit
    guardian: 403,
  },

  // ---- outbox ----
  'POST /v1/outbox/mails': { request: () => ({ method: 'POST', url: '/v1/outbox/mails', payload: {} }), ...access.adminOnly() },
  'POST /v1/outbox/mails/:id/retry': {
    request: async () => {
      const now = Date.now();
      const row = await appDb()
        .insertInto('jobs')
        .values({ name: 'matrix-mail', payload: '{}', state: 'failed', run_at: now, attempts: 5, created_at: now, updated_at: now, kind: 'invitation', recipient: 'matrix@example.test' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'POST', url: `/v1/outbox/mails/${row.id}/retry`, payload: {} };
    },
    ...access.adminOnly(),
  },

  // ---- people ----
  // a guardian reads their student's pages, not the student's account record
  'GET /v1/user/data/:id': { request: (_, cell) => ({ method: 'GET', url: `/v1/user/data/${cell.person.id}` }), ...access.ownPeople(), guardian: 403 },
  'PATCH /v1/user/settings': { request: () => ({ method: 'PATCH', url: '/v1/user/settings', payload: { language: 'en' } }), ...access.signedIn() },
  'GET /v1/user/activestudentsgroups': { request: () => ({ method: 'GET', url: '/v1/user/activestudentsgroups' }), ...access.adminOnly() },
  'GET /uploads/:name': {
    // no such picture: signed-in callers learn only that, signed-out ones not even that
    request: () => ({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.webp` }),
    anonymous: 401,
    admin: 404,
    teacher: 404,
    student: 404,
    guardian: 404,
  },

  // ---- site settings ----
  'GET /v1/sitesettings/timezone': { request: () => ({ method: 'GET', url: '/v1/sitesettings/timezone' }), ...access.signedIn() },
  'POST /v1/sitesettings/timezone': {
    request: () => ({ method: 'POST', url: '/v1/sitesettings/timezone', payload: { timeZone: 'Europe/London', retentionManagerEmail: '' } }),
    ...access.adminOnly(),
  },
  'GET /v1/sitesettings/pay-policy': { request: () => ({ method: 'GET', url: '/v1/sitesettings/pay-policy' }), ...access.staff() },
  'PUT /v1/sitesettings/pay-policy': {
    request: async () => ({ method: 'PUT', url: '/v1/sitesettings/pay-policy', payload: { policy: DEFAULT_PAY_POLICY, currency: 'EUR' } }),
    ...access.adminOnly(),
  },

  // ---- absence rules and alerts (docs/product-rules.md#r-absence-4, #r-absence-5) ----
  'GET /v1/sitesettings/absence-rules': { request: () => ({ method: 'GET', url: '/v1/sitesettings/absence-rules' }), ...access.adminOnly() },
  'PUT /v1/sitesettings/absence-rules': {
    request: () => ({ method: 'PUT', url: '/v1/sitesettings/absence-rules', payload: { rules: DEFAULT_ABSENCE_RULES } }),
    ...access.adminOnly(),
  },
  'GET /v1/absence-alerts': { request: () => ({ method: 'GET', url: '/v1/absence-alerts' }), ...access.adminOnly() },
  // the open alerts of a teacher's plans, of a guardian's students; none for a student
  'GET /v1/absence-alerts/open': { request: () => ({ method: 'GET', url: '/v1/absence-alerts/open' }), anonymous: 401, admin: 200, teacher: 200, student: 403, guardian: 200 },
  'GET /v1/absence-alerts/plan/:id': {
    request: (_, cell) => ({ method: 'GET', url: `/v1/absence-alerts/plan/${cell.plan.id}` }),
    anonymous: 401, admin: 200, teacher: [200, 404], student: [403, 404], guardian: [200, 404],
  },
  'POST /v1/absence-alerts/:id/resolve': {
    request: async (_, cell) => {
      const member = await appDb().selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', cell.plan.id).executeTakeFirstOrThrow();
      const rule = { ...DEFAULT_ABSENCE_RULES[0], id: `matrix-${unique()}` };
      const row = await appDb()
        .insertInto('absence_alerts')
        .values({ study_plan_id: cell.plan.id, student_id: member.student_id, rule_id: rule.id, rule: JSON.stringify(rule), lessons: '[]', recipients: '[]', raised_at: TEST_NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'POST', url: `/v1/absence-alerts/${row.id}/resolve`, payload: { note: 'Spoke to the family' } };
    },
    ...access.adminOnly(),
  },

  'GET /v1/sitesettings/reminders': { request: () => ({ method: 'GET', url: '/v1/sitesettings/reminders' }), ...access.adminOnly() },
  'PUT /v1/sitesettings/reminders': {
    request: () => ({ method: 'PUT', url: '/v1/sitesettings/reminders', payload: { time: '18:00' } }),
    ...access.adminOnly(),
  },

  // ---- mail choices: one's own; an opt-out link works for anyone who has it ----
  'GET /v1/mail-preferences': { request: () => ({ method: 'GET', url: '/v1/mail-preferences' }), ...access.signedIn() },
  // admins receive no scheduled mail: there is no kind for them to turn off
  'PUT /v1/mail-preferences': {
    request: (_, cell) => ({ method: 'PUT', url: '/v1/mail-preferences', payload: { kind: cell.role === 'teacher' ? 'teacher-digest' : 'lesson-reminder', on: false } }),
    anonymous: 401,
    admin: 400,
    teacher: 200,
    student: 200,
    guardian: 200,
  },
  'GET /v1/mail-preferences/opt-out/:token': {
    request: async (_, cell) => ({ method: 'GET', url: `/v1/mail-preferences/opt-out/${await optOutLinkOf(cell.person)}` }),
    ...access.public(),
  },
  'POST /v1/mail-preferences/opt-out/:token': {
    request: async (_, cell) => ({ method: 'POST', url: `/v1/mail-preferences/opt-out/${await optOutLinkOf(cell.person)}`, payload: { on: false } }),
    ...access.public(),
  },

  // ---- study plans ----
  'POST /v1/studyplan/getall': { request: () => ({ method: 'POST', url: '/v1/studyplan/getall', payload: {} }), ...access.adminOnly() },
  'POST /v1/studyplan/create': {
    request: () => ({ method: 'POST', url: '/v1/studyplan/create', payload: { code: `NEW-${unique()}`, title: 'New plan', isGroup: false } }),
    ...access.adminOnly(201),
  },
  'PATCH /v1/studyplan/update': {
    request: (_, cell) => ({ method: 'PATCH', url: '/v1/studyplan/update', payload: { id: cell.plan.id, description: `Described ${unique()}` } }),
    ...access.planStaffTools(),
  },
  // the plan's family settings (docs/product-rules.md#r-guard-3): admins only, not its teachers
  'PATCH /v1/studyplan/update family settings': {
    request: (_, cell) => ({ method: 'PATCH', url: '/v1/studyplan/update', payload: { id: cell.plan.id, commentAudience: 'student', guardiansAnswer: false } }),
    ...access.planStaffTools(),
    teacher: [403, 404],
  },
  'POST /v1/studyplan/summary': { request: (_, cell) => ({ method: 'POST', url: '/v1/studyplan/summary', payload: { id: cell.plan.id } }), ...access.planPeople() },
  'POST /v1/studyplan/getactivitydata': {
    request: (_, cell) => ({ method: 'POST', url: '/v1/studyplan/getactivitydata', payload: { studyPlanId: cell.plan.id } }),
    ...access.planPeople(),
  },
  'GET /v1/studyplan/speed/:id': { request: (_, cell) => ({ method: 'GET', url: `/v1/studyplan/speed/${cell.plan.id}` }), ...access.planPeople() },
  'POST /v1/studyplan/dashboard': { request: () => ({ method: 'POST', url: '/v1/studyplan/dashboard', payload: {} }), ...access.staff() },
  'POST /v1/studyplan/reminders': { request: () => ({ method: 'POST', url: '/v1/studyplan/reminders', payload: {} }), ...access.staff() },

  // ---- activities ----
  'GET /v1/activity/:id': { request: async (_, cell) => ({ method: 'GET', url: `/v1/activity/${(await cell.activity()).id}` }), ...access.planTeachers() },
  'POST /v1/activity/create': {
    request: (_, cell) => ({ method: 'POST', url: '/v1/activity/create', payload: { studyPlanId: cell.plan.id, lessonTitle: 'Created', startTime: PAST } }),
    ...access.planTeachers(201),
  },
  'POST /v1/activity/create completed': {
    // a completed lesson credited to the targeted teacher: it counts at once for their pay
    request: (_, cell) => ({
      method: 'POST',
      url: '/v1/activity/create',
      payload: { studyPlanId: cell.plan.id, lessonTitle: 'Held', startTime: PAST, isCompleted: true, teacherId: cell.teacherOf.id },
    }),
    ...access.lessonTeacher(201),
  },
  'PATCH /v1/activity/update': {
    request: async (_, cell) => ({ method: 'PATCH', url: '/v1/activity/update', payload: { id: (await cell.activity()).id, description: 'Changed' } }),
    ...access.lessonTeacher(),
  },
  'DELETE /v1/activity/task/:id': {
    request: async (_, cell) => ({ method: 'DELETE', url: `/v1/activity/task/${(await cell.activity()).id}` }),
    ...access.lessonTeacher(),
  },
  'PATCH /v1/activity/complete': {
    request: async (_, cell) => ({ method: 'PATCH', url: '/v1/activity/complete', payload: { id: (await cell.activity()).id, isCompleted: true } }),
    ...access.lessonTeacher(),
  },
  'PATCH /v1/activity/complete false': {
    request: async (_, cell) => ({
      method: 'PATCH',
      url: '/v1/activity/complete',
      payload: { id: (await cell.activity({ is_completed: 1, completed_at: TEST_NOW })).id, isCompleted: false },
    }),
    ...access.lessonTeacher(),
  },
  // a lesson's outcome decides the teacher's pay and the students' credits: never a student's to set
  'POST /v1/activity/:id/outcome': {
    request: async (_, cell) => ({ method: 'POST', url: `/v1/activity/${(await cell.activity()).id}/outcome`, payload: { outcome: 'cancelled_notice' } }),
    ...access.lessonTeacher(),
  },
  'GET /v1/make-up-credits': { request: (_, cell) => ({ method: 'GET', url: `/v1/make-up-credits?studyPlanId=${cell.plan.id}` }), ...access.planPeople() },
  'POST /v1/activity/copy': { request: async (_, cell) => ({ method: 'POST', url: '/v1/activity/copy', payload: { id: (await cell.activity()).id } }), ...access.planTeachers(201) },
  'POST /v1/activity/copy completed': {
    request: async (_, cell) => ({ method: 'POST', url: '/v1/activity/copy', payload: { id: (await cell.activity()).id, startTime: PAST, isCompleted: true } }),
    ...access.lessonTeacher(201),
  },
  'PATCH /v1/activity/attendance': {
    request: async (school, cell) => {
      const activity = await cell.activity({ is_completed: 1, completed_at: TEST_NOW });
      const studentId = cell.own ? school.student.id : school.otherStudent.id;
      return { method: 'PATCH', url: '/v1/activity/attendance', payload: { activityId: activity.id, members: [{ studentId, attended: true, feedback: 'Good' }] } };
    },
    ...access.lessonTeacher(),
  },
  'POST /v1/activity/comments': {
    request: async (_, cell) => ({ method: 'POST', url: '/v1/activity/comments', payload: { activityId: (await cell.activity()).id, text: 'A comment' } }),
    ...access.planContributors(201),
  },
  // who reads a comment: its author among the teachers, or an admin, changes it (docs/product-rules.md#r-comment-1)
  'PATCH /v1/activity/comments/:commentId/audience': {
    request: async (_, cell) => {
      const comment = await appDb()
        .insertInto('comments')
        .values({ activity_id: (await cell.activity()).id, author_id: cell.teacherOf.id, text: 'Staff note', audience: 'staff', created_at: TEST_NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'PATCH', url: `/v1/activity/comments/${comment.id}/audience`, payload: { audience: 'student' } };
    },
    ...access.planTeachers(),
    // the co-teacher's comment is theirs
    coTeacher: 403,
  },
  'POST /v1/activity/allcomments': { request: (_, cell) => ({ method: 'POST', url: '/v1/activity/allcomments', payload: { studyPlanId: cell.plan.id } }), ...access.planPeople() },
  'POST /v1/activity/create-many': {
    request: (_, cell) => ({
      method: 'POST',
      url: '/v1/activity/create-many',
      payload: { studyPlanIds: [cell.plan.id], lessonTitle: 'Planned for the selection', startTime: PAST },
    }),
    ...access.planStaffTools(201),
  },

  // ---- progress ----
  // a student reads and answers on the plans they belong to (their own answers only); the
  // plan's teachers and admins also manage its questions and answer for its members
  // a guardian has no plans of their own: they name their student (the row below)
  'GET /v1/progresstracking': { request: () => ({ method: 'GET', url: '/v1/progresstracking' }), ...access.signedIn(), guardian: 400 },
  // a guardian names their student; another student answers as a missing one
  'GET /v1/progresstracking guardian': {
    request: (_, cell) => ({ method: 'GET', url: `/v1/progresstracking?studentId=${cell.person.id}` }),
    anonymous: 401,
    admin: 200,
    teacher: 200,
    student: [200, 404],
    guardian: [200, 404],
  },
  'GET /v1/progresstracking/:planId': { request: (_, cell) => ({ method: 'GET', url: `/v1/progresstracking/${cell.plan.id}` }), ...access.planPeople() },
  'POST /v1/progresstracking/graph': {
    // one member's lines: a student their own, staff one of the plan's members
    request: (school, cell) => ({
      method: 'POST',
      url: '/v1/progresstracking/graph',
      payload: { studyPlanId: cell.plan.id, userId: cell.own ? school.student.id : school.otherStudent.id },
    }),
    ...access.planPeople(),
  },
  'POST /v1/progresstracking/:planId': { request: answerRequest(false), ...access.planContributors() },
  // where the plan lets guardians answer, a linked guardian answers for their student
  // (docs/product-rules.md#r-guard-3); another student's plan still answers as a missing one
  'POST /v1/progresstracking/:planId guardians answer': { request: answerRequest(true), ...access.planContributors(), guardian: [200, 404] },
  'POST /v1/progresstracking/:planId/questions': {
    request: (_, cell) => ({ method: 'POST', url: `/v1/progresstracking/${cell.plan.id}/questions`, payload: { text: `Question ${unique()}`, type: 'PERCENT' } }),
    ...access.planStaffTools(201),
  },
  'PATCH /v1/progresstracking/questions/:questionId': {
    request: async (_, cell) => ({
      method: 'PATCH',
      url: `/v1/progresstracking/questions/${(await insertQuestion(cell.plan.id)).id}`,
      payload: { text: `Changed ${unique()}` },
    }),
    ...access.planStaffTools(),
  },
  'DELETE /v1/progresstracking/questions/:questionId': {
    request: async (_, cell) => ({ method: 'DELETE', url: `/v1/progresstracking/questions/${(await insertQuestion(cell.plan.id)).id}` }),
    ...access.planStaffTools(),
  },
  'PUT /v1/progresstracking/:planId/questions/order': {
    request: async (_, cell) => {
      await insertQuestion(cell.plan.id);
      const ids = (await appDb().selectFrom('progress_questions').select('id').where('study_plan_id', '=', cell.plan.id).orderBy('position').execute()).map((q) => q.id);
      return { method: 'PUT', url: `/v1/progresstracking/${cell.plan.id}/questions/order`, payload: { questionIds: ids.reverse() } };
    },
    ...access.planStaffTools(),
  },

  // ---- retention ----
  // the plan's teachers and admins; students have no retention tools, not even on their own plan
  'GET /v1/retention/studyplan/:id/settings': { request: (_, cell) => ({ method: 'GET', url: `/v1/retention/studyplan/${cell.plan.id}/settings` }), ...access.planStaffTools() },
  'PUT /v1/retention/studyplan/:id/settings': {
    request: (_, cell) => ({
      method: 'PUT',
      url: `/v1/retention/studyplan/${cell.plan.id}/settings`,
      payload: { targetLanguage: 'en', cardsPerLesson: 5, quizQuestions: 10, sources: { lessons: true, spotlights: true, evaluations: true }, notifyManager: false },
    }),
    ...access.planStaffTools(),
  },
  'PATCH /v1/studyplan/retention-text': {
    request: (_, cell) => ({
      method: 'PATCH',
      url: '/v1/studyplan/retention-text',
      payload: { studyPlanId: cell.plan.id, retentionText: `The children visited the museum on day ${unique()}.`, retentionTextSize: 14 },
    }),
    ...access.planStaffTools(),
  },
  'POST /v1/retention/parse-sentences': {
    request: (_, cell) => ({ method: 'POST', url: '/v1/retention/parse-sentences', payload: { studyPlanId: cell.plan.id } }),
    ...access.planStaffTools(),
  },
  ...Object.fromEntries(
    (['quiz', 'reading-practice', 'lesson-summary', 'quiz-answers', 'reading-practice-answers'] as const).map((kind): [string, Row] => [
      `POST /v1/retention/studyplan/:id/generate-${kind}`,
      {
        // the quiz and reading practice (and their answer keys) are made from approved cards: one is there
        request: async (_, cell) => {
          await insertCard(cell.plan.id, 1);
          return { method: 'POST', url: `/v1/retention/studyplan/${cell.plan.id}/generate-${kind}` };
        },
        anonymous: 401,
        admin: 200,
        teacher: [200, 404],
        student: 403,
        guardian: 403,
      },
    ]),
  ),
  'GET /v1/retention/studyplan/:id/flashcards/unapproved': {
    request: (_, cell) => ({ method: 'GET', url: `/v1/retention/studyplan/${cell.plan.id}/flashcards/unapproved` }),
    ...access.planStaffTools(),
  },
  'PUT /v1/retention/studyplan/:id/flashcards/:cardId': {
    request: async (_, cell) => ({
      method: 'PUT',
      url: `/v1/retention/studyplan/${cell.plan.id}/flashcards/${(await insertCard(cell.plan.id)).id}`,
      payload: { front: 'The children visited the _____ yesterday.', back: 'museum' },
    }),
    ...access.planStaffTools(),
  },
  'PUT /v1/retention/studyplan/:id/flashcards/:cardId/regenerate': {
    // a card offers the other terms of its sentence the plan has no card for: earlier calls' cards would use them up
    request: async (_, cell) => {
      await appDb().deleteFrom('flashcards').where('study_plan_id', '=', cell.plan.id).execute();
      return { method: 'PUT', url: `/v1/retention/studyplan/${cell.plan.id}/flashcards/${(await insertCard(cell.plan.id)).id}/regenerate` };
    },
    ...access.planStaffTools(),
  },
  'PUT /v1/retention/studyplan/:id/flashcards/:cardId/approve': {
    request: async (_, cell) => ({ method: 'PUT', url: `/v1/retention/studyplan/${cell.plan.id}/flashcards/${(await insertCard(cell.plan.id)).id}/approve` }),
    ...access.planStaffTools(),
  },
  'DELETE /v1/retention/studyplan/:id/flashcards/:cardId': {
    request: async (_, cell) => ({ method: 'DELETE', url: `/v1/retention/studyplan/${cell.plan.id}/flashcards/${(await insertCard(cell.plan.id)).id}` }),
    ...access.planStaffTools(),
  },
  // the school glossary: admins only
  'GET /v1/retention/glossary': { request: () => ({ method: 'GET', url: '/v1/retention/glossary' }), ...access.adminOnly() },
  'PUT /v1/retention/glossary/:id': {
    request: async () => ({ method: 'PUT', url: `/v1/retention/glossary/${await insertGlossaryEntry()}`, payload: { term: `term ${unique()}`, meaning: 'meaning' } }),
    ...access.adminOnly(),
  },
  'DELETE /v1/retention/glossary/:id': { request: async () => ({ method: 'DELETE', url: `/v1/retention/glossary/${await insertGlossaryEntry()}` }), ...access.adminOnly() },
  'POST /v1/retention/glossary/import': {
    request: () => ({ method: 'POST', url: '/v1/retention/glossary/import', payload: { language: 'en', meaningLanguage: 'es', csv: `term,meaning\nword ${unique()},palabra` } }),
    ...access.adminOnly(),
  },

  // ---- teaching time, payments, graphs ----
  'POST /v1/activity/teachingtimemonth': { request: () => ({ method: 'POST', url: '/v1/activity/teachingtimemonth', payload: MONTH }), ...access.staff() },
  'POST /v1/activity/download/teachingtimemonth': { request: () => ({ method: 'POST', url: '/v1/activity/download/teachingtimemonth', payload: MONTH }), ...access.staff() },
  'POST /v1/activity/lessonhistory': {
    request: (_, cell) => ({ method: 'POST', url: '/v1/activity/lessonhistory', payload: { teacherId: cell.teacherOf.id, ...MONTH } }),
    ...access.ownTeacher(),
  },
  'POST /v1/teacherpayment/markpaid': {
    request: async (_, cell) => {
      // a fresh held lesson in a month of its own (long over): marking it paid closes that month
      const n = unique();
      const at = Date.UTC(1970 + Math.floor(n / 12), n % 12, 15, 10);
      await cell.activity({ is_completed: 1, completed_at: at, start_time: at, outcome: 'held', teacher_id: cell.teacherOf.id });
      const when = new Date(at);
      return { method: 'POST', url: '/v1/teacherpayment/markpaid', payload: { teacherId: cell.teacherOf.id, month: when.getUTCMonth() + 1, year: when.getUTCFullYear() } };
    },
    ...access.adminOnly(),
  },
  'POST /v1/teacherpayment/marksinglepaid': {
    request: async (_, cell) => {
      // a lesson a closed period pays: marking it paid answers its state
      const activity = await cell.activity({ is_completed: 1, completed_at: TEST_NOW, outcome: 'held', teacher_id: cell.teacherOf.id });
      const period = await closedPeriodOf(cell.teacherOf);
      await app.db.insertInto('pay_period_lessons').values({
        period_id: period, activity_id: activity.id, start_time: TEST_NOW, title: 'Paid', kind: 'individual', outcome: 'held', hours: 1, rate_per_hour: null, share_percent: 100, amount: 0,
      }).execute();
      return { method: 'POST', url: '/v1/teacherpayment/marksinglepaid', payload: { activityId: activity.id } };
    },
    ...access.adminOnly(),
  },
  // pay: rates, open pay and payslips are the admins' and the teacher's own; students see none
  'GET /v1/pay/rates/:teacherId': {
    request: (_, cell) => ({ method: 'GET', url: `/v1/pay/rates/${cell.teacherOf.id}` }),
    ...access.ownTeacher(),
  },
  'POST /v1/pay/rates': {
    request: (_, cell) => ({ method: 'POST', url: '/v1/pay/rates', payload: { teacherId: cell.teacherOf.id, amountPerHour: 2500, effectiveFrom: uniqueDay() } }),
    ...access.adminOnly(201),
  },
  'DELETE /v1/pay/rates/:id': {
    request: async (_, cell) => {
      const rate = await app.db.insertInto('pay_rates').values({ teacher_id: cell.teacherOf.id, kind: null, amount_per_hour: 1, effective_from: uniqueDay(), created_by: null, created_at: TEST_NOW }).returning('id').executeTakeFirstOrThrow();
      return { method: 'DELETE', url: `/v1/pay/rates/${rate.id}` };
    },
    ...access.adminOnly(),
  },
  'GET /v1/pay/open/:teacherId': {
    request: (_, cell) => ({ method: 'GET', url: `/v1/pay/open/${cell.teacherOf.id}` }),
    ...access.ownTeacher(),
  },
  'POST /v1/pay/periods/close': {
    request: async (_, cell) => {
      // a fresh month (long over) with a held lesson, so there is always something to close
      const n = unique();
      const [year, month] = [1970 + Math.floor(n / 12), (n % 12) + 1];
      const at = Date.UTC(year, month - 1, 15);
      await cell.activity({ is_completed: 1, outcome: 'held', start_time: at, completed_at: at, teacher_id: cell.teacherOf.id });
      return { method: 'POST', url: '/v1/pay/periods/close', payload: { teacherId: cell.teacherOf.id, year, month } };
    },
    ...access.adminOnly(),
  },
  'GET /v1/pay/periods': { request: () => ({ method: 'GET', url: '/v1/pay/periods' }), ...access.staff() },
  'POST /v1/pay/adjustments': {
    request: (_, cell) => ({ method: 'POST', url: '/v1/pay/adjustments', payload: { teacherId: cell.teacherOf.id, amount: 100, reason: 'Bonus' } }),
    ...access.adminOnly(201),
  },
  'GET /v1/pay/payslips/:id': {
    request: async (_, cell) => ({ method: 'GET', url: `/v1/pay/payslips/${await closedPeriodOf(cell.teacherOf)}` }),
    ...access.ownTeacher(),
  },
  'GET /v1/pay/payslips/:id/:format': {
    request: async (_, cell) => ({ method: 'GET', url: `/v1/pay/payslips/${await closedPeriodOf(cell.teacherOf)}/csv` }),
    ...access.ownTeacher(),
  },
  'GET /v1/activity/teachingtimegraph': { request: () => ({ method: 'GET', url: '/v1/activity/teachingtimegraph' }), ...access.adminOnly() },
  'POST /v1/activity/teachingtimechart': { request: () => ({ method: 'POST', url: '/v1/activity/teachingtimechart', payload: MONTH }), ...access.adminOnly() },

  // ---- calendar ----
  'POST /v1/calendar/monthview': { request: (_, cell) => ({ method: 'POST', url: '/v1/calendar/monthview', payload: { scope: scopeOf(cell), ...MONTH } }), ...access.ownPeople() },
  'POST /v1/calendar/agenda': { request: (_, cell) => ({ method: 'POST', url: '/v1/calendar/agenda', payload: { scope: scopeOf(cell), ...MONTH } }), ...access.ownPeople() },
  'GET /v1/calendar/feed': { request: () => ({ method: 'GET', url: '/v1/calendar/feed' }), ...access.signedIn() },
  // a guardian's feed holds their linked students' lessons (docs/product-rules.md#r-cal-5)
  'POST /v1/calendar/feed': { request: () => ({ method: 'POST', url: '/v1/calendar/feed' }), anonymous: 401, admin: 403, teacher: 201, student: 201, guardian: 201 },
  'DELETE /v1/calendar/feed': { request: () => ({ method: 'DELETE', url: '/v1/calendar/feed' }), ...access.signedIn() },

  // ---- review ----
  'GET /v1/review/queue': { request: () => ({ method: 'GET', url: '/v1/review/queue' }), anonymous: 401, admin: 403, teacher: 403, student: 200, guardian: 403 },
  'POST /v1/review/cards/:cardId/grade': {
    request: async (_, cell) => ({ method: 'POST', url: `/v1/review/cards/${await reviewableCard(cell)}/grade`, payload: { grade: 3 } }),
    anonymous: 401,
    admin: 403,
    teacher: 403,
    // another plan's card answers as a missing one
    student: [200, 404],
    guardian: 403,
  },
  // another plan's card is dropped from the batch with a note (its review not kept), not refused
  'POST /v1/review/reviews': {
    request: async (_, cell) => ({
      method: 'POST',
      url: '/v1/review/reviews',
      payload: { reviews: [{ id: `matrix-${unique()}-review`, cardId: await reviewableCard(cell), grade: 3, reviewedAt: new Date(TEST_NOW).toISOString() }] },
    }),
    anonymous: 401,
    admin: 403,
    teacher: 403,
    student: 200,
    guardian: 403,
  },
  'POST /v1/review/forecast': { request: (_, cell) => ({ method: 'POST', url: '/v1/review/forecast', payload: { studyPlanIds: [cell.plan.id] } }), ...access.planStaffTools() },
  // ---- dictionary admin ----
  // the cacheable GET of the public dictionary: the sign-in page reads it too
  'GET /v1/dictionary/dictionarydata/:language': { request: () => ({ method: 'GET', url: '/v1/dictionary/dictionarydata/es' }), ...access.public() },
  'POST /v1/dictionary/translations': {
    request: () => ({ method: 'POST', url: '/v1/dictionary/translations', payload: { search: 'log', missingOnly: true } }),
    ...access.adminOnly(),
  },
  'PUT /v1/dictionary/translations': {
    request: () => ({ method: 'PUT', url: '/v1/dictionary/translations', payload: { language: 'es', baseConstant: 'Log out', text: `Cerrar sesión ${unique()}` } }),
    ...access.adminOnly(),
  },
  'POST /v1/dictionary/languages': {
    request: () => ({ method: 'POST', url: '/v1/dictionary/languages', payload: { code: `zz-n${String(unique()).padStart(4, '0')}`, name: 'Test language' } }),
    ...access.adminOnly(201),
  },
  'GET /v1/dictionary/progress': { request: () => ({ method: 'GET', url: '/v1/dictionary/progress' }), ...access.adminOnly() },
  // ---- guardians (docs/product-rules.md#r-guard-1): admins link them; a guardian lists their own ----
  'GET /v1/guardian/students': { request: () => ({ method: 'GET', url: '/v1/guardian/students' }), anonymous: 401, admin: 403, teacher: 403, student: 403, guardian: 200 },
  'GET /v1/guardians/:guardianId/students': { request: (school) => ({ method: 'GET', url: `/v1/guardians/${school.guardian.id}/students` }), ...access.adminOnly() },
  'POST /v1/guardians/:guardianId/students': {
    request: async (school) => {
      const guardian = await insertUser(appDb(), { profile: 'guardian' });
      return { method: 'POST', url: `/v1/guardians/${guardian.id}/students`, payload: { studentId: school.otherStudent.id } };
    },
    ...access.adminOnly(),
  },
  'DELETE /v1/guardians/:guardianId/students/:studentId': {
    request: async (school) => {
      const guardian = await insertUser(appDb(), { profile: 'guardian' });
      await appDb().insertInto('guardian_students').values({ guardian_id: guardian.id, student_id: school.student.id }).execute();
      return { method: 'DELETE', url: `/v1/guardians/${guardian.id}/students/${school.student.id}` };
    },
    ...access.adminOnly(),
  },
  'GET /v1/people-import/template': { request: () => ({ method: 'GET', url: '/v1/people-import/template' }), ...access.adminOnly() },
  'POST /v1/people-import/preview': { request: () => importRequest('/v1/people-import/preview'), ...access.adminOnly() },
  'POST /v1/people-import': { request: () => importRequest('/v1/people-import'), ...access.adminOnly() },
  // ---- a person's data (docs/product-rules.md#r-privacy-7): themself, a guardian's linked student, an admin anyone; a teacher no one else ----
  'POST /v1/privacy/exports': { request: (_, cell) => ({ method: 'POST', url: '/v1/privacy/exports', payload: { personId: cell.person.id } }), ...access.ownPeople(201) },
  // a finished copy: its requester (the caller on their own side), the person it is about, or an admin
  'GET /v1/privacy/exports/:id/file': {
    request: async (_, cell) => ({ method: 'GET', url: `/v1/privacy/exports/${await finishedExport(cell)}/file` }),
    ...access.ownPeople(),
    teacher: [200, 404],
    student: [200, 404],
    guardian: [200, 404],
  },
  'POST /v1/privacy/erasures': {
    request: async (_, cell) => ({ method: 'POST', url: '/v1/privacy/erasures', payload: { personId: await erasureTarget(cell) } }),
    ...access.ownPeople(201),
  },
  'GET /v1/privacy/people/:id/requests': { request: (_, cell) => ({ method: 'GET', url: `/v1/privacy/people/${cell.person.id}/requests` }), ...access.ownPeople() },
  'POST /v1/privacy/requests': { request: () => ({ method: 'POST', url: '/v1/privacy/requests', payload: {} }), ...access.adminOnly() },
  'POST /v1/privacy/requests/:id/approve': { request: async () => ({ method: 'POST', url: `/v1/privacy/requests/${await askedErasure()}/approve` }), ...access.adminOnly() },
  'POST /v1/privacy/requests/:id/refuse': { request: async () => ({ method: 'POST', url: `/v1/privacy/requests/${await askedErasure()}/refuse` }), ...access.adminOnly() },
  'POST /v1/privacy/audit': { request: () => ({ method: 'POST', url: '/v1/privacy/audit', payload: {} }), ...access.adminOnly() },
  'GET /v1/privacy/settings': { request: () => ({ method: 'GET', url: '/v1/privacy/settings' }), ...access.adminOnly() },
  'PUT /v1/privacy/settings': { request: () => ({ method: 'PUT', url: '/v1/privacy/settings', payload: { retentionYears: 6, leaversAfterMonths: null } }), ...access.adminOnly() },
  'GET /v1/privacy/leavers': { request: () => ({ method: 'GET', url: '/v1/privacy/leavers' }), ...access.adminOnly() },
};

/** A finished copy about the cell's person, asked by the caller on their own side (by the person on the other), with its file. */
async function finishedExport(cell: Cell): Promise<number> {
  const name = `${String(unique()).padStart(32, '0')}.zip`;
  const dir = path.join(path.dirname(app.uploads.dir), 'exports');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), 'zip');
  const requester = cell.own && cell.user ? cell.user.id : cell.person.id;
  const row = await appDb()
    .insertInto('privacy_requests')
    .values({ kind: 'export', person_id: cell.person.id, person_label: 'Student 0000', requested_by: requester, state: 'done', created_at: TEST_NOW, due_at: TEST_NOW, decided_by: null, file_name: name, expires_at: Date.now() + 86_400_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whom an erasure request names: the cell's person (their open requests cleared first), or for an admin, whose requests are approved and run at once, someone of their own. */
async function erasureTarget(cell: Cell): Promise<number> {
  if (cell.role === 'admin') return (await insertUser(appDb())).id;
  await appDb().deleteFrom('privacy_requests').where('person_id', '=', cell.person.id).execute();
  return cell.person.id;
}

/** An asked erasure of someone of its own, waiting for an admin. */
async function askedErasure(): Promise<number> {
  const person = await insertUser(appDb());
  const row = await appDb()
    .insertInto('privacy_requests')
    .values({ kind: 'erasure', person_id: person.id, person_label: 'Student 0000', requested_by: person.id, state: 'requested', created_at: TEST_NOW, due_at: TEST_NOW, decided_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A people import of one new teacher (a fresh e-mail each time), as the admin's page sends it. */
function importRequest(url: string): Request {
  const file = `type,first name,last name,email\nteacher,Ines,Import,import-${unique()}@example.org\n`;
  const { payload, headers } = multipart({}, { field: 'file', filename: 'people.csv', type: 'text/csv', data: Buffer.from(file) });
  return { method: 'POST', url, payload, headers };
}

/** Turns the plan's "guardians may answer progress questions" on or off. */
async function guardiansAnswer(planId: number, on: boolean) {
  await appDb().updateTable('study_plans').set({ guardians_answer: on ? 1 : 0 }).where('id', '=', planId).execute();
}

/**
 * An answer to a fresh question of the cell's plan, with guardians allowed to answer or not;
 * for the plan's member: a student themself, staff and guardians someone they answer for.
 */
function answerRequest(guardiansMayAnswer: boolean): Row['request'] {
  return async (school, cell) => {
    await guardiansAnswer(cell.plan.id, guardiansMayAnswer);
    const question = await insertQuestion(cell.plan.id);
    const userId = cell.own ? school.student.id : school.otherStudent.id;
    return { method: 'POST', url: `/v1/progresstracking/${cell.plan.id}`, payload: { userId, answers: [{ questionId: question.id, text: '50' }] } };
  };
}

/** A fresh question at the end of the plan's list. */
async function insertQuestion(planId: number) {
  const position = unique();
  return appDb()
    .insertInto('progress_questions')
    .values({ study_plan_id: planId, text: `Question ${position}`, type: 'PERCENT', unit: null, position, created_at: TEST_NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A fresh card of the plan (waiting for approval unless `approved`), from a sentence that offers other words to ask about. */
async function insertGlossaryEntry(): Promise<number> {
  const term = `entry ${unique()}`;
  const row = await appDb()
    .insertInto('school_glossary')
    .values({ language: 'en', meaning_language: 'es', term, term_key: term, meaning: 'entrada', source: 'admin', updated_by: null, updated_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertCard(planId: number, approved: 0 | 1 = 0) {
  return appDb()
    .insertInto('flashcards')
    .values({
      study_plan_id: planId,
      kind: 'cloze',
      front: 'The children visited the _____ yesterday.',
      back: 'museum',
      source_sentence: 'The children visited the museum yesterday.',
      target: 'museum',
      approved,
      updated_at: TEST_NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The calendar of the person targeted: a student's as a student scope, anyone else's as a teacher scope. */
function scopeOf(cell: Cell) {
  return cell.person.profile === 'student' ? { kind: 'student', studentId: cell.person.id } : { kind: 'teacher', teacherId: cell.person.id };
}

/** 'POST /v1/activity/copy completed' → 'POST /v1/activity/copy': a second row of a route, for another kind of request to it. */
function routeOf(row: string): string {
  return row.split(' ').slice(0, 2).join(' ');
}

let app: FastifyInstance;
const appDb = () => app.db;
const registered: string[] = [];
let school: School;

beforeAll(async () => {
  app = await buildTestApp({}, {
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // HEAD routes are the ones Fastify adds beside each GET: same handler, same rules
      for (const method of methods) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
  // group plans (of one student each), so attendance applies
  // plan "own" is co-taught (the co-teacher column)
  school = await seedSchool(app, { plan: { is_group: 1 }, otherPlan: { is_group: 1 }, coTeachers: [{ first_name: 'Co' }] });
});
afterAll(() => app.close());

function cellOf(role: Role, own: boolean): Cell {
  const s = school;
  const user = role === 'anonymous' ? null : s[role];
  const plan = own ? s.plan : s.otherPlan;
  // a guardian's own side is their linked student's
  const self = role === 'student' || role === 'guardian' ? s.student : s.teacher;
  const counterpart = role === 'student' || role === 'guardian' ? s.otherStudent : s.otherTeacher;
  const person = role === 'teacher' || role === 'student' || role === 'guardian' ? (own ? self : counterpart) : own ? s.teacher : s.otherTeacher;
  const teacherOf = own ? s.teacher : s.otherTeacher;
  return {
    role,
    user,
    own,
    plan,
    person,
    teacherOf,
    activity: (partial = {}) =>
      insertActivity(app.db, { study_plan_id: plan.id, teacher_id: teacherOf.id, start_time: TEST_NOW, lesson_length: 1, ...partial }),
  };
}

/** The teacher on their co-taught plan "own", targeting the co-teacher's lessons and teaching time. */
function coTeacherCell(): Cell {
  const coTeacher = school.coTeachers[0];
  return {
    ...cellOf('teacher', true),
    teacherOf: coTeacher,
    activity: (partial = {}) =>
      insertActivity(app.db, { study_plan_id: school.plan.id, teacher_id: coTeacher.id, start_time: TEST_NOW, lesson_length: 1, ...partial }),
  };
}

async function run(role: Role, own: boolean, row: Row, cell = cellOf(role, own)): Promise<LightMyRequestResponse> {
  const request = await row.request(school, cell);
  const headers = { ...request.headers, ...(cell.user ? await cookieOf(app, cell.user) : {}) };
  return app.inject({ method: request.method, url: request.url, headers, ...(request.payload ? { payload: request.payload } : {}) });
}

const expectedOf = (expected: Expected, own: boolean) => (Array.isArray(expected) ? expected[own ? 0 : 1] : expected);

test('every registered route has a row in the matrix, and every row a route', () => {
  const routes = [...new Set(registered)].sort();
  expect(routes.length).toBeGreaterThan(40);
  const missing = routes.filter((route) => !(route in MATRIX));
  expect({ routesWithoutARow: missing }).toEqual({ routesWithoutARow: [] });
  const stale = Object.keys(MATRIX).filter((route) => !routes.includes(routeOf(route)));
  expect({ rowsWithoutARoute: stale }).toEqual({ rowsWithoutARoute: [] });
});

test('every route answers each role, on its own and on others\' data, with the status of its row', async () => {
  const wrong: string[] = [];
  let cells = 0;
  for (const [route, row] of Object.entries(MATRIX)) {
    for (const role of ROLES) {
      for (const own of [true, false]) {
        const res = await run(role, own, row);
        cells += 1;
        const expected = expectedOf(row[role], own);
        if (res.statusCode !== expected) wrong.push(`${route} as ${role} (${own ? 'own' : 'other'}): ${res.statusCode}, expected ${expected} — ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 400) {
          // errors are { message }, never a stack
          expect(res.json()).toEqual({ message: expect.any(String) });
        }
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(cells).toBe(Object.keys(MATRIX).length * ROLES.length * 2);
});

test("the co-teacher column: a teacher reads, plans and comments on a co-taught plan, but changes none of a co-teacher's lessons", async () => {
  const wrong: string[] = [];
  for (const [route, row] of Object.entries(MATRIX)) {
    const res = await run('teacher', true, row, coTeacherCell());
    const expected = row.coTeacher ?? expectedOf(row.teacher, true);
    if (res.statusCode !== expected) wrong.push(`${route} as co-teacher: ${res.statusCode}, expected ${expected} — ${res.body.slice(0, 120)}`);
    if (res.statusCode >= 400) expect(res.json()).toEqual({ message: expect.any(String) });
  }
  expect(wrong).toEqual([]);
});
