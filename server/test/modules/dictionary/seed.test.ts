import type { FastifyInstance } from 'fastify';
import { ensureDictionarySeed } from '../../../src/modules/dictionary';
import { DICTIONARY_SEED } from '../../../src/seed/dictionary';
import { freshAppForEachTest } from '../../helpers/app';

const textOf = async (app: FastifyInstance, language: string, key: string) =>
  (await app.db.selectFrom('dictionary').select('text').where('language', '=', language).where('base_constant', '=', key).executeTakeFirst())?.text;

describe('the dictionary seed, applied on every start', () => {
  let app: FastifyInstance;
  freshAppForEachTest((built) => (app = built));

  it('changes nothing the second time', async () => {
    const rows = await app.db.selectFrom('dictionary').selectAll().orderBy('language').orderBy('base_constant').execute();
    const expected = Object.values(DICTIONARY_SEED).reduce((sum, texts) => sum + Object.keys(texts).length, 0);
    expect(rows).toHaveLength(expected);
    expect(await ensureDictionarySeed(app.db)).toEqual({ inserted: 0, updated: 0, deleted: 0 });
    expect(await app.db.selectFrom('dictionary').selectAll().orderBy('language').orderBy('base_constant').execute()).toEqual(rows);
  });

  it('ships new texts and keys, and drops shipped rows of keys no code uses any more', async () => {
    const seed = {
      en: { 'Log out': 'Log out', 'Sign in': 'Sign in' },
      es: { 'Log out': 'Salir (nuevo)', 'Sign in': 'Entrar (nuevo)' },
    };
    const shipped = ['Log out', 'Sign in'].filter((key) => DICTIONARY_SEED.es[key]).length;
    const counts = await ensureDictionarySeed(app.db, seed);
    expect(counts).toEqual({ inserted: 2 - shipped, updated: shipped, deleted: expect.any(Number) });
    expect(counts.deleted).toBeGreaterThan(0);
    expect(await textsByKey(app, 'es')).toEqual({ 'Log out': 'Salir (nuevo)', 'Sign in': 'Entrar (nuevo)' });
    expect(Object.keys(await textsByKey(app, 'en'))).toEqual(['Log out', 'Sign in']);
  });

  it('never overwrites or removes a text an admin edited, nor brings back one an admin emptied', async () => {
    const now = Date.now();
    await app.db.updateTable('dictionary').set({ text: 'Desconectar', edited_at: now }).where('language', '=', 'es').where('base_constant', '=', 'Log out').execute();
    await app.db.updateTable('dictionary').set({ text: '', edited_at: now }).where('language', '=', 'es').where('base_constant', '=', 'Reminders').execute();
    await app.db.updateTable('dictionary').set({ text: 'Adieu', edited_at: now }).where('language', '=', 'fr').where('base_constant', '=', 'Log out').execute();

    await ensureDictionarySeed(app.db);
    expect(await textOf(app, 'es', 'Log out')).toBe('Desconectar');
    expect(await textOf(app, 'es', 'Reminders')).toBe('');

    // an upgrade that changes the shipped text or no longer ships the key
    await ensureDictionarySeed(app.db, { en: DICTIONARY_SEED.en, es: { ...DICTIONARY_SEED.es, 'Log out': 'Salir', Reminders: 'Avisos' }, fr: {} });
    expect(await textOf(app, 'es', 'Log out')).toBe('Desconectar');
    expect(await textOf(app, 'es', 'Reminders')).toBe('');
    expect(await textOf(app, 'fr', 'Log out')).toBe('Adieu');
    expect(await textOf(app, 'fr', 'Comments')).toBeUndefined();
  });

  it('changes nothing without an English file (no keys)', async () => {
    expect(await ensureDictionarySeed(app.db, { es: {} })).toEqual({ inserted: 0, updated: 0, deleted: 0 });
    expect(Object.keys(await textsByKey(app, 'en')).length).toBe(Object.keys(DICTIONARY_SEED.en).length);
  });
});

async function textsByKey(app: FastifyInstance, language: string): Promise<Record<string, string>> {
  const rows = await app.db.selectFrom('dictionary').select(['base_constant', 'text']).where('language', '=', language).execute();
  return Object.fromEntries(rows.map((row) => [row.base_constant, row.text]).sort(([a], [b]) => (a < b ? -1 : 1)));
}
