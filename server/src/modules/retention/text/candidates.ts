/**
 * Vocabulary a lesson's prose offers when its notes list none: expressions of two or
 * three words (a noun with the words that qualify it: "renewable energy", "cambio
 * climático") and single nouns, verbs and adjectives, each in its dictionary form with
 * its part of speech; Spanish, French and German nouns with their article, German ones
 * with their capital. Names, function words and words a learner at the level already
 * knows come last or not at all.
 */
import type { ExampleSentence } from './examples';
import { knownWordsAt, lexiconOf, rankOf } from './lexicon';
import type { PartOfSpeech, Token } from './nlp';
import { isContentWord, targetScore } from './rarity';
import { baseLanguage } from './segment';

export interface TermCandidate {
  term: string;
  pos: PartOfSpeech;
  /** the sentence it was met in */
  sentence: string;
  /** how likely a learner at the level is not to know it yet: lower first */
  score: number;
}

const ARTICLES: Record<string, Record<'m' | 'f' | 'n', string>> = {
  es: { m: 'el', f: 'la', n: 'el' },
  fr: { m: 'le', f: 'la', n: 'le' },
  de: { m: 'der', f: 'die', n: 'das' },
};
/** A determiner in front of the noun tells its gender when the library does not. */
const GENDER_OF_DETERMINER: Record<string, Record<string, 'm' | 'f' | 'n'>> = {
  es: { el: 'm', un: 'm', del: 'm', al: 'm', la: 'f', una: 'f', los: 'm', las: 'f' },
  fr: { le: 'm', un: 'm', du: 'm', au: 'm', la: 'f', une: 'f' },
  de: { das: 'n' },
};

const capital = (word: string) => word.charAt(0).toLocaleUpperCase('de') + word.slice(1);

/** German genders its endings tell ("-ung" feminine, "-chen" neuter, "-ismus" masculine). */
const GERMAN_ENDINGS: Array<[RegExp, 'm' | 'f' | 'n']> = [
  [/(?:ung|heit|keit|schaft|tion|sion|tät|ik|ie|ei|ur|enz|anz)$/u, 'f'],
  [/(?:chen|lein|ment|um|nis)$/u, 'n'],
  [/(?:ismus|ling|ist|or|ant)$/u, 'm'],
];

/** A sentence's subject comes first: "Der Orkan…", "Die Küste…" name the noun's own article. */
const GERMAN_FIRST: Record<string, 'm' | 'f' | 'n'> = { der: 'm', die: 'f', das: 'n' };

function genderOf(lemma: string, token: Token, before: Token | undefined, language: string, first: boolean): 'm' | 'f' | 'n' | null {
  if (token.gender) return token.gender;
  const determiner = before?.text.toLocaleLowerCase(language) ?? '';
  if (language !== 'de') return GENDER_OF_DETERMINER[language]?.[determiner] ?? null;
  if (token.plural) return null;
  const byEnding = GERMAN_ENDINGS.find(([ending]) => ending.test(lemma))?.[1];
  if (byEnding) return byEnding;
  // "die" at the start may be a plural: only with a feminine-looking ending
  if (first && (determiner !== 'die' || lemma.endsWith('e'))) return GERMAN_FIRST[determiner] ?? null;
  return GENDER_OF_DETERMINER.de[determiner] ?? null;
}

/** "la energía", "l'énergie", "der Gletscher"; null when the gender is unknown (a German noun is not offered without its article). */
function nounTerm(lemma: string, token: Token, before: Token | undefined, language: string, first = false): string | null {
  const articles = ARTICLES[language];
  if (!articles) return lemma;
  const gender = genderOf(lemma, token, before, language, first);
  if (language === 'de') return gender ? `${articles[gender]} ${capital(lemma)}` : null;
  if (!gender) return lemma;
  if (language === 'fr' && /^[aeiouyéèêh]/iu.test(lemma)) return `l'${lemma}`;
  return `${articles[gender]} ${lemma}`;
}

/**
 * A word the library could bring to its dictionary form: a plural noun or a German verb
 * it left as written would make a card with an inflected term ("transports", "bedroht").
 */
function inDictionaryForm(token: Token, language: string): boolean {
  const surface = token.text.toLocaleLowerCase(language);
  // an English past form the rules cut badly ("plateaued" → "plateaue"): only a listed lemma
  if (language === 'en' && token.pos === 'verb' && surface.endsWith('ed') && !lexiconOf(language).ranks.has(token.lemma)) return false;
  if (token.pos === 'noun' && token.plural && token.lemma === surface && language !== 'de') return false;
  if (token.pos === 'verb' && language === 'de') return /e?n$/u.test(token.lemma);
  return true;
}

const usable = (token: Token, language: string) =>
  ['noun', 'verb', 'adjective'].includes(token.pos) &&
  isContentWord(lexiconOf(language), token.lemma) &&
  isContentWord(lexiconOf(language), token.text.toLocaleLowerCase(language)) && /^[\p{L}'-]+$/u.test(token.lemma) && inDictionaryForm(token, language);

/** Expressions: a noun with a noun or adjective before it (English) or an adjective after it (Spanish, French). */
function expressions(tokens: readonly Token[], language: string): Array<{ words: Token[]; head: number }> {
  const found: Array<{ words: Token[]; head: number }> = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const [a, b] = [tokens[i], tokens[i + 1]];
    if (!usable(a, language) || !usable(b, language)) continue;
    if (language === 'en' && (a.pos === 'noun' || a.pos === 'adjective') && b.pos === 'noun') found.push({ words: [a, b], head: 1 });
    if ((language === 'es' || language === 'fr') && a.pos === 'noun' && b.pos === 'adjective') found.push({ words: [a, b], head: 0 });
  }
  return found;
}

function expressionTerm(words: readonly Token[], head: number, before: Token | undefined, language: string): string {
  const plural = words[head].plural;
  const text = words.map((w, i) => (i === head || plural ? w.lemma : w.text.toLocaleLowerCase(language))).join(' ');
  return (language === 'es' || language === 'fr' ? nounTerm(text, words[head], before, language) : text) ?? text;
}

/** The candidates of these sentences, best first for the level, each term once. */
export function termCandidates(sentences: readonly ExampleSentence[], languageCode: string, level: string | null): TermCandidate[] {
  const language = baseLanguage(languageCode);
  const lexicon = lexiconOf(language);
  const known = knownWordsAt(level);
  const found = new Map<string, TermCandidate>();
  const add = (term: string | null, pos: PartOfSpeech, sentence: string, rank: number, bonus = 0) => {
    if (!term || found.has(term)) return;
    found.set(term, { term, pos, sentence, score: targetScore(rank, known) - bonus });
  };
  for (const { text, tokens } of sentences) {
    const inExpression = new Set<Token>();
    for (const { words, head } of language === 'de' ? [] : expressions(tokens, language)) {
      words.forEach((w) => inExpression.add(w));
      const at = tokens.indexOf(words[0]);
      // an expression is worth more than its words: it is what a learner cannot guess
      add(expressionTerm(words, head, tokens[at - 1], language), 'noun', text, Math.max(...words.map((w) => rankOf(lexicon, w.lemma))), 5000);
    }
    tokens.forEach((token, i) => {
      if (!usable(token, language) || inExpression.has(token)) return;
      if (language === 'de' && token.pos === 'adjective') return;
      const term = token.pos === 'noun' ? nounTerm(token.lemma, token, tokens[i - 1], language, i === 1) : token.lemma;
      add(term, token.pos, text, rankOf(lexicon, token.lemma));
    });
  }
  return [...found.values()].sort((a, b) => a.score - b.score);
}
