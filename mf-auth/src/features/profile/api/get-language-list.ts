import { apiClient } from '@studydesk/shared/api-client';
import type { Language, LanguageListResponse } from '@studydesk/shared/contracts';
import { FALLBACK_LANGUAGES, languageListFrom } from '../languages';

/** GET /v1/dictionary/languagelist — never fails: without the call the fallback list serves. */
export async function getLanguageList(): Promise<Language[]> {
  try {
    const { data } = await apiClient.get<LanguageListResponse>('/v1/dictionary/languagelist');
    return languageListFrom(data);
  } catch {
    return [...FALLBACK_LANGUAGES];
  }
}
