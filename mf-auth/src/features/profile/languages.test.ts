import { FALLBACK_LANGUAGES, languageListFrom, withCurrentLanguage } from './languages';

describe('languageListFrom', () => {
  it('reads {code, name} items of languageList', () => {
    expect(languageListFrom({ languageList: [{ code: 'pt-BR', name: 'Português' }] })).toEqual([
      { code: 'pt-BR', name: 'Português' },
    ]);
  });

  it('reads plain codes', () => {
    expect(languageListFrom({ languageList: ['en', 'it'] })).toEqual([
      { code: 'en', name: 'en' },
      { code: 'it', name: 'it' },
    ]);
  });

  it('falls back to en, es, fr, de for an unreadable or empty answer', () => {
    expect(languageListFrom('<html>')).toEqual(FALLBACK_LANGUAGES);
    expect(languageListFrom({ languageList: [] })).toEqual(FALLBACK_LANGUAGES);
    expect(FALLBACK_LANGUAGES.map((l) => l.name)).toEqual(['English', 'Español', 'Français', 'Deutsch']);
  });
});

describe('withCurrentLanguage', () => {
  it('adds a current language the list lacks', () => {
    expect(withCurrentLanguage(FALLBACK_LANGUAGES, 'it').at(-1)).toEqual({ code: 'it', name: 'it' });
    expect(withCurrentLanguage(FALLBACK_LANGUAGES, 'es')).toHaveLength(4);
  });
});
