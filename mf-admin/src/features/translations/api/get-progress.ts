import { apiClient } from '@studydesk/shared/api-client';
import type { LanguageProgress, TranslationProgressResponse } from '@studydesk/shared/contracts';

/** GET /v1/dictionary/progress — every language with its count of translated keys. */
export async function getTranslationProgress(signal?: AbortSignal): Promise<LanguageProgress[]> {
  const { data } = await apiClient.get<TranslationProgressResponse>('/v1/dictionary/progress', { signal });
  return data.languages;
}
