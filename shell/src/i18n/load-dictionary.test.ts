import { BehaviorSubject } from 'rxjs';
import { apiClient } from '@studydesk/shared/api-client';
import { dictionary$, formatMonthYear, setTranslations, t } from '@studydesk/shared/i18n';
import type { AuthState } from '@studydesk/shared/session';
import { ROUTED_REMOTES, type RemoteInfo } from '@studydesk/shared/remotes';
import { loadDictionaryScope, watchLanguage } from './load-dictionary';

type Rows = Array<{ baseConstant: string; text: string }>;
const ROWS: Record<string, Rows> = {
  es: [{ baseConstant: 'Sign in', text: 'Iniciar sesión' }],
  de: [{ baseConstant: 'Sign in', text: 'Anmelden' }],
};
/** the admin's remote: its folder's name is its dictionary scope */
const ADMIN_SCOPE = (ROUTED_REMOTES.find((remote) => remote.routePrefixes.includes('/admin')) as RemoteInfo).dir;
/** a remote's own texts (the admin's scope) */
const ADMIN_ROWS: Record<string, Rows> = {
  es: [{ baseConstant: 'Students', text: 'Alumnos' }],
  de: [{ baseConstant: 'Students', text: 'Schüler' }],
};

/** The language a dictionary GET asks for (the last segment of its path) and its scope. */
function languageOf(url: string): string {
  const path = url.split('?')[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}
function scopeOf(url: string): string | null {
  return new URL(url, 'http://x').searchParams.get('scope');
}
function rowsFor(url: string): Rows {
  return (scopeOf(url) === ADMIN_SCOPE ? ADMIN_ROWS : ROWS)[languageOf(url)] ?? [];
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
      data: { dictionaryData: { results: rowsFor(url) } },
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
    expect(get).toHaveBeenLastCalledWith('/v1/dictionary/dictionarydata/de?scope=core');
  });

  it('keeps the language chosen last when an earlier answer arrives after it', async () => {
    let answerSpanish: () => void = () => undefined;
    jest.spyOn(apiClient, 'get').mockImplementation((url) => {
      const language = languageOf(url);
      const response = { data: { dictionaryData: { results: rowsFor(url) } } };
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

  it('loads a remote’s own texts with it, and again in a new language with the core', async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url) => ({
      data: { dictionaryData: { results: rowsFor(url) } },
    }));
    const state$ = new BehaviorSubject({ userLanguage: 'es' } as AuthState);
    watchLanguage(state$);
    await settle();
    expect(t('Students')).toBe('Students');
    await loadDictionaryScope(ADMIN_SCOPE);
    expect(t('Students')).toBe('Alumnos');
    expect(t('Sign in')).toBe('Iniciar sesión');
    // asked once however often the remote is mounted
    await loadDictionaryScope(ADMIN_SCOPE);
    expect(get.mock.calls.filter(([url]) => scopeOf(url) === ADMIN_SCOPE)).toHaveLength(1);

    state$.next({ userLanguage: 'de' } as AuthState);
    await settle();
    expect(t('Students')).toBe('Schüler');
    expect(t('Sign in')).toBe('Anmelden');
  });
});
