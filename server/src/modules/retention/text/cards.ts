/**
 * Flashcards from teaching material, made here with no outside service. A card is a term
 * and its meaning: the lesson's own vocabulary first, whole (what the teacher listed,
 * with the translation they gave), and only for a lesson without a list, the
 * expressions and words of its sentences a learner at the plan's level is likely not to
 * know yet, in dictionary form. The back is a meaning (the teacher's pair anywhere in the
 * plan, else the school glossary's) or empty for the teacher to fill in; the sentence the
 * term was met in stays as the card's example, never as its back.
 */
import { skipReason } from './conversation';
import { termCandidates } from './candidates';
import { exampleSentences, type ExampleSentence } from './examples';
import { lexiconOf } from './lexicon';
import { analyse } from './nlp';
import { readNotes, type VocabularyItem } from './notes';
import { isContentWord, type LevelOptions } from './rarity';
import { baseLanguage, splitSentences } from './segment';

export type CardKind = 'cloze' | 'term';

export const BLANK = '_____';

/** A text cards are made from: a lesson (its title and notes) or the plan's retention text. */
export interface SourceText {
  activityId: number | null;
  text: string;
  /** the lesson's title: a line repeating it is a heading */
  title?: string;
  /** false for a lesson not held yet, which teaches nothing so far (left out: held) */
  held?: boolean;
}

export interface CardDraft {
  kind: CardKind;
  /** the term */
  front: string;
  /** its meaning, '' for the teacher to fill in */
  back: string;
  /** the sentence it was met in, '' when none */
  sourceSentence: string;
  /** the term, lower-cased: what de-duplication and the glossary compare */
  target: string;
  activityId: number | null;
  partOfSpeech: string;
}

export interface GenerationOptions extends LevelOptions {
  /** cards per lesson at most from its sentences (a teacher's own list is taken whole) */
  perSource: number;
  /** terms (lower-cased) the plan already has cards for */
  existingTargets?: ReadonlySet<string>;
  /** how many cards the plan has from each lesson (null: the retention text): a lesson gives `perSource` from its sentences in all, not per run */
  existingPerSource?: ReadonlyMap<number | null, number>;
  /** the school glossary for the plan's language and its students': term (lower-cased) → meaning */
  glossary?: ReadonlyMap<string, string>;
  /** the language meanings are written in, the students' own (what a language model is asked for) */
  meaningLanguage?: string;
  /** the first names of the plan's students and teachers: a sentence naming one is a remark, not material */
  people?: readonly string[];
}

/** A teacher's list is the lesson's material: taken whole, up to this many terms a lesson. */
const MAX_LISTED = 20;

/** Sentences compared for de-duplication: case, spacing and end punctuation aside. */
export function sentenceKey(sentence: string, language: string): string {
  return sentence
    .toLocaleLowerCase(language)
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}

export const termKey = (term: string, language: string) => term.trim().replace(/\s+/g, ' ').toLocaleLowerCase(language);

/** The sentences of a text that are not conversation (what parse-sentences reports it read). */
export function teachingSentences(text: string, language: string): string[] {
  const lexicon = lexiconOf(language);
  return splitSentences(text, language).filter((sentence) => skipReason(sentence, language, (key) => isContentWord(lexicon, key)) === null);
}

/** Every pair the notes of the plan give: a term listed with a meaning in one lesson has it in all. */
function notesMeanings(lists: ReadonlyArray<readonly VocabularyItem[]>, language: string): Map<string, string> {
  const meanings = new Map<string, string>();
  for (const item of lists.flat()) if (item.meaning && !meanings.has(termKey(item.term, language))) meanings.set(termKey(item.term, language), item.meaning);
  return meanings;
}

const ARTICLE = /^(?:el|la|los|las|un|una|le|les|l'|une|der|die|das|ein|eine)(?:\s+|(?<=')(?=\p{L}))/iu;

/**
 * A term without its article ("die Flasche" → "Flasche", "l'énergie" → "énergie"): what a
 * sentence holds in any case or after any determiner, what a gap blanks and a false
 * statement swaps; `article` tells which terms fit the same place.
 */
export function termCore(term: string): { article: string; core: string } {
  const match = ARTICLE.exec(term.trim());
  return match ? { article: match[0].trim().toLowerCase(), core: term.trim().slice(match[0].length) } : { article: '', core: term.trim() };
}

/**
 * The first example sentence holding the term: as written (article aside), else its
 * words in any form ("rise sharply" in "Sales rose sharply…").
 */
