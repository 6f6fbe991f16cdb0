import { call } from '@studydesk/shared/api-client';
import { endpoints, type SaveTranslationRequest, type SaveTranslationResponse } from '@studydesk/shared/contracts';

/** PUT /v1/dictionary/translations — one cell; an empty text removes the translation. */
export async function saveTranslation(body: SaveTranslationRequest): Promise<SaveTranslationResponse> {
  const { data } = await call(endpoints.dictionary.saveTranslation, { body });
  return data;
}
