import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_BYTES } from '@studydesk/shared/contracts';
import { IMPORT_URL, PREVIEW_URL, sendImportFile } from '../../helpers/people-import';
import { useSchool } from '../../helpers/school';

/** 3 students, a teacher, a guardian of two of them and a group, as a school's sheet holds them. */
const SCHOOL_FILE = [
  'type;first name;last name;email;language;date of birth;students;group name;teacher;members;groups',
  'student;Anna;Müller;anna@example.org;de;14/03/2013;;;;;A1 Morning',
  'student;Ben;Müller;ben@example.org;;01/09/2015;;;;;',
  'student;Carla;Ruiz;carla@example.org;es;;;;;;',
  'teacher;José;García;jose@example.org;es;;;;;;',
  'guardian;Maria;Müller;maria@example.org;de;;anna@example.org|ben@example.org;;;;',
  'group;;;;;;;A1 Morning;jose@example.org;carla@example.org;',
].join('\r\n');

const emails = ['anna@example.org', 'ben@example.org', 'carla@example.org', 'jose@example.org', 'maria@example.org'];

async function countsOf(app: FastifyInstance) {
  const users = await app.db.selectFrom('users').select(['email']).where('email', 'in', emails).execute();
  const plans = await app.db.selectFrom('study_plans').select('id').where('code', '=', 'A1-MORNING').execute();
  const jobs = await app.db.selectFrom('jobs').select(['name', 'payload']).where('name', '=', 'invitation-mail').execute();
  return { users: users.length, plans: plans.length, jobs: jobs.length };
}

describe('POST /v1/people-import/preview (docs/product-rules.md#r-import-2)', () => {
  const school = useSchool({}, { each: true });

  it('answers each row with what would be done and the counts, and writes nothing', async () => {
    const res = await sendImportFile(school.app, school.as.admin.headers, PREVIEW_URL, SCHOOL_FILE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.separator).toBe(';');
    expect(body.encoding).toBe('utf-8');
    expect(body.rows.map((row: { line: number; kind: string; name: string; action: string }) => [row.line, row.kind, row.name, row.action])).toEqual([
      [2, 'student', 'Anna Müller', 'create'],
      [3, 'student', 'Ben Müller', 'create'],
      [4, 'student', 'Carla Ruiz', 'create'],
      [5, 'teacher', 'José García', 'create'],
      [6, 'guardian', 'Maria Müller', 'create'],
      [7, 'group', 'A1 Morning', 'create'],
    ]);
    expect(body.counts).toEqual({
      create: { student: 3, teacher: 1, guardian: 1, group: 1 },
      update: { student: 0, teacher: 0, guardian: 0, group: 0 },
      skip: 0, invalid: 0, links: 4,
    });
    expect(await countsOf(school.app)).toEqual({ users: 0, plans: 0, jobs: 0 });
  });

  it('marks an existing user with update or skip, and one of another kind as a problem', async () => {
    const file = ['type,first name,last name,email', `student,S,Tudent,${school.student.email}`, `teacher,S,Tudent,${school.otherStudent.email.toUpperCase()}`].join('\n');
    const res = await sendImportFile(school.app, school.as.admin.headers, PREVIEW_URL, file, { existing: 'update' });
    const rows = res.json().rows;
    expect(rows.map((row: { action: string; existing: boolean; problems: Array<{ code: string }> }) => [row.action, row.existing, row.problems.map((p) => p.code)])).toEqual([
      ['update', true, ['existingUser']],
      ['invalid', false, ['existingOtherKind']],
    ]);
    expect(rows[1].problems[0]).toEqual({ code: 'existingOtherKind', column: 'email', message: 'This e-mail belongs to a user of another type', params: {} });
  });

  it('refuses a teacher (403) and a file over the limit (413), with a message', async () => {
    const asTeacher = await sendImportFile(school.app, school.as.teacher.headers, PREVIEW_URL, SCHOOL_FILE);
    expect(asTeacher.statusCode).toBe(403);
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 10, 'a');
    const tooBig = await sendImportFile(school.app, school.as.admin.headers, PREVIEW_URL, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file is larger than 5 MB: split it into several files');
  });

  it('answers 400 with the reason for a file it cannot read, and for bad options', async () => {
    const noType = await sendImportFile(school.app, school.as.admin.headers, PREVIEW_URL, 'name,email\nA,a@example.org\n');
    expect([noType.statusCode, noType.json().message]).toEqual([400, 'The file has no "type" column: start from the template']);
    const badOptions = await sendImportFile(school.app, school.as.admin.headers, PREVIEW_URL, SCHOOL_FILE, { existing: 'merge' });
    expect([badOptions.statusCode, badOptions.json().message]).toEqual([400, 'The import options could not be read']);
    const json = await school.as.admin.post(PREVIEW_URL, { file: 'type,email' });
    expect([json.statusCode, json.json().message]).toEqual([400, 'Send the file as multipart/form-data in the field "file"']);
  });
});

