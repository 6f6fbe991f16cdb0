import { useEffect, useState } from 'react';
import type { Language } from '@studydesk/shared/contracts';
import { getLanguages } from './get-languages';

let cached: Promise<Language[]> | null = null;

/** The dictionary's languages, asked for once per page load. */
export function useLanguages(): Language[] {
  const [languages, setLanguages] = useState<Language[]>([{ code: 'en', name: 'English' }]);
  useEffect(() => {
    let live = true;
    cached ??= getLanguages();
    void cached.then((list) => {
      if (live) setLanguages(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return languages;
}
