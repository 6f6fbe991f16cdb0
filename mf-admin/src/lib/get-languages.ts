import { apiClient } from '@studydesk/shared/api-client';
import type { Language, LanguageListResponse } from '@studydesk/shared/contracts';

const FALLBACK: Language[] = [{ code: 'en', name: 'English' }];

/** GET /v1/dictionary/languagelist — never fails: English alone serves without it. */
export async function getLanguages(): Promise<Language[]> {
  try {
    const { data } = await apiClient.get<LanguageListResponse>('/v1/dictionary/languagelist');
    return data.languageList.length > 0 ? data.languageList : FALLBACK;
  } catch {
    return FALLBACK;
  }
}
