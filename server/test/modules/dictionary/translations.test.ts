import type { FastifyInstance } from 'fastify';
import { DICTIONARY_SEED } from '../../../src/seed/dictionary';
import { appForAllTests, insertUser } from '../../helpers/app';
import { cookieOf } from '../../helpers/session';

const KEYS = Object.keys(DICTIONARY_SEED.en);
type Row = { baseConstant: string; texts: Record<string, string> };

describe('translation management (admins)', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let teacher: Record<string, string>;

  appForAllTests((built) => (app = built));
  beforeAll(async () => {
    admin = await cookieOf(app, await insertUser(app.db, { profile: 'admin' }));
    teacher = await cookieOf(app, await insertUser(app.db, { profile: 'teacher' }));
  });

  const list = (payload: object, headers = admin) => app.inject({ method: 'POST', url: '/v1/dictionary/translations', headers, payload });
  const save = (payload: object, headers = admin) => app.inject({ method: 'PUT', url: '/v1/dictionary/translations', headers, payload });
  const spanishOf = async (key: string) => {
    const res = await app.inject({ method: 'POST', url: '/v1/dictionary/dictionarydata', payload: { language: 'es' } });
    return (res.json().dictionaryData.results as Array<{ baseConstant: string; text: string }>).find((row) => row.baseConstant === key)?.text;
  };

  it('pages through every key with its text per language', async () => {
    const res = await list({ pageIndex: 0, pageSize: 20 });
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json() as { results: Row[]; total: number };
    expect(total).toBe(KEYS.length);
    expect(results).toHaveLength(20);
    const logOut = (await list({ search: 'log out' })).json().results as Row[];
    expect(logOut).toEqual([{ baseConstant: 'Log out', texts: { en: 'Log out', es: DICTIONARY_SEED.es['Log out'], fr: DICTIONARY_SEED.fr['Log out'], de: DICTIONARY_SEED.de['Log out'] } }]);
  });

  it('searches the keys and every language\'s texts, case-insensitively', async () => {
    const byTranslation = (await list({ search: 'CERRAR SES' })).json() as { results: Row[]; total: number };
    expect(byTranslation.results.map((row) => row.baseConstant)).toEqual(['Log out']);
    expect((await list({ search: '100%_' })).json().total).toBe(0);
  });

  it('keeps only keys some language lacks with "missing only"', async () => {
    const complete = 'Log out';
    const missing = (await list({ missingOnly: true, pageSize: 100 })).json() as { results: Row[]; total: number };
    const fullyTranslated = KEYS.filter((key) => ['es', 'fr', 'de'].every((language) => DICTIONARY_SEED[language][key]));
    expect(missing.total).toBe(KEYS.length - fullyTranslated.length);
    expect((await list({ missingOnly: true, search: complete })).json().total).toBe(fullyTranslated.includes(complete) ? 0 : 1);
    for (const row of missing.results) expect(Object.keys(row.texts).length).toBeLessThan(4);
  });

  it('saves one cell; the language\'s dictionary answers it at once', async () => {
    const res = await save({ language: 'es', baseConstant: 'Log out', text: ' Salir ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'es', baseConstant: 'Log out', text: 'Salir' });
    expect(await spanishOf('Log out')).toBe('Salir');
    const row = await app.db.selectFrom('dictionary').select('edited_at').where('language', '=', 'es').where('base_constant', '=', 'Log out').executeTakeFirstOrThrow();
    expect(row.edited_at).not.toBeNull();
  });

  it('empties a translation (English then shows) and adds one back', async () => {
    const key = KEYS.find((k) => !/\{/.test(k) && DICTIONARY_SEED.es[k] !== DICTIONARY_SEED.en[k]) as string;
    expect((await save({ language: 'es', baseConstant: key, text: '' })).statusCode).toBe(200);
    expect(await spanishOf(key)).toBe(DICTIONARY_SEED.en[key]);
    expect((await save({ language: 'es', baseConstant: key, text: 'Nuevo texto' })).statusCode).toBe(200);
    expect(await spanishOf(key)).toBe('Nuevo texto');
  });

  it('refuses a text that drops a placeholder, an empty English text, an unknown key or language', async () => {
    const withPlaceholders = 'Page {page} of {pages}';
    const dropped = await save({ language: 'es', baseConstant: withPlaceholders, text: 'Página {page}' });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json()).toEqual({ message: 'The text must use the same placeholders as the key' });
    expect((await save({ language: 'en', baseConstant: 'Log out', text: '' })).statusCode).toBe(400);
    expect((await save({ language: 'es', baseConstant: 'No such key anywhere', text: 'x' })).statusCode).toBe(404);
    expect((await save({ language: 'pt', baseConstant: 'Log out', text: 'Sair' })).statusCode).toBe(404);
    expect((await save({ language: 'es', baseConstant: 'Log out', text: 'two\nlines' })).statusCode).toBe(400);
  });

  it('adds a language (code and name, validated) that starts untranslated', async () => {
    const added = await app.inject({ method: 'POST', url: '/v1/dictionary/languages', headers: admin, payload: { code: 'pt-BR', name: ' Português ' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ language: { code: 'pt-BR', name: 'Português' } });
    const again = await app.inject({ method: 'POST', url: '/v1/dictionary/languages', headers: admin, payload: { code: 'pt-BR', name: 'Portuguese' } });
    expect(again.statusCode).toBe(409);
    for (const payload of [{ code: 'Portuguese', name: 'x' }, { code: 'pt', name: '  ' }, { code: 'pt' }]) {
      const res = await app.inject({ method: 'POST', url: '/v1/dictionary/languages', headers: admin, payload });
      expect(res.statusCode).toBe(400);
    }
    const languages = (await app.inject({ method: 'GET', url: '/v1/dictionary/languagelist' })).json().languageList;
    expect(languages).toContainEqual({ code: 'pt-BR', name: 'Português' });
    expect((await save({ language: 'pt-BR', baseConstant: 'Log out', text: 'Sair' })).statusCode).toBe(200);
  });

  it('tells each language\'s progress: keys with a text of their own out of all keys', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/dictionary/progress', headers: admin });
    expect(res.statusCode).toBe(200);
    const languages = res.json().languages as Array<{ code: string; name: string; translated: number; total: number }>;
    expect(languages.map((l) => l.code)).toEqual(['de', 'en', 'es', 'fr', 'pt-BR']);
    expect(languages.find((l) => l.code === 'en')).toEqual({ code: 'en', name: 'English', translated: KEYS.length, total: KEYS.length });
    expect(languages.find((l) => l.code === 'pt-BR')).toEqual({ code: 'pt-BR', name: 'Português', translated: 1, total: KEYS.length });
    // Spanish: the seed, minus nothing (one edited, one added then emptied)
    expect(languages.find((l) => l.code === 'es')?.translated).toBe(Object.keys(DICTIONARY_SEED.es).length);
  });

  it('is for admins only', async () => {
    expect((await list({}, teacher)).statusCode).toBe(403);
    expect((await save({ language: 'es', baseConstant: 'Log out', text: 'x' }, teacher)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/v1/dictionary/progress', headers: teacher })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/v1/dictionary/languages', headers: teacher, payload: { code: 'it', name: 'Italiano' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/v1/dictionary/progress' })).statusCode).toBe(401);
  });
});
