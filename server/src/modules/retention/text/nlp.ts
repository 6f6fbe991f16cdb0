/**
 * Dictionary forms and parts of speech, per language, from the compromise family
 * (`compromise`, `es-compromise`, `fr-compromise`, `de-compromise`: one API, kept by one
 * author, CommonJS builds that load under the server's module system) and the language
 * of a sentence from `tinyld/light` (its small model: the full one costs 3× the load
 * for the four languages told apart here).
 *
 * Each library takes seconds to load on a busy machine (de-compromise the longest), so it
 * is loaded on first use, per language, and only card generation uses it: the documents
 * read what the cards stored (term, part of speech, example), never the libraries.
 */
import { createRequire } from 'node:module';
import { baseLanguage } from './segment';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb' | 'phrase' | 'name' | 'other';

export interface Token {
  text: string;
  /** the dictionary form, lower case */
  lemma: string;
  pos: PartOfSpeech;
  /** 'm', 'f', 'n' when the library knows a noun's gender */
  gender: 'm' | 'f' | 'n' | null;
  plural: boolean;
  determiner: boolean;
}

interface CompromiseTerm {
  text: string;
  normal: string;
  root?: string;
  tags: string[];
}
type Nlp = (text: string) => { compute(method: string): unknown; json(): Array<{ terms: CompromiseTerm[] }> };

const requireHere = createRequire(__filename);
const MODULES: Record<string, string> = { en: 'compromise', es: 'es-compromise', fr: 'fr-compromise', de: 'de-compromise' };
const loaded = new Map<string, Nlp | null>();

function nlpFor(language: string): Nlp | null {
  const lang = baseLanguage(language);
  if (!loaded.has(lang)) {
    const name = MODULES[lang];
    const module = name ? (requireHere(name) as Nlp | { default: Nlp }) : null;
    loaded.set(lang, module === null ? null : typeof module === 'function' ? module : module.default);
  }
  return loaded.get(lang) ?? null;
}

function posOf(tags: ReadonlySet<string>): PartOfSpeech {
  if (tags.has('Person') || tags.has('Place') || tags.has('Organization') || tags.has('ProperNoun')) return 'name';
  if (tags.has('Pronoun') || tags.has('Determiner') || tags.has('Preposition') || tags.has('Conjunction') || tags.has('Value')) return 'other';
  if (tags.has('Auxiliary') || tags.has('Copula') || tags.has('Modal')) return 'other';
  if (tags.has('Verb')) return 'verb';
  if (tags.has('Noun')) return 'noun';
  if (tags.has('Adjective')) return 'adjective';
  if (tags.has('Adverb')) return 'adverb';
  return 'other';
}

const genderOf = (tags: ReadonlySet<string>): Token['gender'] => (tags.has('MaleNoun') ? 'm' : tags.has('FemaleNoun') ? 'f' : tags.has('NeuterNoun') ? 'n' : null);

/** The words of a sentence with their dictionary form and part of speech ([] for a language without a library). */
export function analyse(sentence: string, language: string): Token[] {
  const nlp = nlpFor(language);
  if (!nlp) return [];
  const doc = nlp(sentence);
  doc.compute('root');
  const tokens = doc.json().flatMap((s) => s.terms).filter((t) => t.text).map((t) => {
    const tags = new Set(t.tags);
    return { text: t.text, lemma: lemmaOf(t, tags, language), pos: posOf(tags), gender: genderOf(tags), plural: tags.has('Plural') || tags.has('PluralNoun'), determiner: tags.has('Determiner') };
  });
  return baseLanguage(language) === 'en' ? tokens : afterArticles(tokens, language);
}

/** Infinitives as a dictionary lists them, where the library's rules miss ("réduire" → "réduirer"). */
const INFINITIVE: Record<string, RegExp> = { es: /(?:ar|er|ir|ír)(?:se)?$/u, fr: /(?:er|ir|re)$/u, de: /e?n$/u };
const IRREGULAR: Record<string, Record<string, string>> = { fr: { faut: 'falloir', fallait: 'falloir', peut: 'pouvoir', doit: 'devoir' } };

function lemmaOf(term: CompromiseTerm, tags: ReadonlySet<string>, language: string): string {
  const lang = baseLanguage(language);
  const surface = term.normal.toLocaleLowerCase(language);
  const irregular = IRREGULAR[lang]?.[surface];
  if (irregular) return irregular;
  if (tags.has('Verb') && tags.has('Infinitive')) return surface;
  if (tags.has('Verb') && INFINITIVE[lang]?.test(surface) && !tags.has('PastTense')) return surface;
  return (term.root || term.normal).toLocaleLowerCase(language);
}

const PLURAL_ARTICLES = new Set(['los', 'las', 'les', 'des', 'unos', 'unas']);

/**
 * The Spanish, French and German taggers take some nouns after an article for verbs or
 * adverbs ("el cambio" → cambiar, "le réchauffement" → adverb); a word right after an
 * article is a noun, as written, and plural after a plural article.
 */
function afterArticles(tokens: Token[], language: string): Token[] {
  return tokens.map((token, i) => {
    const before = tokens[i - 1];
    if (!before?.determiner) return token;
    const plural = token.plural || PLURAL_ARTICLES.has(before.text.toLocaleLowerCase(language));
    if (token.pos === 'verb' || token.pos === 'adverb') return { ...token, pos: 'noun', lemma: token.text.toLocaleLowerCase(language), plural };
    return { ...token, plural };
  });
}

interface Detected {
  lang: string;
  accuracy: number;
}
let detectAll: ((text: string) => Detected[]) | null = null;

const KNOWN = new Set(Object.keys(MODULES));
/** Below this many letters a sentence says too little about its language. */
const MIN_LETTERS = 20;

/**
 * Whether a sentence is clearly in another of the four languages than the plan's: the
 * detector's best guess among them is another one, sure of it, and rates the plan's
 * language far lower. Short or unsure sentences count as the plan's.
 */
export function inOtherLanguage(sentence: string, language: string): boolean {
  const lang = baseLanguage(language);
  if (!KNOWN.has(lang) || (sentence.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return false;
  detectAll ??= (requireHere('tinyld/light') as { detectAll: (text: string) => Detected[] }).detectAll;
  const ranked = detectAll(sentence).filter((d) => KNOWN.has(d.lang));
  const top = ranked[0];
  if (!top || top.lang === lang || top.accuracy < 0.1) return false;
  const own = ranked.find((d) => d.lang === lang)?.accuracy ?? 0;
  return own < top.accuracy / 3;
}
