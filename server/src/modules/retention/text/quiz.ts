/**
 * The questions of a quiz and of reading practice, from the plan's own text: cloze
 * sentences, multiple choice whose wrong options are other words of the same plan, and a
 * glossary of the text's rarest words with the sentence each was met in.
 */
import { candidatesOf, clozeOf, sentenceKey, type SourceText } from './cards';
import type { DocumentFrequency, RankedWord } from './rarity';

export interface ClozeQuestion {
  prompt: string;
  answer: string;
}

export interface ChoiceQuestion {
  prompt: string;
  options: string[];
  /** index into options */
  answer: number;
}

export interface Quiz {
  cloze: ClozeQuestion[];
  choice: ChoiceQuestion[];
}

export interface GlossaryEntry {
  term: string;
  context: string;
}

interface Options {
  language: string;
  df: DocumentFrequency;
}

const DISTRACTORS = 3;

/** A small stable hash, so the same plan gives the same quiz and options are not always in one place. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

interface Item {
  sentence: string;
  word: RankedWord;
}

/** One item per distinct sentence and word, rarest word first, and the plan's vocabulary. */
function itemsOf(sources: readonly SourceText[], { language, df }: Options): { items: Item[]; vocabulary: string[] } {
  const items: Item[] = [];
  const sentences = new Set<string>();
  const targets = new Set<string>();
  const vocabulary = new Map<string, string>();
  for (const source of sources) {
    for (const { sentence, words } of candidatesOf(source.text, language, df)) {
      for (const w of words) if (!vocabulary.has(w.key)) vocabulary.set(w.key, w.key);
      const key = sentenceKey(sentence, language);
      const word = words.find((w) => !targets.has(w.key));
      if (sentences.has(key) || !word) continue;
      sentences.add(key);
      targets.add(word.key);
      items.push({ sentence, word });
    }
  }
  items.sort((a, b) => a.word.frequency - b.word.frequency);
  return { items, vocabulary: [...vocabulary.values()] };
}

/** Wrong options: words of the plan of about the answer's length, varied per question. */
function distractorsFor(answer: string, vocabulary: readonly string[]): string[] {
  const others = vocabulary.filter((word) => word !== answer);
  const length = [...answer].length;
  others.sort((a, b) => Math.abs([...a].length - length) - Math.abs([...b].length - length) || (hash(a + answer) % 97) - (hash(b + answer) % 97));
  return others.slice(0, DISTRACTORS);
}

/**
 * `count` questions in all, half cloze and half multiple choice (a question with no wrong
 * option available becomes a cloze one).
 */
export function buildQuiz(sources: readonly SourceText[], count: number, options: Options): Quiz {
  const { items, vocabulary } = itemsOf(sources, options);
  const picked = items.slice(0, count);
  const quiz: Quiz = { cloze: [], choice: [] };
  picked.forEach((item, i) => {
    const answer = item.word.key;
    const distractors = i % 2 === 1 ? distractorsFor(answer, vocabulary) : [];
    if (distractors.length === 0) {
      quiz.cloze.push({ prompt: clozeOf(item.sentence, item.word), answer: item.word.text });
      return;
    }
    const choices = [...distractors];
    const at = hash(item.sentence) % (choices.length + 1);
    choices.splice(at, 0, answer);
    quiz.choice.push({ prompt: clozeOf(item.sentence, item.word), options: choices, answer: at });
  });
  return quiz;
}

/** The rarest words of the text, each with the sentence it is in. */
export function buildGlossary(sources: readonly SourceText[], count: number, options: Options): GlossaryEntry[] {
  return itemsOf(sources, options)
    .items.slice(0, count)
    .map((item) => ({ term: item.word.key, context: item.sentence }))
    .sort((a, b) => a.term.localeCompare(b.term, options.language));
}

/** What comprehension questions ask about: the text's sentences with the rarest words. */
export function comprehensionPrompts(sources: readonly SourceText[], count: number, options: Options): Array<{ term: string; sentence: string }> {
  return itemsOf(sources, options)
    .items.slice(0, count)
    .map((item) => ({ term: item.word.key, sentence: item.sentence }));
}