function exampleOf(term: string, examples: readonly ExampleSentence[], language: string): string {
  if (examples.length === 0) return '';
  const key = ` ${sentenceKey(termCore(term).core, language)} `;
  const written = examples.find((e) => ` ${sentenceKey(e.text, language)} `.includes(key));
  if (written) return written.text;
  const lemmas = ` ${analyse(termCore(term).core, language).map((t) => t.lemma).join(' ')} `;
  return lemmas.trim() ? (examples.find((e) => ` ${e.tokens.map((t) => t.lemma).join(' ')} `.includes(lemmas))?.text ?? '') : '';
}

/**
 * What a listed term is: an article makes a noun, several words a phrase, a German
 * capital a noun, an infinitive's ending a verb; else what the language library says.
 */
function listedPartOfSpeech(term: string, language: string): string {
  const lang = baseLanguage(language);
  if (termCore(term).article && term.split(/\s+/).length <= 3) return 'noun';
  if (term.trim().includes(' ')) return 'phrase';
  if (lang === 'de' && /^\p{Lu}/u.test(term)) return 'noun';
  if ((lang === 'es' && /(?:ar|er|ir|ír|arse|erse|irse)$/u.test(term)) || (lang === 'fr' && /(?:er|ir|re)$/u.test(term)) || (lang === 'de' && /e?n$/u.test(term))) return 'verb';
  const pos = analyse(term, lang)[0]?.pos;
  return pos === 'noun' || pos === 'verb' || pos === 'adjective' || pos === 'adverb' ? pos : 'word';
}

export function generateCards(sources: readonly SourceText[], options: GenerationOptions): CardDraft[] {
  const language = baseLanguage(options.language);
  const held = sources.filter((source) => source.held !== false);
  const read = held.map((source) => ({ source, notes: readNotes(source.text, source.title ?? '', language) }));
  const meanings = notesMeanings(read.map((r) => r.notes.vocabulary), language);
  const used = new Set(options.existingTargets ?? []);
  const cards: CardDraft[] = [];
  const meaningOf = (term: string) => meanings.get(termKey(term, language)) ?? options.glossary?.get(termKey(term, language)) ?? '';
  for (const { source, notes } of read) {
    // the language library only for what is new: a lesson done before costs no analysis
    const listed = notes.vocabulary.slice(0, MAX_LISTED).filter((item) => !used.has(termKey(item.term, language)));
    const wanted = Math.max(0, options.perSource - (options.existingPerSource?.get(source.activityId) ?? 0));
    if (notes.vocabulary.length > 0 ? listed.length === 0 : wanted === 0) continue;
    const examples = exampleSentences(notes.prose, language, options.people);
    const terms = notes.vocabulary.length > 0
      ? listed.map((item) => ({ term: item.term, pos: listedPartOfSpeech(item.term, language), sentence: exampleOf(item.term, examples, language) }))
      : termCandidates(examples, language, options.level)
          .filter((c) => !used.has(termKey(c.term, language)))
          .slice(0, wanted);
    for (const { term, pos, sentence } of terms) {
      const target = termKey(term, language);
      if (used.has(target)) continue;
      used.add(target);
      cards.push({ kind: 'term', front: term, back: meaningOf(term), sourceSentence: sentence, target, activityId: source.activityId, partOfSpeech: pos });
    }
  }
  return cards;
}

/**
 * Another card from the same sentence: its next candidate term after the card's own that
 * no other card of the plan has (after the last, the first again). Null when the card has
 * no sentence or the sentence offers nothing else.
 */
export function alternativeCard(
  current: Pick<CardDraft, 'kind' | 'target' | 'sourceSentence' | 'activityId'>,
  options: LevelOptions & { usedTargets: ReadonlySet<string>; glossary?: ReadonlyMap<string, string>; people?: readonly string[] },
): CardDraft | null {
  const language = baseLanguage(options.language);
  const candidates = termCandidates(exampleSentences([current.sourceSentence], language, options.people), language, options.level);
  const at = candidates.findIndex((c) => termKey(c.term, language) === current.target);
  const after = [...candidates.slice(at + 1), ...candidates.slice(0, Math.max(at, 0))];
  const other = after.find((c) => termKey(c.term, language) !== current.target && !options.usedTargets.has(termKey(c.term, language)));
  if (!other) return null;
  const target = termKey(other.term, language);
  return { kind: 'term', front: other.term, back: options.glossary?.get(target) ?? '', sourceSentence: current.sourceSentence, target, activityId: current.activityId, partOfSpeech: other.pos };
}
