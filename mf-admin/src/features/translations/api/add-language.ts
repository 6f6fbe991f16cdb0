import { call } from '@studydesk/shared/api-client';
import { type AddLanguageRequest, endpoints, type Language } from '@studydesk/shared/contracts';

/** POST /v1/dictionary/languages */
export async function addLanguage(body: AddLanguageRequest): Promise<Language> {
  const { data } = await call(endpoints.dictionary.addLanguage, { body });
  return data.language;
}
