import { useEffect, useState } from 'react';
import type { Language } from '@studydesk/shared/contracts';
import { getLanguageList } from './api/get-language-list';
import { FALLBACK_LANGUAGES } from './languages';

/** The languages to offer: the fallback list at once, the dictionary's list once it arrives. */
export function useLanguageList(): readonly Language[] {
  const [languages, setLanguages] = useState<readonly Language[]>(FALLBACK_LANGUAGES);
  useEffect(() => {
    let live = true;
    void getLanguageList().then((list) => {
      if (live) setLanguages(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return languages;
}
