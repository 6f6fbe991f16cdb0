import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { call } from '@studydesk/shared/api-client';
import { earlyEndpoints } from '@studydesk/shared/contracts/early';
import { setTranslations, type Translations } from '@studydesk/shared/i18n';
import type { AuthState } from '@studydesk/shared/session';
import { rememberLanguage } from './page-language';

/** The language asked for last: an answer for an earlier choice arriving late is dropped. */
let latest: string | null = null;

/**
 * The dictionary of one language, by GET so the browser keeps it: the server answers
 * with an ETag and no-cache, so each page load revalidates (a 304 costs no body) and an
 * admin's edit arrives on the next load.
 */
export async function loadDictionary(language: string): Promise<void> {
  latest = language;
  let translations: Record<string, string> = {};
  try {
    const { data } = await call(earlyEndpoints.dictionaryOf, { params: { language } });
    for (const row of data.dictionaryData.results) translations[row.baseConstant] = row.text;
  } catch {
    // Keys are English base texts: without a dictionary the product reads in English.
    translations = {};
  }
  if (language === latest) setTranslations(language, translations as Translations);
}

/** Loads the dictionary of the user's language now and whenever it changes. */
export function watchLanguage(state$: Observable<AuthState>): void {
  state$
    .pipe(
      map((state) => state.userLanguage),
      distinctUntilChanged(),
    )
    .subscribe((language) => {
      document.documentElement.lang = language;
      rememberLanguage(language);
      void loadDictionary(language);
    });
}
