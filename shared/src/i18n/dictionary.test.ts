import { msg } from '@studydesk/shared/text';
import { dictionary$, setTranslations, t } from './dictionary';

describe('t(key)', () => {
  afterEach(() => setTranslations('en', null));

  it('docs/product-rules.md#r-lang-1: until translations load, a translation key shows its own text', () => {
    expect(dictionary$.getValue().translations).toBeNull();
    expect(t('Sign in')).toBe('Sign in');
  });

  it('shows the translation once the dictionary has loaded', () => {
    setTranslations('es', { 'Sign in': 'Iniciar sesión' });
    expect(t('Sign in')).toBe('Iniciar sesión');
    expect(t('Not translated yet')).toBe('Not translated yet');
  });

  it('fills placeholders in keys and translations alike', () => {
    expect(t('Page {page} of {pages}', { page: 2, pages: 7 })).toBe('Page 2 of 7');
    setTranslations('fr', { 'Page {page} of {pages}': 'Page {page} sur {pages}' });
    expect(t('Page {page} of {pages}', { page: 1, pages: 3 })).toBe('Page 1 sur 3');
    expect(t('{missing} stays', {})).toBe('{missing} stays');
  });
});

describe('t(key) with plural forms (ICU subset, Intl.PluralRules of the user language)', () => {
  afterEach(() => setTranslations('en', null));

  const MEMBERS = '{count, plural, =0 {no members} one {# member} other {# members}}';

  it('picks =N first, then the language’s category, then other', () => {
    setTranslations('en', {});
    expect(t(MEMBERS, { count: 0 })).toBe('no members');
    expect(t(MEMBERS, { count: 1 })).toBe('1 member');
    expect(t(MEMBERS, { count: 2 })).toBe('2 members');
  });

  // Each case: a language's translation of one key, and the text it shows for each count.
  const TRANSLATED_PLURALS: { name: string; language: string; key: string; translation: string; params?: Record<string, string>; byCount: Record<number, string> }[] = [
    {
      name: 'French: 0 and 1 are both "one"',
      language: 'fr',
      key: '{count} member(s)',
      translation: '{count, plural, one {{count} membre} other {{count} membres}}',
      byCount: { 0: '0 membre', 1: '1 membre', 2: '2 membres' },
    },
    {
      name: 'English: 0 is "other"',
      language: 'en',
      key: '{count} member(s)',
      translation: '{count, plural, one {{count} member} other {{count} members}}',
      byCount: { 0: '0 members' },
    },
    {
      name: 'keeps a translation’s {count} and other placeholders inside the branches',
      language: 'de',
      key: '{count} new flashcards for {name}',
      translation: '{count, plural, one {Eine neue Karteikarte für {name}} other {{count} neue Karteikarten für {name}}}',
      params: { name: 'Ana' },
      byCount: { 1: 'Eine neue Karteikarte für Ana', 5: '5 neue Karteikarten für Ana' },
    },
    {
      name: 'uses the few/many categories where the language has them (Polish)',
      language: 'pl',
      key: '{count} lessons',
      translation: '{count, plural, one {# lekcja} few {# lekcje} many {# lekcji} other {# lekcji}}',
      byCount: { 1: '1 lekcja', 3: '3 lekcje', 5: '5 lekcji' },
    },
  ];

  it.each(TRANSLATED_PLURALS)('$name', ({ language, key, translation, params, byCount }) => {
    setTranslations(language, { [key]: translation });
    for (const [count, text] of Object.entries(byCount)) expect(t(key, { ...params, count: Number(count) })).toBe(text);
  });

  it('leaves a plural form as written without its count', () => {
    expect(t(MEMBERS, { other: 1 })).toBe(MEMBERS);
    expect(t(MEMBERS)).toBe(MEMBERS);
  });
});

describe('msg(key)', () => {
  it('returns the key unchanged, to be translated where it is shown', () => {
    expect(msg('Students')).toBe('Students');
  });
});
