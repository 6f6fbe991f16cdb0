import type { Language } from '@studydesk/shared/contracts';
import { FALLBACK_LANGUAGES, getLanguageList } from './languages';
import { useResource } from './use-resource';

// Asked for once per page load: the list changes only with a new dictionary release.
let cached: Promise<Language[]> | null = null;

function languageList(): Promise<Language[]> {
  cached ??= getLanguageList();
  return cached;
}

/** The languages to offer: the fallback list at once, the dictionary's list once it arrives. */
export function useLanguageList(): readonly Language[] {
  return useResource('dictionary/languagelist', languageList).data ?? FALLBACK_LANGUAGES;
}
