import { apiClient } from '@studydesk/shared/api-client';
import { FALLBACK_LANGUAGES, languageListFrom, type LanguageOption } from '../languages';

/** GET /v1/dictionary/languagelist — never fails: without the call the fallback list serves. */
export async function getLanguageList(): Promise<LanguageOption[]> {
  try {
    const { data } = await apiClient.get<unknown>('/v1/dictionary/languagelist');
    return languageListFrom(data);
  } catch {
    return [...FALLBACK_LANGUAGES];
  }
}
