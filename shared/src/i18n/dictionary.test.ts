import { msg } from '@studydesk/shared/text';
import { dictionary$, setTranslations, t } from './dictionary';

describe('t(key)', () => {
  afterEach(() => setTranslations('en', null));

  it('spec §1: until translations load, a translation key shows its own text', () => {
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

  it('French: 0 and 1 are both "one"', () => {
    setTranslations('fr', { '{count} member(s)': '{count, plural, one {{count} membre} other {{count} membres}}' });
    expect(t('{count} member(s)', { count: 0 })).toBe('0 membre');
    expect(t('{count} member(s)', { count: 1 })).toBe('1 membre');
    expect(t('{count} member(s)', { count: 2 })).toBe('2 membres');
  });

  it('English: 0 is "other"', () => {
    setTranslations('en', { '{count} member(s)': '{count, plural, one {{count} member} other {{count} members}}' });
    expect(t('{count} member(s)', { count: 0 })).toBe('0 members');
  });

  it('keeps a translation’s {count} and other placeholders inside the branches', () => {
    setTranslations('de', { '{count} new flashcards for {name}': '{count, plural, one {Eine neue Karteikarte für {name}} other {{count} neue Karteikarten für {name}}}' });
    expect(t('{count} new flashcards for {name}', { count: 1, name: 'Ana' })).toBe('Eine neue Karteikarte für Ana');
    expect(t('{count} new flashcards for {name}', { count: 5, name: 'Ana' })).toBe('5 neue Karteikarten für Ana');
  });

  it('uses the few/many categories where the language has them (Polish)', () => {
    setTranslations('pl', { '{count} lessons': '{count, plural, one {# lekcja} few {# lekcje} many {# lekcji} other {# lekcji}}' });
    expect(t('{count} lessons', { count: 1 })).toBe('1 lekcja');
    expect(t('{count} lessons', { count: 3 })).toBe('3 lekcje');
    expect(t('{count} lessons', { count: 5 })).toBe('5 lekcji');
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
