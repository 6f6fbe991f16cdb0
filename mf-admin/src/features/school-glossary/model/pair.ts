/** A pair of languages of the school glossary: the terms' and their meanings' (docs/product-rules.md#r-ret-4). */
export interface LanguagePair {
  language: string;
  meaningLanguage: string;
}

/** The pair the page opens on: English terms with Spanish meanings, the demo school's most common pair. */
export const FIRST_PAIR: LanguagePair = { language: 'en', meaningLanguage: 'es' };

/** The key a loaded list is kept under: a new pair is a new list. */
export const pairKey = (pair: LanguagePair) => `retention/glossary/${pair.language}/${pair.meaningLanguage}`;
