import { apiClient } from '@studydesk/shared/api-client';
import type { AddLanguageRequest, AddLanguageResponse, Language } from '@studydesk/shared/contracts';

/** POST /v1/dictionary/languages */
export async function addLanguage(body: AddLanguageRequest): Promise<Language> {
  const { data } = await apiClient.post<AddLanguageResponse>('/v1/dictionary/languages', body);
  return data.language;
}
