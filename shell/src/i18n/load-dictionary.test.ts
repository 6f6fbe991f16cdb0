import { BehaviorSubject } from 'rxjs';
import { apiClient } from '@studydesk/shared/api-client';
import { dictionary$, formatMonthYear, setTranslations, t } from '@studydesk/shared/i18n';
import type { AuthState } from '@studydesk/shared/session';
import { watchLanguage } from './load-dictionary';

const ROWS: Record<string, Array<{ baseConstant: string; text: string }>> = {
  es: [{ baseConstant: 'Sign in', text: 'Iniciar sesión' }],
  de: [{ baseConstant: 'Sign in', text: 'Anmelden' }],
};

/** The language a dictionary GET asks for: the last segment of its path. */
function languageOf(url: string): string {
  return decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
}

function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the user language, live', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    setTranslations('en', null);
    document.documentElement.lang = 'en';
  });

  it('loads the language’s dictionary and sets <html lang> whenever the user language changes', async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url) => ({
      data: { dictionaryData: { results: ROWS[languageOf(url)] ?? [] } },
    }));
    const state$ = new BehaviorSubject({ userLanguage: 'es' } as AuthState);
    watchLanguage(state$);
    expect(document.documentElement.lang).toBe('es');
    await settle();
    expect(t('Sign in')).toBe('Iniciar sesión');
    expect(formatMonthYear(11, 2026)).toBe('noviembre de 2026');

    state$.next({ userLanguage: 'de' } as AuthState);
    expect(document.documentElement.lang).toBe('de');
    await settle();
    expect(dictionary$.getValue().language).toBe('de');
    expect(t('Sign in')).toBe('Anmelden');
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('/v1/dictionary/dictionarydata/de');
  });

  it('keeps the language chosen last when an earlier answer arrives after it', async () => {
    let answerSpanish: () => void = () => undefined;
    jest.spyOn(apiClient, 'get').mockImplementation((url) => {
      const language = languageOf(url);
      const response = { data: { dictionaryData: { results: ROWS[language] ?? [] } } };
      if (language === 'es') return new Promise((resolve) => (answerSpanish = () => resolve(response)));
      return Promise.resolve(response);
    });
    const state$ = new BehaviorSubject({ userLanguage: 'es' } as AuthState);
    watchLanguage(state$);
    state$.next({ userLanguage: 'de' } as AuthState);
    await settle();
    answerSpanish();
    await settle();
    expect(dictionary$.getValue().language).toBe('de');
    expect(t('Sign in')).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de');
  });
});
