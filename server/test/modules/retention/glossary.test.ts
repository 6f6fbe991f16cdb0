import { useSchool } from '../../helpers/school';

describe(`school glossary (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool({}, { each: true });
  const list = (query = '') => school.as.admin.request('GET', `/v1/retention/glossary${query}`);

  it('an admin imports a CSV, lists it by pair, edits and deletes an entry; a term twice in a pair is 409', async () => {
    const csv = 'term,meaning\nboarding pass,tarjeta de embarque\n"cope with","sobrellevar, aguantar"\nonly a term\n';
    const imported = await school.as.admin.request('POST', '/v1/retention/glossary/import', { language: 'en', meaningLanguage: 'es', csv });
    expect(imported.json()).toEqual({ imported: 2, skipped: 1 });
    await school.as.admin.request('POST', '/v1/retention/glossary/import', { language: 'de', meaningLanguage: 'fr', csv: 'die Flasche;la bouteille' });
    const page = (await list('?language=en&meaningLanguage=es')).json().entries;
    expect(page.total).toBe(2);
    expect(page.results.map((e: { term: string; meaning: string }) => [e.term, e.meaning])).toEqual([['boarding pass', 'tarjeta de embarque'], ['cope with', 'sobrellevar, aguantar']]);
    expect((await list()).json().entries.total).toBe(3);
    const [first, second] = page.results;
    const edited = await school.as.admin.request('PUT', `/v1/retention/glossary/${first.id}`, { term: 'boarding pass', meaning: 'pase de abordar' });
    expect(edited.json().entry).toMatchObject({ term: 'boarding pass', meaning: 'pase de abordar', source: 'admin' });
    expect((await school.as.admin.request('PUT', `/v1/retention/glossary/${second.id}`, { term: 'Boarding  pass', meaning: 'x' })).statusCode).toBe(409);
    expect((await school.as.admin.request('DELETE', `/v1/retention/glossary/${second.id}`)).statusCode).toBe(200);
    expect((await school.as.admin.request('DELETE', `/v1/retention/glossary/${second.id}`)).statusCode).toBe(404);
    expect((await school.as.teacher.request('GET', '/v1/retention/glossary')).statusCode).toBe(403);
  });
});
