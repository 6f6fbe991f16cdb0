import fs from 'node:fs';
import path from 'node:path';
import { PROFILE_PICTURE_MAX_BYTES } from '@studydesk/shared/contracts';
import { insertUser } from '../../helpers/app';
import { isWebp, picture } from '../../helpers/images';
import { multipart, type FilePart } from '../../helpers/multipart';
import { useSchool } from '../../helpers/school';
import { callerOf, sessionFor, type Caller } from '../../helpers/session';

jest.setTimeout(60000);

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
let PNG: Buffer;
let JPEG: Buffer;
beforeAll(async () => {
  PNG = await picture(40, 30, 'png');
  JPEG = await picture(30, 40, 'jpeg');
});

const school = useSchool({ people: { teacher: { first_name: 'Tina' } } }, { each: true });

const update = (who: Caller, fields: Record<string, string | number | boolean>, file?: FilePart) => {
  const body = multipart(fields, file);
  return school.app.inject({ method: 'POST', url: '/v1/auth/update/users', headers: { ...who.headers, ...body.headers }, payload: body.payload });
};

describe('POST /v1/auth/update/users', () => {
  test('a user updates their own names, title and language; search_text follows', async () => {
    const res = await update(school.as.teacher, { firstName: 'Zoë', lastName: 'Ångström', title: 'Senior tutor', language: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: school.teacher.id, firstName: 'Zoë', lastName: 'Ångström', title: 'Senior tutor', language: 'de' });
    const row = await school.app.db.selectFrom('users').select('search_text').where('id', '=', school.teacher.id).executeTakeFirstOrThrow();
    expect(row.search_text).toBe(`zoe angstrom ${school.teacher.email} senior tutor`);
  });

  test('JSON works too, for calls without a picture', async () => {
    const res = await school.as.teacher.post('/v1/auth/update/users', { title: 'Tutor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.title).toBe('Tutor');
  });

  test('a PNG picture is stored, re-encoded, under a random name and served with its type and nosniff', async () => {
    const res = await update(school.as.teacher, {}, { filename: '../../evil.png', type: 'image/png', data: PNG });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.profilepic;
    // site-relative, whatever PUBLIC_URL says: it loads on any address the school is reached at
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const name = url.split('/').pop() as string;
    const stored = fs.readFileSync(path.join(school.app.uploads.dir, name));
    expect(isWebp(stored)).toBe(true);
    const served = await school.as.admin.get(`/uploads/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // what is served is what was re-encoded
    expect(served.rawPayload).toEqual(stored);
    expect((await school.anonymous.get(`/uploads/${name}`)).statusCode).toBe(401);

    // a new picture replaces the file; removing it clears the URL
    const jpeg = await update(school.as.teacher, {}, { filename: 'me.jpg', type: 'image/jpeg', data: JPEG });
    expect(jpeg.json().user.profilepic).toMatch(/\.webp$/);
    expect(fs.existsSync(path.join(school.app.uploads.dir, name))).toBe(false);
    const removed = await update(school.as.teacher, { removeProfilepic: true });
    expect(removed.json().user.profilepic).toBeNull();
  });

  test('415 for SVG or anything else that is not PNG/JPEG/WebP, whatever it claims to be', async () => {
    const svg = await update(school.as.teacher, {}, { filename: 'me.png', type: 'image/png', data: SVG });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toMatch(/PNG, JPEG or WebP/);
    const svgDeclared = await update(school.as.teacher, {}, { filename: 'me.svg', type: 'image/svg+xml', data: SVG });
    expect(svgDeclared.statusCode).toBe(415);
    expect(fs.existsSync(school.app.uploads.dir) ? fs.readdirSync(school.app.uploads.dir) : []).toEqual([]);
  });

  test('413 for a picture over 2 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES, 0)]);
    const res = await update(school.as.teacher, {}, { filename: 'big.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  test('400 with a message, never 500, for a form cut short or without its boundary', async () => {
    const body = multipart({ firstName: 'Cut' }, { filename: 'me.png', type: 'image/png', data: PNG });
    const truncated = await school.app.inject({
      method: 'POST',
      url: '/v1/auth/update/users',
      headers: { ...school.as.teacher.headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 40),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ message: expect.stringMatching(/form data/) });
    const noBoundary = await school.app.inject({
      method: 'POST',
      url: '/v1/auth/update/users',
      headers: { ...school.as.teacher.headers, 'content-type': 'multipart/form-data' },
      payload: body.payload,
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ message: expect.any(String) });
    const row = await school.app.db.selectFrom('users').select('first_name').where('id', '=', school.teacher.id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Tina');
  });

  test('multipart is refused on routes that take no uploads', async () => {
    const body = multipart({ email: 'a@b.co', password: 'whatever1' });
    const res = await school.app.inject({ method: 'POST', url: '/v1/auth/login', headers: body.headers, payload: body.payload });
    expect(res.statusCode).toBe(415);
  });

  test('others: only admins; 404 for no such user; 400 for bad fields', async () => {
    const student = await insertUser(school.app.db, { profile: 'student' });
    const forbidden = await update(school.as.teacher, { id: student.id, firstName: 'Hacked' });
    expect(forbidden.statusCode).toBe(403);
    const ok = await update(school.as.admin, { id: student.id, firstName: 'Renamed' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: student.id, firstName: 'Renamed' });
    expect((await update(school.as.admin, { id: 999999, firstName: 'X' })).statusCode).toBe(404);
    expect((await update(school.as.admin, { id: 'abc' })).statusCode).toBe(400);
    expect((await update(school.as.admin, { id: student.id, profile: 'root' })).statusCode).toBe(400);
    expect((await update(school.as.admin, { id: student.id, language: 'not a language' })).statusCode).toBe(400);
    expect((await update(school.as.admin, { unknownField: 'x' })).statusCode).toBe(400);
  });

  test('nobody changes their own profile type or archived flag; non-admins not their email either', async () => {
    expect((await update(school.as.teacher, { profile: 'admin' })).statusCode).toBe(403);
    expect((await update(school.as.teacher, { isArchived: true })).statusCode).toBe(403);
    expect((await update(school.as.teacher, { email: 'new@example.test' })).statusCode).toBe(403);
    // sending the current values is not a change
    expect((await update(school.as.teacher, { profile: 'teacher', isArchived: false, email: school.teacher.email })).statusCode).toBe(200);
    const second = await insertUser(school.app.db, { profile: 'admin' });
    expect((await update(await callerOf(school.app, second), { profile: 'teacher' })).statusCode).toBe(403);
  });

  test('admins change email (409 when taken), profile type and archived state; archiving signs the user out', async () => {
    const other = await insertUser(school.app.db, { email: 'taken@example.test' });
    const dup = await update(school.as.admin, { id: school.teacher.id, email: 'TAKEN@example.test' });
    expect(dup.statusCode).toBe(409);
    const email = await update(school.as.admin, { id: school.teacher.id, email: 'Tina@Example.test' });
    expect(email.json().user.email).toBe('tina@example.test');
    const promoted = await update(school.as.admin, { id: other.id, profile: 'teacher' });
    expect(promoted.json().user.profile).toBe('teacher');
    const archived = await update(school.as.admin, { id: school.teacher.id, isArchived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().user.isArchived).toBe(true);
    const after = await school.as.teacher.get(`/v1/user/data/${school.teacher.id}`);
    expect(after.statusCode).toBe(401);
  });

  test("an admin changing a user's email ends that user's sessions, as a new password does", async () => {
    const student = await insertUser(school.app.db, { profile: 'student' });
    const studentCookie = await sessionFor(school.app, student);
    const data = (cookie: string) => school.app.inject({ method: 'GET', url: `/v1/user/data/${student.id}`, headers: { cookie } });
    expect((await data(studentCookie)).statusCode).toBe(200);
    expect((await update(school.as.admin, { id: student.id, firstName: 'Renamed' })).statusCode).toBe(200);
    expect((await data(studentCookie)).statusCode).toBe(200);
    expect((await update(school.as.admin, { id: student.id, email: 'moved@example.test' })).statusCode).toBe(200);
    expect((await data(studentCookie)).statusCode).toBe(401);
    // an admin changing their own email keeps the session they did it with
    expect((await update(school.as.admin, { email: 'boss@example.test' })).statusCode).toBe(200);
    expect((await school.as.admin.get(`/v1/user/data/${school.admin.id}`)).statusCode).toBe(200);
  });

  test('the last active admin cannot be archived or demoted (400)', async () => {
    const lone = await update(school.as.admin, { profile: 'teacher' });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().message).toMatch(/last active admin/);
    expect((await update(school.as.admin, { isArchived: true })).statusCode).toBe(400);
    // with a second admin, one may be archived by the other; then the remaining one is the last again
    const second = await insertUser(school.app.db, { profile: 'admin' });
    expect((await update(school.as.admin, { id: second.id, isArchived: true })).statusCode).toBe(200);
    const row = await school.app.db.selectFrom('users').select(['profile', 'archived']).where('id', '=', school.admin.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ profile: 'admin', archived: 0 });
    expect((await update(school.as.admin, { profile: 'student' })).statusCode).toBe(400);
  });
});
