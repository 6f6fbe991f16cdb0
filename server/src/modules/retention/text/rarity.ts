/**
 * Which word of a sentence a card asks about: one a learner at the plan's CEFR level is
 * likely not to know yet, by its rank in the language's published frequency list (see
 * lexicon.ts). Words ranked just past what the level knows come first (the most useful
 * new words), then rarer ones, then words the level should already know, most advanced
 * first. Never a function word, a number, a name or a very short word.
 */
import { knownWordsAt, lexiconOf, rankOf, type Lexicon } from './lexicon';
import { baseLanguage, splitWords, type Word } from './segment';

export interface RankedWord extends Word {
  /** rank in the language's frequency list (UNLISTED_RANK when not in it) */
  rank: number;
}

/** Shorter words are grammar more often than vocabulary. */
const MIN_TARGET_LENGTH = 3;

export interface LevelOptions {
  language: string;
  /** the plan's CEFR level (A1–C2), null when it has none */
  level: string | null;
}

/** A word that may be asked about or offered: not a function word, not a number, long enough, not a swear word. */
export function isContentWord(lexicon: Lexicon, key: string): boolean {
  return [...key].length >= MIN_TARGET_LENGTH && !lexicon.functionWords.has(key) && !lexicon.offensive.has(key) && !/\p{N}/u.test(key);
}

/**
 * A name: capitalised inside the sentence (outside German, where every noun has a capital),
 * or capitalised at its start and not a word of the list in lower case.
 */
function looksLikeName(word: Word, position: number, lexicon: Lexicon): boolean {
  if (word.text === word.key) return false;
  if (baseLanguage(lexicon.language) === 'de') return position === 0 ? false : word.text.toUpperCase() === word.text && [...word.text].length > 1;
  if (position > 0) return true;
  return !lexicon.ranks.has(word.key) && word.text.toUpperCase() !== word.text;
}

/**
 * Lower is better: words past what the level knows, the most frequent of them first
 * (the most useful new words); then the known ones, the least frequent first.
 */
export function targetScore(rank: number, known: number): number {
  return rank > known ? rank - known : 1_000_000 + (known - rank);
}

/** The words of a sentence that may be asked about, best first for the level. */
export function rankTargets(sentence: string, options: LevelOptions): RankedWord[] {
  const lexicon = lexiconOf(options.language);
  const known = knownWordsAt(options.level);
  const seen = new Set<string>();
  const ranked: Array<RankedWord & { position: number }> = [];
  splitWords(sentence, options.language).forEach((word, position) => {
    if (word.numeric || seen.has(word.key) || !isContentWord(lexicon, word.key) || looksLikeName(word, position, lexicon)) return;
    seen.add(word.key);
    ranked.push({ ...word, rank: rankOf(lexicon, word.key), position });
  });
  ranked.sort((a, b) => targetScore(a.rank, known) - targetScore(b.rank, known) || [...b.text].length - [...a.text].length || b.position - a.position);
  return ranked.map(({ text, key, index, numeric, rank }) => ({ text, key, index, numeric, rank }));
}