describe('POST /v1/people-import (docs/product-rules.md#r-import-3)', () => {
  const school = useSchool({}, { each: true });

  it('writes people, the guardian links and the group with its teacher and members; no passwords, no invitations unless asked', async () => {
    const res = await sendImportFile(school.app, school.as.admin.headers, IMPORT_URL, SCHOOL_FILE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ counts: expect.objectContaining({ create: { student: 3, teacher: 1, guardian: 1, group: 1 } }), invitations: 0 });
    const db = school.app.db;
    const users = await db.selectFrom('users').select(['id', 'email', 'profile', 'first_name', 'language', 'birth_date', 'password_hash']).where('email', 'in', emails).orderBy('email').execute();
    expect(users.map((user) => [user.email, user.profile, user.first_name, user.language, user.birth_date, user.password_hash])).toEqual([
      ['anna@example.org', 'student', 'Anna', 'de', '2013-03-14', null],
      ['ben@example.org', 'student', 'Ben', 'en', '2015-09-01', null],
      ['carla@example.org', 'student', 'Carla', 'es', null, null],
      ['jose@example.org', 'teacher', 'José', 'es', null, null],
      ['maria@example.org', 'guardian', 'Maria', 'de', null, null],
    ]);
    const id = (email: string) => users.find((user) => user.email === email)?.id;
    const links = await db.selectFrom('guardian_students').select('student_id').where('guardian_id', '=', id('maria@example.org') ?? 0).orderBy('student_id').execute();
    expect(links.map((link) => link.student_id)).toEqual([id('anna@example.org'), id('ben@example.org')]);
    const plan = await db.selectFrom('study_plans').select(['id', 'title', 'is_group']).where('code', '=', 'A1-MORNING').executeTakeFirstOrThrow();
    expect([plan.title, plan.is_group]).toEqual(['A1 Morning', 1]);
    const teachers = await db.selectFrom('study_plan_teachers').select('teacher_id').where('study_plan_id', '=', plan.id).execute();
    const members = await db.selectFrom('study_plan_members').select('student_id').where('study_plan_id', '=', plan.id).orderBy('student_id').execute();
    expect(teachers.map((row) => row.teacher_id)).toEqual([id('jose@example.org')]);
    expect(members.map((row) => row.student_id)).toEqual([id('anna@example.org'), id('carla@example.org')]);
    expect((await countsOf(school.app)).jobs).toBe(0);
  });

  it('queues one invitation per new person in the outbox when asked', async () => {
    const res = await sendImportFile(school.app, school.as.admin.headers, IMPORT_URL, SCHOOL_FILE, { sendInvitations: true });
    expect(res.json().invitations).toBe(5);
    const jobs = await school.app.db.selectFrom('jobs').select(['payload', 'state']).where('name', '=', 'invitation-mail').execute();
    const users = await school.app.db.selectFrom('users').select('id').where('email', 'in', emails).execute();
    expect(jobs.map((job) => JSON.parse(job.payload).userId).sort()).toEqual(users.map((user) => user.id).sort());
    expect(jobs.every((job) => job.state === 'queued')).toBe(true);
  });

  it('refuses (400) a file that still has a problem, and writes nothing', async () => {
    const res = await sendImportFile(school.app, school.as.admin.headers, IMPORT_URL, `${SCHOOL_FILE}\r\nstudent;No;Mail;;;;;;;;`, { sendInvitations: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '1 row still has a problem: nothing was imported' });
    expect(await countsOf(school.app)).toEqual({ users: 0, plans: 0, jobs: 0 });
  });

  it('updates an existing user when told to and leaves them when skipped', async () => {
    const file = ['type,first name,last name,email,language', `student,Renamed,Person,${school.student.email},fr`, `student,Other,Name,${school.otherStudent.email},fr`].join('\n');
    const res = await sendImportFile(school.app, school.as.admin.headers, IMPORT_URL, file, { existing: 'update', choices: { 3: 'skip' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toMatchObject({ update: { student: 1 }, skip: 1 });
    const rows = await school.app.db.selectFrom('users').select(['id', 'first_name', 'language']).where('id', 'in', [school.student.id, school.otherStudent.id]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: school.student.id, first_name: 'Renamed', language: 'fr' },
      { id: school.otherStudent.id, first_name: school.otherStudent.first_name, language: school.otherStudent.language },
    ]);
  });

  it('adds existing students to an existing group named on their rows', async () => {
    await school.app.db.updateTable('study_plans').set({ code: 'EVENING', is_group: 1 }).where('id', '=', school.otherPlan.id).execute();
    const file = ['type,first name,last name,email,groups', 'student,New,Member,new.member@example.org,evening'].join('\n');
    const res = await sendImportFile(school.app, school.as.admin.headers, IMPORT_URL, file);
    expect(res.statusCode).toBe(200);
    const members = await school.app.db.selectFrom('study_plan_members').innerJoin('users', 'users.id', 'student_id').select('users.email').where('study_plan_id', '=', school.otherPlan.id).execute();
    expect(members.map((row) => row.email)).toContain('new.member@example.org');
  });

  it('refuses a teacher (403) and writes nothing', async () => {
    const res = await sendImportFile(school.app, school.as.teacher.headers, IMPORT_URL, SCHOOL_FILE);
    expect(res.statusCode).toBe(403);
    expect(await countsOf(school.app)).toEqual({ users: 0, plans: 0, jobs: 0 });
  });
});

describe('GET /v1/people-import/template (docs/product-rules.md#r-import-1)', () => {
  const school = useSchool();

  it('is a CSV that the preview reads without a problem: one example of each kind', async () => {
    const res = await school.as.admin.get('/v1/people-import/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    const preview = await sendImportFile(school.app, school.as.admin.headers, PREVIEW_URL, res.rawPayload);
    expect(preview.json().rows.map((row: { kind: string; action: string }) => [row.kind, row.action])).toEqual([
      ['student', 'create'], ['teacher', 'create'], ['guardian', 'create'], ['group', 'create'],
    ]);
  });
});
