import { apiClient } from '@studydesk/shared/api-client';
import type { TranslationRow, TranslationsListRequest, TranslationsListResponse } from '@studydesk/shared/contracts';
import type { ListPage } from '@studydesk/shared/lists';

/** POST /v1/dictionary/translations — one page of keys with each language's text. */
export async function listTranslations(body: TranslationsListRequest, signal?: AbortSignal): Promise<ListPage<TranslationRow>> {
  const { data } = await apiClient.post<TranslationsListResponse>('/v1/dictionary/translations', body, { signal });
  return data;
}
