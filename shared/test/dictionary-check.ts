import { messagePlaceholders } from '../src/text/icu';

export type Dictionary = Record<string, string>;

/** The languages shipped as seed data besides English (issue: four complete languages). */
export const TRANSLATED_LANGUAGES = ['es', 'fr', 'de'] as const;

function placeholdersOf(text: string): string[] | string {
  try {
    return messagePlaceholders(text);
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Problems of the seed dictionaries against the keys code uses: a key missing from
 * English, a key no code uses in any language, a translated language lacking a key, a
 * text whose plural form does not parse or whose `{placeholders}` differ from its key's.
 * A translated language given as undefined (its file is not there yet) is skipped.
 */
export function dictionaryProblems(codeKeys: ReadonlySet<string>, english: Dictionary, translated: Record<string, Dictionary | undefined>): string[] {
  const problems: string[] = [];
  for (const key of codeKeys) if (!(key in english)) problems.push(`en: missing key used in code: ${JSON.stringify(key)} (run npm run i18n:keys)`);
  const languages: Array<[string, Dictionary]> = [['en', english]];
  for (const [language, dictionary] of Object.entries(translated)) if (dictionary) languages.push([language, dictionary]);
  for (const [language, dictionary] of languages) {
    for (const [key, text] of Object.entries(dictionary)) {
      if (!codeKeys.has(key)) problems.push(`${language}: key no code uses: ${JSON.stringify(key)}`);
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${language}: empty text for ${JSON.stringify(key)}`);
        continue;
      }
      const want = placeholdersOf(key);
      const got = placeholdersOf(text);
      if (typeof want === 'string') problems.push(`${language}: the key does not parse: ${want}`);
      if (typeof got === 'string') problems.push(`${language}: the text does not parse: ${got}`);
      else if (typeof want !== 'string' && want.join() !== got.join()) {
        problems.push(`${language}: placeholders {${got.join('} {')}} differ from the key's {${want.join('} {')}}: ${JSON.stringify(key)} → ${JSON.stringify(text)}`);
      }
    }
    if (language !== 'en') {
      for (const key of Object.keys(english)) if (!(key in dictionary)) problems.push(`${language}: missing translation of ${JSON.stringify(key)}`);
    }
  }
  return problems;
}
