/**
 * Flashcards from teaching material, made here with no outside service: a cloze card
 * hides the word of a sentence a learner at the plan's level is likely not to know yet;
 * a term card shows that word and, on its back, the sentence it was met in.
 */
import { skipReason } from './conversation';
import { lexiconOf, knownWordsAt } from './lexicon';
import { isContentWord, rankTargets, targetScore, type LevelOptions, type RankedWord } from './rarity';
import { splitSentences } from './segment';

export type CardKind = 'cloze' | 'term';

export const BLANK = '_____';

/** A text cards are made from: a lesson (its title and description) or the plan's retention text. */
export interface SourceText {
  activityId: number | null;
  text: string;
}

export interface CardDraft {
  kind: CardKind;
  front: string;
  back: string;
  sourceSentence: string;
  /** the word asked about, lower-cased: what de-duplication compares */
  target: string;
  activityId: number | null;
}

export interface GenerationOptions extends LevelOptions {
  /** cards per source text at most */
  perSource: number;
  /** targets (lower-cased) and sentences the plan already has cards for */
  existingTargets?: ReadonlySet<string>;
  existingSentences?: ReadonlySet<string>;
}

/** Sentences compared for de-duplication: case, spacing and end punctuation aside. */
export function sentenceKey(sentence: string, language: string): string {
  return sentence
    .toLocaleLowerCase(language)
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}

/** The sentence with this occurrence of the word blanked out; quotes and punctuation kept. */
export function clozeOf(sentence: string, word: Pick<RankedWord, 'index' | 'text'>): string {
  return sentence.slice(0, word.index) + BLANK + sentence.slice(word.index + word.text.length);
}

function cardOf(kind: CardKind, sentence: string, word: RankedWord, activityId: number | null): CardDraft {
  const base = { kind, sourceSentence: sentence, target: word.key, activityId };
  return kind === 'cloze'
    ? { ...base, front: clozeOf(sentence, word), back: word.text }
    : { ...base, front: word.index === 0 ? word.key : word.text, back: sentence };
}

export interface Candidate {
  sentence: string;
  words: RankedWord[];
}

/** The teaching sentences of a text (conversation skipped), those of one language's rules. */
export function teachingSentences(text: string, language: string): string[] {
  const lexicon = lexiconOf(language);
  return splitSentences(text, language).filter((sentence) => skipReason(sentence, language, (key) => isContentWord(lexicon, key)) === null);
}

/** The teaching sentences of a text that have a word worth asking about, each with its words best first. */
function candidatesOf(text: string, options: LevelOptions): Candidate[] {
  return teachingSentences(text, options.language)
    .map((sentence) => ({ sentence, words: rankTargets(sentence, options) }))
    .filter((candidate) => candidate.words.length > 0);
}

/**
 * Up to `perSource` cards per text, from its sentences with the best words for the level
 * first, cloze and term cards in turn; never two cards on one word or one sentence, nor
 * one the plan already has.
 */
export function generateCards(sources: readonly SourceText[], options: GenerationOptions): CardDraft[] {
  const { language, perSource } = options;
  const known = knownWordsAt(options.level);
  const better = (a: Candidate, b: Candidate) => targetScore(a.words[0].rank, known) - targetScore(b.words[0].rank, known);
  const usedTargets = new Set(options.existingTargets ?? []);
  const usedSentences = new Set(options.existingSentences ?? []);
  const cards: CardDraft[] = [];
  let turn = 0;
  for (const source of sources) {
    let made = 0;
    // stable sort: equally good sentences stay in reading order
    for (const candidate of candidatesOf(source.text, options).sort(better)) {
      if (made >= perSource) break;
      const key = sentenceKey(candidate.sentence, language);
      if (usedSentences.has(key)) continue;
      const word = candidate.words.find((w) => !usedTargets.has(w.key));
      if (!word) continue;
      usedSentences.add(key);
      usedTargets.add(word.key);
      cards.push(cardOf(turn % 2 === 0 ? 'cloze' : 'term', candidate.sentence, word, source.activityId));
      turn += 1;
      made += 1;
    }
  }
  return cards;
}

/**
 * Another card from the same sentence: the next-best word after the current one that no
 * other card of the plan asks about, of the same kind (after the last word, the best one
 * again); failing that the same word the other way round. Null when the sentence offers
 * nothing else.
 */
export function alternativeCard(
  current: Pick<CardDraft, 'kind' | 'target' | 'sourceSentence' | 'activityId'>,
  options: LevelOptions & { usedTargets: ReadonlySet<string> },
): CardDraft | null {
  const words = rankTargets(current.sourceSentence, options);
  const at = words.findIndex((w) => w.key === current.target);
  const after = [...words.slice(at + 1), ...words.slice(0, Math.max(at, 0))];
  const other = after.find((w) => w.key !== current.target && !options.usedTargets.has(w.key));
  if (other) return cardOf(current.kind, current.sourceSentence, other, current.activityId);
  const same = words.find((w) => w.key === current.target) ?? words[0];
  if (!same) return null;
  return cardOf(current.kind === 'cloze' ? 'term' : 'cloze', current.sourceSentence, same, current.activityId);
}
