import { call } from '@studydesk/shared/api-client';
import { endpoints, type LanguageProgress } from '@studydesk/shared/contracts';

/** GET /v1/dictionary/progress — every language with its count of translated keys. */
export async function getTranslationProgress(signal?: AbortSignal): Promise<LanguageProgress[]> {
  const { data } = await call(endpoints.dictionary.progress, { signal });
  return data.languages;
}
