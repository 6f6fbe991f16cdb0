/**
 * A quiz from the plan's approved cards: one multiple-choice question per card, the
 * card's sentence with its word blanked out, the word and three wrong options of the same
 * kind (same ending, so the same part of speech where it can be told), the same frequency
 * band and the same language, never a function word.
 */
import { BAND_RANGES, bandOf, lexiconOf, rankOf, type Lexicon } from './lexicon';
import { isContentWord } from './rarity';
import { BLANK, clozeOf } from './cards';
import { splitWords } from './segment';
import { wordKind } from './word-kind';

/** What a document needs of an approved card. */
export interface ApprovedCard {
  kind: 'cloze' | 'term';
  front: string;
  back: string;
  sourceSentence: string;
  target: string;
}

export interface ChoiceQuestion {
  prompt: string;
  options: string[];
  /** index into options */
  answer: number;
}

export const OPTIONS_PER_QUESTION = 4;

/** A small stable hash, so the same plan gives the same quiz and options are not always in one place. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The card as a gap to fill: its cloze front as the teacher approved it, else its sentence with the word blanked. */
function gapOf(card: ApprovedCard, language: string): { prompt: string; answer: string } | null {
  if (card.kind === 'cloze' && card.front.includes(BLANK)) return { prompt: card.front, answer: card.back };
  const word = splitWords(card.sourceSentence, language).find((w) => w.key === card.target);
  if (word) return { prompt: clozeOf(card.sourceSentence, word), answer: word.text };
  return null;
}

const capitalised = (word: string, language: string) => word.charAt(0).toLocaleUpperCase(language) + word.slice(1);

/** Words too alike to be told apart as options ("negotiation", "negotiations"). */
const alike = (a: string, b: string) => a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/** Three wrong options for the answer: same band and kind first, then the next bands' words of that kind, then the same band. */
function distractorsFor(answer: string, sentence: string, language: string, extra: readonly string[] = []): string[] {
  const lexicon = lexiconOf(language);
  const key = answer.toLocaleLowerCase(language);
  const kind = wordKind(key, language);
  const band = bandOf(rankOf(lexicon, key));
  const inSentence = new Set(splitWords(sentence, language).map((w) => w.key));
  const fits = (word: string) => !inSentence.has(word) && !alike(word, key);
  const ofKind = (words: readonly BandWord[]) => words.filter((w) => w.kind === kind).map((w) => w.word);
  const tiers: string[][] = [
    extra.map((w) => w.toLocaleLowerCase(language)).filter((w) => isContentWord(lexicon, w) && bandOf(rankOf(lexicon, w)) === band && wordKind(w, language) === kind),
    ofKind(bandWords(lexicon, band)),
    ...[band - 1, band + 1].filter((b) => b >= 0 && b < BAND_RANGES.length).map((b) => ofKind(bandWords(lexicon, b))),
    bandWords(lexicon, band).map((w) => w.word),
  ];
  const chosen: string[] = [];
  const seed = hash(key);
  for (const tier of tiers) {
    // from a place the answer decides, round the tier: varied per question, the same every time
    for (let i = 0; i < tier.length && chosen.length < OPTIONS_PER_QUESTION - 1; i += 1) {
      const word = tier[(seed + i * 7919) % tier.length];
      if (fits(word) && !chosen.some((c) => alike(c, word))) chosen.push(word);
    }
  }
  // options look like the answer: capitalised when it is (a German noun, a sentence's first word)
  const upper = answer.charAt(0) !== answer.charAt(0).toLocaleLowerCase(language);
  return chosen.map((w) => (upper ? capitalised(w, language) : w));
}

interface BandWord {
  word: string;
  kind: string;
}

const bandCache = new Map<string, BandWord[]>();

/**
 * The words of a band that can be options: content words of letters only, and not names
 * or loanwords, which the lists of several languages share ("vancouver", "phillip").
 */
function bandWords(lexicon: Lexicon, band: number): BandWord[] {
  const cacheKey = `${lexicon.language} ${band}`;
  let words = bandCache.get(cacheKey);
  if (!words) {
    const [from, to] = BAND_RANGES[Math.min(band, BAND_RANGES.length - 1)];
    const others = OTHER_LANGUAGES.filter((l) => l !== lexicon.language).map(lexiconOf);
    words = lexicon.words
      .slice(from - 1, to)
      .filter((word) => /^\p{L}{3,}$/u.test(word) && isContentWord(lexicon, word) && others.filter((o) => o.ranks.has(word)).length < 2)
      .map((word) => ({ word, kind: wordKind(word, lexicon.language) }));
    bandCache.set(cacheKey, words);
  }
  return words;
}

const OTHER_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'];

/** One question per approved card (up to `count`), in the order given; a card with no gap is left out. */
export function buildQuiz(cards: readonly ApprovedCard[], count: number, language: string): ChoiceQuestion[] {
  const answers = cards.map((card) => card.target);
  const questions: ChoiceQuestion[] = [];
  for (const card of cards) {
    if (questions.length >= count) break;
    const gap = gapOf(card, language);
    if (!gap) continue;
    const options = distractorsFor(gap.answer, card.sourceSentence, language, answers);
    const at = hash(gap.prompt) % (options.length + 1);
    options.splice(at, 0, gap.answer);
    questions.push({ prompt: gap.prompt, options, answer: at });
  }
  return questions;
}
