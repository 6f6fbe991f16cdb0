import { call } from '@studydesk/shared/api-client';
import type { Language, LanguageListResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** Used while GET /v1/dictionary/languagelist fails or the dictionary lists no language yet. */
export const FALLBACK_LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
];

/** The answer's languages, or the fallback list rather than an empty select. */
export function languageListFrom(response: LanguageListResponse): Language[] {
  return response.languageList.length > 0 ? [...response.languageList] : [...FALLBACK_LANGUAGES];
}

/** The list with the user's current language in it, so the select never shows a blank. */
export function withCurrentLanguage(options: readonly Language[], current: string): Language[] {
  if (!current || options.some((option) => option.code === current)) return [...options];
  return [...options, { code: current, name: current }];
}

/** GET /v1/dictionary/languagelist — never fails: without the call the fallback list serves. */
export async function getLanguageList(): Promise<Language[]> {
  try {
    const { data } = await call(endpoints.dictionary.languageList);
    return languageListFrom(data);
  } catch {
    return [...FALLBACK_LANGUAGES];
  }
}
