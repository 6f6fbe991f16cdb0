import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';

describe('/v1/dictionary', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    // the languages the interface ships with are there on every start
    await app.db.deleteFrom('dictionary').execute();
    await app.db
      .insertInto('dictionary')
      .values([
        { language: 'es', base_constant: 'Sign in', text: 'Iniciar sesión' },
        { language: 'es', base_constant: 'Log out', text: 'Cerrar sesión' },
        { language: 'en', base_constant: 'Sign in', text: 'Sign in' },
      ])
      .execute();
  });
  afterAll(() => app.close());

  it('answers one language\'s translations without a session (the sign-in page is translated too)', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/dictionary/dictionarydata', payload: { language: 'es' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dictionaryData: {
        results: [
          { baseConstant: 'Log out', text: 'Cerrar sesión' },
          { baseConstant: 'Sign in', text: 'Iniciar sesión' },
        ],
      },
    });
  });

  it('answers an empty dictionary for a language with no rows', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/dictionary/dictionarydata', payload: { language: 'de' } });
    expect(res.json()).toEqual({ dictionaryData: { results: [] } });
  });

  it('rejects a malformed language code with 400 { message }', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/dictionary/dictionarydata', payload: { language: '../etc' } });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('lists the languages', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/dictionary/languagelist' });
    const { languageList } = res.json() as { languageList: Array<{ code: string; name: string }> };
    expect(languageList).toEqual(expect.arrayContaining([{ code: 'en', name: 'English' }, { code: 'es', name: 'Español' }]));
    expect(languageList.map((language) => language.code)).toEqual([...languageList.map((l) => l.code)].sort());
  });

  it('lists every translated key once', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/dictionary/uniquebaseconstants' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: ['Log out', 'Sign in'] });
  });
});
