/**
 * How likely a learner at the plan's CEFR level is not to know a word yet, by its rank in
 * the language's published frequency list (see lexicon.ts): words ranked just past what
 * the level knows come first (the most useful new words), then rarer ones, then words the
 * level should already know, most advanced first. Never a function word, a number or a
 * very short word.
 */
import type { Lexicon } from './lexicon';

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
 * Lower is better: words past what the level knows, the most frequent of them first
 * (the most useful new words); then the known ones, the least frequent first.
 */
export function targetScore(rank: number, known: number): number {
  return rank > known ? rank - known : 1_000_000 + (known - rank);
}
