/**
 * A quiz from the plan's approved cards, one multiple-choice question per card: the
 * card's example sentence with its term blanked out when the sentence has the term as
 * written, else its meaning ("Which word means…?"). The wrong options are other terms of
 * the plan's own vocabulary of the same kind (part of speech, article, number of words,
 * capital), so neither grammar nor form gives the answer away; never a swear word or a
 * sensitive word, never a name; and a question is dropped when a wrong option could be
 * right too (the same term, or the same meaning as the answer).
 */
import { BLANK, sentenceKey, termCore, termKey } from './cards';
import { lexiconOf } from './lexicon';
import { baseLanguage } from './segment';
import { isSensitive } from './sensitive';

/** What a document needs of an approved card. */
export interface ApprovedCard {
  kind: 'cloze' | 'term';
  front: string;
  back: string;
  sourceSentence: string;
  target: string;
  partOfSpeech?: string;
  /** the lesson it came from (null: the retention text) */
  activityId?: number | null;
}

export interface ChoiceQuestion {
  /** 'gap': fill the sentence's gap; 'meaning': the term for the meaning given */
  kind: 'gap' | 'meaning';
  prompt: string;
  options: string[];
  /** index into options */
  answer: number;
}

export const OPTIONS_PER_QUESTION = 4;
/** With fewer wrong options than this, a question is not worth asking. */
const MIN_WRONG = 2;

/** A small stable hash, so the same plan gives the same quiz and options are not always in one place. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordCount = (term: string) => term.trim().split(/\s+/).length;
const capitalised = (term: string) => /^\p{Lu}/u.test(term);

/**
 * The card's sentence with its term blanked, when the sentence has it as written (a noun
 * without its article: the sentence's own determiner stays, and the options are nouns of
 * the same article, so any of them fits the grammar and only the meaning tells).
 */
function gapOf(card: ApprovedCard): { prompt: string; answer: string } | null {
  const { core } = termCore(card.front);
  if (!card.sourceSentence || !core) return null;
  const at = new RegExp(`(?<![\\p{L}])${escape(core)}(?![\\p{L}])`, 'iu').exec(card.sourceSentence);
  if (!at || at[0] !== core) return null;
  return { prompt: card.sourceSentence.slice(0, at.index) + BLANK + card.sourceSentence.slice(at.index + at[0].length), answer: core };
}

/** A term a quiz may show as a wrong option: no swear or sensitive word, no name (a capital outside German). */
function printable(term: string, language: string): boolean {
  const offensive = lexiconOf(language).offensive;
  if (term.toLocaleLowerCase(language).split(/[^\p{L}]+/u).some((w) => offensive.has(w)) || isSensitive(term, language)) return false;
  return language === 'de' || !capitalised(term);
}

/** Wrong options for the card: plan terms of its kind and form, not in its sentence, none meaning the same. */
function wrongOptions(card: ApprovedCard, cards: readonly ApprovedCard[], language: string, bare: boolean): string[] {
  const sentence = ` ${sentenceKey(card.sourceSentence, language)} `;
  const meaning = termKey(card.back, language);
  const fits = (other: ApprovedCard) =>
    other.target !== card.target &&
    (other.partOfSpeech ?? '') === (card.partOfSpeech ?? '') &&
    termCore(other.front).article === termCore(card.front).article &&
    wordCount(other.front) === wordCount(card.front) &&
    capitalised(other.front) === capitalised(card.front) &&
    !sentence.includes(` ${sentenceKey(termCore(other.front).core, language)} `) &&
    !(meaning && termKey(other.back, language) === meaning) &&
    printable(other.front, language);
  const seen = new Set<string>();
  const candidates = cards.filter((other) => fits(other) && !seen.has(other.target) && seen.add(other.target));
  const start = hash(card.target) % Math.max(candidates.length, 1);
  return [...candidates.slice(start), ...candidates.slice(0, start)].slice(0, OPTIONS_PER_QUESTION - 1).map((other) => (bare ? termCore(other.front).core : other.front));
}

/** One question per approved card (up to `count`), in the order given; a card with neither a sentence nor a meaning, or too few options, is left out. */
export function buildQuiz(cards: readonly ApprovedCard[], count: number, languageCode: string): ChoiceQuestion[] {
  const language = baseLanguage(languageCode);
  const questions: ChoiceQuestion[] = [];
  for (const card of cards) {
    if (questions.length >= count) break;
    const gap = gapOf(card);
    const prompt = gap?.prompt ?? card.back.trim();
    if (!prompt || !printable(card.front, language)) continue;
    const options = wrongOptions(card, cards, language, gap !== null);
    if (options.length < MIN_WRONG) continue;
    const at = hash(prompt) % (options.length + 1);
    options.splice(at, 0, gap?.answer ?? card.front.trim());
    questions.push({ kind: gap ? 'gap' : 'meaning', prompt, options, answer: at });
  }
  return questions;
}
