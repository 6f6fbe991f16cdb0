import { call } from '@studydesk/shared/api-client';
import { endpoints, type TranslationRow, type TranslationsListRequest } from '@studydesk/shared/contracts';
import type { ListPage } from '@studydesk/shared/lists';

/** POST /v1/dictionary/translations — one page of keys with each language's text. */
export async function listTranslations(body: TranslationsListRequest, signal?: AbortSignal): Promise<ListPage<TranslationRow>> {
  const { data } = await call(endpoints.dictionary.translations, { body, signal });
  return data;
}
