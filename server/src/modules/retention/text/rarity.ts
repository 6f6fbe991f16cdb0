/**
 * How rare a word is across the school's lesson text: its document frequency (in how many
 * lesson texts it appears). A card asks about the rarest word of a sentence, the one a
 * student is least likely to know already.
 */
import { baseLanguage, splitWords, type Word } from './segment';

export interface DocumentFrequency {
  /** how many texts were counted */
  documents: number;
  /** word key → number of texts it appears in */
  counts: Map<string, number>;
}

/**
 * Function words. Document frequency finds them in a large school, but a small one (a few
 * lessons) cannot tell "the" from "profit" by counting, and a card about "the" teaches
 * nothing; so they are never a target.
 */
const FUNCTION_WORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'are', 'was', 'were', 'for', 'with', 'that', 'this', 'these', 'those', 'they', 'them', 'their', 'there', 'then', 'than', 'from', 'have', 'has', 'had', 'not', 'but', 'you', 'your', 'our', 'his', 'her', 'she', 'him', 'its', 'who', 'what', 'which', 'when', 'where', 'will', 'would', 'can', 'could', 'should', 'been', 'being', 'into', 'over', 'also', 'very', 'all', 'any', 'some', 'more', 'most', 'out', 'about', 'did', 'does', 'one', 'two'],
  es: ['el', 'la', 'los', 'las', 'una', 'uno', 'unos', 'unas', 'del', 'con', 'por', 'para', 'que', 'como', 'pero', 'sus', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'eso', 'muy', 'más', 'mas', 'sin', 'sobre', 'entre', 'cuando', 'donde', 'también', 'hay', 'fue', 'son', 'está', 'están', 'ser', 'han', 'hemos', 'nos', 'les', 'todo', 'todos', 'después', 'antes'],
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'und', 'oder', 'aber', 'mit', 'von', 'für', 'auf', 'aus', 'bei', 'nach', 'über', 'unter', 'ist', 'sind', 'war', 'waren', 'hat', 'haben', 'habe', 'wird', 'werden', 'ich', 'wir', 'sie', 'ihr', 'ihre', 'mein', 'meine', 'meinem', 'meinen', 'sich', 'nicht', 'auch', 'noch', 'sehr', 'wie', 'was', 'wer', 'dass', 'zum', 'zur', 'vom', 'beim', 'danach', 'dann', 'einen'],
  fr: ['les', 'des', 'une', 'est', 'sont', 'était', 'avec', 'pour', 'par', 'dans', 'sur', 'que', 'qui', 'quoi', 'mais', 'pas', 'plus', 'son', 'sa', 'ses', 'leur', 'leurs', 'nous', 'vous', 'ils', 'elles', 'elle', 'cette', 'ces', 'aux', 'du', 'un', 'très', 'tout', 'tous', 'été', 'avoir', 'être', 'ont', 'avons', 'peu'],
};

/** Shorter words are grammar more often than vocabulary. */
const MIN_TARGET_LENGTH = 3;
/** With this many texts or more, a word found in more than COMMON_SHARE of them is not rare. */
const MIN_DOCUMENTS_FOR_SHARE = 4;
const COMMON_SHARE = 0.5;

function functionWords(language: string): ReadonlySet<string> {
  return new Set(FUNCTION_WORDS[baseLanguage(language)] ?? []);
}

/** Counts, for each word, the texts it appears in (once per text however often it occurs). */
export function documentFrequency(texts: readonly string[], language: string): DocumentFrequency {
  const counts = new Map<string, number>();
  let documents = 0;
  for (const text of texts) {
    if (!text.trim()) continue;
    documents += 1;
    const seen = new Set<string>();
    // words need no sentences: one pass of the word segmenter over the whole text
    for (const word of splitWords(text, language)) seen.add(word.key);
    for (const key of seen) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { documents, counts };
}

export interface RankedWord extends Word {
  /** in how many of the school's texts it appears */
  frequency: number;
}

/**
 * The words of a sentence that may be asked about, rarest first: not numbers, not
 * function words, not too short, not common across the school. Ties go to the word that
 * is not a capitalised name (outside German, where every noun has a capital), then the
 * longer word, then the later one (the subject at the start is usually the least new).
 */
export function rankTargets(sentence: string, language: string, df: DocumentFrequency): RankedWord[] {
  const skip = functionWords(language);
  const lang = baseLanguage(language);
  const words = splitWords(sentence, language);
  const seen = new Set<string>();
  const ranked: Array<RankedWord & { name: boolean; position: number }> = [];
  words.forEach((word, position) => {
    if (word.numeric || skip.has(word.key) || [...word.text].length < MIN_TARGET_LENGTH || seen.has(word.key)) return;
    seen.add(word.key);
    const frequency = df.counts.get(word.key) ?? 0;
    if (df.documents >= MIN_DOCUMENTS_FOR_SHARE && frequency / df.documents > COMMON_SHARE) return;
    const name = lang !== 'de' && position > 0 && word.text !== word.key;
    ranked.push({ ...word, frequency, name, position });
  });
  ranked.sort(
    (a, b) =>
      a.frequency - b.frequency ||
      Number(a.name) - Number(b.name) ||
      [...b.text].length - [...a.text].length ||
      b.position - a.position,
  );
  return ranked.map(({ text, key, index, numeric, frequency }) => ({ text, key, index, numeric, frequency }));
}
