/**
 * @jest-environment node
 */
// The seed dictionaries (server/src/seed/dictionary/<code>.json) against the keys the code
// uses, as `npm run i18n:keys` collects them: English holds exactly those keys; Spanish,
// French and German each translate every one of them, keeping the key's placeholders,
// with plural forms that parse. A translation file not there yet is skipped; once there,
// it is checked in full.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { dictionaryProblems, TRANSLATED_LANGUAGES, type Dictionary } from './dictionary-check';

const ROOT = path.resolve(__dirname, '../..');

async function keysLibrary() {
  return import('../../scripts/lib/i18n-keys.cjs');
}

function readDictionary(dir: string, language: string): Dictionary | undefined {
  const file = path.join(dir, `${language}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Dictionary) : undefined;
}

describe('the seed dictionaries cover the keys used in code', () => {
  it('en.json holds exactly the keys in code; es, fr and de translate each with its placeholders', async () => {
    const { collectKeys, DICTIONARY_DIR } = await keysLibrary();
    const { keys } = collectKeys(ROOT);
    const dir = path.join(ROOT, DICTIONARY_DIR);
    const english = readDictionary(dir, 'en');
    expect(english).toBeDefined();
    const translated = Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, readDictionary(dir, language)]));
    expect(dictionaryProblems(new Set(keys.keys()), english ?? {}, translated)).toEqual([]);
  });

  it('scopes.json lists, per remote, the keys only that remote uses (run npm run i18n:keys)', async () => {
    const { collectKeys, remoteScopes, DICTIONARY_DIR } = await keysLibrary();
    const written = JSON.parse(fs.readFileSync(path.join(ROOT, DICTIONARY_DIR, 'scopes.json'), 'utf8'));
    const scopes = remoteScopes(collectKeys(ROOT).scopes);
    expect(written).toEqual(scopes);
    // a key the shell, the shared library or the server uses is never left to a remote
    expect(Object.values(scopes).flat()).not.toContain('A part of StudyDesk could not be loaded. The rest keeps working.');
    expect(scopes['mf-admin']).toContain('Actions for {name}');
  });
});

describe('the coverage check fails on a broken sample', () => {
  const KEYS = new Set(['Save', '{count} member(s)', 'Page {page} of {pages}']);
  const ENGLISH: Dictionary = { Save: 'Save', '{count} member(s)': '{count} member(s)', 'Page {page} of {pages}': 'Page {page} of {pages}' };
  const SPANISH: Dictionary = {
    Save: 'Guardar',
    '{count} member(s)': '{count, plural, one {# miembro} other {# miembros}}',
    'Page {page} of {pages}': 'Página {page} de {pages}',
  };

  it('accepts a complete sample', () => {
    expect(dictionaryProblems(KEYS, ENGLISH, { es: SPANISH, fr: undefined })).toEqual([]);
  });

  it('a key used in code and missing from English', () => {
    expect(dictionaryProblems(new Set([...KEYS, 'Delete']), ENGLISH, {})).toEqual(['en: missing key used in code: "Delete" (run npm run i18n:keys)']);
  });

  it('a key no code uses, in English or a translation', () => {
    expect(dictionaryProblems(KEYS, { ...ENGLISH, Old: 'Old' }, {})).toEqual(['en: key no code uses: "Old"']);
    expect(dictionaryProblems(KEYS, ENGLISH, { es: { ...SPANISH, Old: 'Viejo' } })).toEqual(['es: key no code uses: "Old"']);
  });

  it('a translation lacking a key', () => {
    const { Save: _save, ...rest } = SPANISH;
    expect(dictionaryProblems(KEYS, ENGLISH, { es: rest })).toEqual(['es: missing translation of "Save"']);
  });

  it('a translation dropping or adding a placeholder', () => {
    const dropped = dictionaryProblems(KEYS, ENGLISH, { es: { ...SPANISH, '{count} member(s)': '{n, plural, one {un miembro} other {miembros}}' } });
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatch(/^es: placeholders \{n\} differ from the key's \{count\}/);
    const added = dictionaryProblems(KEYS, ENGLISH, { es: { ...SPANISH, 'Page {page} of {pages}': 'Página {page} de {pages} ({total})' } });
    expect(added[0]).toMatch(/^es: placeholders \{page\} \{pages\} \{total\} differ/);
  });

  it('a plural form that does not parse', () => {
    const broken = dictionaryProblems(KEYS, ENGLISH, { es: { ...SPANISH, '{count} member(s)': '{count, plural, one {# miembro}}' } });
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/^es: the text does not parse/);
  });

  it('npm run i18n:keys finds a key in a new file, so a sample file with an unknown key fails', async () => {
    const { collectKeys } = await keysLibrary();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-keys-'));
    try {
      const write = (file: string, code: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), code);
      };
      write(
        'mf-sample/src/features/sample/sample-page.tsx',
        [
          "import { msg, useT } from '@studydesk/shared/i18n';",
          "const COLUMNS = [{ header: msg('Sample column') }];",
          'export function SamplePage({ busy, name }: { busy: boolean; name: string }) {',
          '  const t = useT();',
          "  return <p title={t(busy ? 'Saving' : 'Saved')}>{t('Hello {name}', { name })}{t('{what} could not be loaded', { what: t('This part') })}{COLUMNS.map((c) => t(c.header))}</p>;",
          '}',
        ].join('\n'),
      );
      write(
        'server/src/modules/sample/rules.ts',
        [
          "import { badRequest } from '../../permissions/http-error';",
          "const TOO_LONG = 'The sample is too long';",
          'export function check(length: number, id: number) {',
          "  if (length === 0) throw badRequest('The sample is empty');",
          '  if (length > 9) throw badRequest(TOO_LONG);',
          '  if (id < 0) throw badRequest(`No sample ${id}`);',
          '}',
        ].join('\n'),
      );
      const { keys, dynamic, dynamicServer } = collectKeys(root);
      expect([...keys.keys()].sort()).toEqual(['Hello {name}', 'Sample column', 'Saved', 'Saving', 'The sample is empty', 'The sample is too long', 'This part', '{what} could not be loaded']);
      expect(dynamic).toEqual(['mf-sample/src/features/sample/sample-page.tsx:5: t(c.header)']);
      expect(dynamicServer).toEqual(['server/src/modules/sample/rules.ts:6: badRequest(`No sample ${id}`)']);
      const problems = dictionaryProblems(new Set(keys.keys()), { 'Hello {name}': 'Hello {name}', Saved: 'Saved', Saving: 'Saving', 'This part': 'This part', '{what} could not be loaded': '{what} could not be loaded' }, {});
      expect(problems).toEqual([
        'en: missing key used in code: "Sample column" (run npm run i18n:keys)',
        'en: missing key used in code: "The sample is empty" (run npm run i18n:keys)',
        'en: missing key used in code: "The sample is too long" (run npm run i18n:keys)',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
