/**
 * The glossary of reading practice, from the approved cards: each word with a meaning a
 * learner can use, which is the card's back when the teacher wrote one there (not the word
 * itself, not the sentence it came from). Without one the entry leaves a line for the
 * learner's own meaning: repeating the word's sentence would define nothing.
 */
import { sentenceKey } from './cards';
import type { ApprovedCard } from './quiz';
import { splitWords } from './segment';

export interface GlossaryEntry {
  term: string;
  /** null: no meaning known, the learner writes one */
  meaning: string | null;
}

/** The card's back when it says what the word means. */
function meaningOf(card: ApprovedCard, language: string): string | null {
  const back = card.back.trim();
  const key = sentenceKey(back, language);
  const sentence = sentenceKey(card.sourceSentence, language);
  if (!key || key === card.target || key === sentenceKey(card.front, language)) return null;
  if (key.includes(sentence) || sentence.includes(key)) return null;
  return back;
}

/** Up to `count` entries, words met in the text first, in alphabetical order. */
export function buildGlossary(cards: readonly ApprovedCard[], text: string, count: number, language: string): GlossaryEntry[] {
  const inText = new Set(splitWords(text, language).map((w) => w.key));
  const seen = new Set<string>();
  const unique = cards.filter((card) => card.target && !seen.has(card.target) && seen.add(card.target));
  return [...unique.filter((c) => inText.has(c.target)), ...unique.filter((c) => !inText.has(c.target))]
    .slice(0, count)
    .map((card) => ({ term: card.target, meaning: meaningOf(card, language) }))
    .sort((a, b) => a.term.localeCompare(b.term, language));
}
