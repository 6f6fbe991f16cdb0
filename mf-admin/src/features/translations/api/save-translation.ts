import { apiClient } from '@studydesk/shared/api-client';
import type { SaveTranslationRequest, SaveTranslationResponse } from '@studydesk/shared/contracts';

/** PUT /v1/dictionary/translations — one cell; an empty text removes the translation. */
export async function saveTranslation(body: SaveTranslationRequest): Promise<SaveTranslationResponse> {
  const { data } = await apiClient.put<SaveTranslationResponse>('/v1/dictionary/translations', body);
  return data;
}
