import { insertActivity } from '../helpers/app';
import { useSchool } from '../helpers/school';

// JSON bodies are taken as typed (nothing coerced), text people type is one clean line,
// titles are required, and a language is checked the same way wherever it is set.
describe(`request validation (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({ plan: { title: 'Untouched' } });
  const send = (method: 'POST' | 'PATCH', url: string, payload: object, who = school.as.admin) => who.request(method, url, payload);

  it('does not coerce JSON body types: true, "1" and 1.5 are not ids', async () => {
    for (const id of [true, '1', 1.5, [school.plan.id]]) {
      const res = await send('PATCH', '/v1/studyplan/update', { id, title: 'Changed' });
      expect(res.statusCode).toBe(400);
    }
    const stored = await school.app.db.selectFrom('study_plans').select('title').where('id', '=', school.plan.id).executeTakeFirstOrThrow();
    expect(stored.title).toBe('Untouched');
    const asJson = await send('POST', '/v1/auth/update/users', { id: true, firstName: 'X' });
    expect(asJson.statusCode).toBe(400);
  });

  it('still converts path parameters and query strings, which are text', async () => {
    const res = await school.as.admin.get(`/v1/user/data/${school.teacher.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(school.teacher.id);
  });

  it('refuses path and query numbers that are not finite ("Infinity", "1e400") as it refuses ones out of range', async () => {
    for (const id of ['Infinity', '-Infinity', '1e400', '2147483648']) {
      const res = await school.as.admin.get(`/v1/user/data/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid params: id /);
    }
    expect((await school.as.admin.get(`/v1/user/data/1e9`)).statusCode).toBe(404); // written that way but finite: just not found
  });

  it('refuses control characters, bidi overrides and lone surrogates in names, titles and codes', async () => {
    const bad = ['Ann\u0000', 'Ann\u202Eevil', 'Ann\u2066x', 'Ann\uD800', 'Ann\uDC00x', 'Line\nbreak', 'Tab\there'];
    for (const text of bad) {
      expect((await send('POST', '/v1/auth/register', { firstName: text, lastName: 'L', email: `x${bad.indexOf(text)}@example.test`, profile: 'student' })).statusCode).toBe(400);
      expect((await send('PATCH', '/v1/studyplan/update', { id: school.plan.id, title: text })).statusCode).toBe(400);
      expect((await send('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: text }, school.as.teacher)).statusCode).toBe(400);
      expect((await send('POST', '/v1/auth/update/users', { id: school.teacher.id, title: text })).statusCode).toBe(400);
    }
    expect(await school.app.db.selectFrom('users').select('id').where('last_name', '=', 'L').execute()).toEqual([]);
    // letters from any script, accents and emoji (a proper surrogate pair) are fine
    const ok = await send('POST', '/v1/auth/register', { firstName: 'Zoë 😀', lastName: 'Núñez 李', email: 'ok@example.test', profile: 'student', sendInvitation: false });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.firstName).toBe('Zoë 😀');
    // multi-line text keeps its line breaks but not NUL
    const notes = await send('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'Notes', description: 'one\ntwo\tthree' }, school.as.teacher);
    expect(notes.statusCode).toBe(201);
    expect((await send('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle: 'Notes', description: 'nul\u0000' }, school.as.teacher)).statusCode).toBe(400);
  });

  it('requires a lesson title: empty, blank and null are refused', async () => {
    for (const lessonTitle of ['', '   ', null]) {
      expect((await send('POST', '/v1/activity/create', { studyPlanId: school.plan.id, lessonTitle }, school.as.teacher)).statusCode).toBe(400);
    }
    const lesson = await insertActivity(school.app.db, { study_plan_id: school.plan.id, teacher_id: school.teacher.id });
    expect((await send('PATCH', '/v1/activity/update', { id: lesson.id, lessonTitle: '' }, school.as.teacher)).statusCode).toBe(400);
    expect((await send('PATCH', '/v1/activity/update', { id: lesson.id, lessonTitle: null }, school.as.teacher)).statusCode).toBe(400);
  });

  it('checks a language the same way in settings, register and user updates', async () => {
    const teacherSettings = await school.as.teacher.patch('/v1/user/settings', { language: 'zz' });
    expect(teacherSettings.statusCode).toBe(400);
    const update = await send('POST', '/v1/auth/update/users', { id: school.teacher.id, language: 'zz' });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe(teacherSettings.json().message);
    const register = await send('POST', '/v1/auth/register', { firstName: 'A', lastName: 'B', email: 'zz@example.test', profile: 'student', language: 'zz' });
    expect(register.statusCode).toBe(400);
    expect((await send('POST', '/v1/auth/update/users', { id: school.teacher.id, language: 'en' })).statusCode).toBe(200);
  });

  it('answers a path parameter too long for the router with { message }, not Fastify\'s own body', async () => {
    const res = await school.as.admin.get(`/v1/activity/${'x'.repeat(5000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'This address is too long' });
  });
});
