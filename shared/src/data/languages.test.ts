import { FALLBACK_LANGUAGES, languageListFrom, withCurrentLanguage } from './languages';

describe('languageListFrom', () => {
  it('uses the languages the dictionary lists', () => {
    expect(languageListFrom({ languageList: [{ code: 'pt-BR', name: 'Português' }] })).toEqual([
      { code: 'pt-BR', name: 'Português' },
    ]);
  });

  it('falls back to English, Español, Français, Deutsch when the list is empty', () => {
    expect(languageListFrom({ languageList: [] })).toEqual(FALLBACK_LANGUAGES);
    expect(FALLBACK_LANGUAGES.map((l) => `${l.code} ${l.name}`)).toEqual(['en English', 'es Español', 'fr Français', 'de Deutsch']);
  });
});

describe('withCurrentLanguage', () => {
  it('adds a current language the list lacks', () => {
    expect(withCurrentLanguage(FALLBACK_LANGUAGES, 'it').at(-1)).toEqual({ code: 'it', name: 'it' });
    expect(withCurrentLanguage(FALLBACK_LANGUAGES, 'es')).toHaveLength(4);
  });
});
