import { call } from '@studydesk/shared/api-client';
import type { GlossaryEntry } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import type { LanguagePair } from '../model/pair';

/** The most entries a page of the list shows: the API's page size cap. */
const PAGE_SIZE = 100;

export async function loadGlossary(pair: LanguagePair, signal: AbortSignal): Promise<{ entries: GlossaryEntry[]; total: number }> {
  const { data } = await call(endpoints.retention.glossary, { query: { ...pair, pageSize: PAGE_SIZE }, signal });
  return { entries: data.entries.results, total: data.entries.total };
}
