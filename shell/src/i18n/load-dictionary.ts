import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { apiClient } from '@studydesk/shared/api-client';
import { setTranslations, type Translations } from '@studydesk/shared/i18n';
import type { AuthState } from '@studydesk/shared/session';

interface DictionaryResponse {
  dictionaryData: { results: Array<{ baseConstant: string; text: string }> };
}

export async function loadDictionary(language: string): Promise<void> {
  try {
    const { data } = await apiClient.post<DictionaryResponse>('/v1/dictionary/dictionarydata', { language });
    const translations: Record<string, string> = {};
    for (const row of data.dictionaryData.results) translations[row.baseConstant] = row.text;
    setTranslations(language, translations as Translations);
  } catch {
    // Keys are English base texts: without a dictionary the product reads in English.
    setTranslations(language, {});
  }
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
      void loadDictionary(language);
    });
}
