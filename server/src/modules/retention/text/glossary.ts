/**
 * The glossary of reading practice, from the approved cards' meanings: each term with the
 * meaning its card carries (the teacher's pair, the school glossary's, or what the
 * teacher typed), never the term itself or the sentence it came from. Terms without a
 * meaning are left out; with none at all there is no glossary: a list of blank lines
 * defines nothing.
 */
import { sentenceKey, termKey } from './cards';
import type { ApprovedCard } from './quiz';

export interface GlossaryEntry {
  term: string;
  meaning: string;
}

/** The card's back when it says what the term means. */
function meaningOf(card: ApprovedCard, language: string): string | null {
  const back = card.back.trim();
  const key = sentenceKey(back, language);
  if (!key || key === sentenceKey(card.front, language)) return null;
  if (card.sourceSentence && sentenceKey(card.sourceSentence, language).includes(key) && key.includes(' ')) return null;
  return back;
}

/** Up to `count` entries, terms met in the text first, in alphabetical order. */
export function buildGlossary(cards: readonly ApprovedCard[], text: string, count: number, language: string): GlossaryEntry[] {
  const inText = ` ${sentenceKey(text, language)} `;
  const seen = new Set<string>();
  const entries = cards
    .map((card) => ({ term: card.front.trim(), meaning: meaningOf(card, language) }))
    .filter((e): e is GlossaryEntry => e.meaning !== null && !seen.has(termKey(e.term, language)) && Boolean(seen.add(termKey(e.term, language))));
  const met = (e: GlossaryEntry) => inText.includes(` ${sentenceKey(e.term, language)} `);
  return [...entries.filter(met), ...entries.filter((e) => !met(e))].slice(0, count).sort((a, b) => a.term.localeCompare(b.term, language));
}
