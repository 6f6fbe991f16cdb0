/**
 * Sentences and words of lesson text, with the runtime's own Unicode segmentation
 * (Intl.Segmenter, ICU) in the plan's language: no outside service, no dictionary file.
 */

export interface Word {
  /** as written */
  text: string;
  /** lower-cased in the language, the key rarity is counted by */
  key: string;
  /** where it starts in the sentence (UTF-16 index) */
  index: number;
  /** digits in it: a number, a date, a time */
  numeric: boolean;
}

/**
 * Abbreviations ICU ends a sentence after. ICU's sentence rules break at "period, space,
 * capital" and know no abbreviations, so "Dr. Weber" or "z. B. Brot" would come out as
 * two sentences and a card would show half of one. Kept small and per language: only
 * titles and short forms that are usually followed by a capital or a number. Single
 * letters ("z.", "B.", "J. K.") are handled by a rule, not listed.
 */
const ABBREVIATIONS: Record<string, readonly string[]> = {
  en: ['dr', 'mr', 'mrs', 'ms', 'prof', 'st', 'jr', 'sr', 'mt', 'no', 'nos', 'fig', 'vol', 'approx', 'dept', 'vs'],
  es: ['sr', 'sra', 'srta', 'dr', 'dra', 'ud', 'uds', 'vd', 'vds', 'prof', 'pág', 'núm', 'av', 'avda', 'aprox', 'ej', 'ee', 'uu', 'etc'],
  de: ['dr', 'prof', 'hr', 'fr', 'nr', 'str', 'bzw', 'ca', 'evtl', 'ggf', 'vgl', 'inkl', 'zzgl', 'sog', 'usw', 'bspw'],
  fr: ['dr', 'pr', 'mme', 'mlle', 'mm', 'me', 'st', 'ste', 'av', 'bd', 'env', 'cf', 'etc', 'p'],
  it: ['dr', 'dott', 'sig', 'sigra', 'prof', 'ing', 'avv', 'ecc', 'pag'],
  pt: ['dr', 'dra', 'sr', 'sra', 'prof', 'av', 'pág', 'etc'],
};

/** German writes ordinals with a period ("am 3. Mai"): before a month name it is not a sentence end. */
const MONTHS: Record<string, readonly string[]> = {
  de: ['januar', 'jänner', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
};

/** The language part of a code: 'pt-BR' → 'pt'. */
export function baseLanguage(language: string): string {
  return language.toLowerCase().split('-')[0] || 'en';
}

// Making a segmenter loads ICU's rules for the language: far dearer than using one, so
// each is made once per language and granularity (they keep no state between calls).
const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: string, granularity: 'sentence' | 'word'): Intl.Segmenter {
  const key = `${language} ${granularity}`;
  let made = segmenters.get(key);
  if (!made) {
    try {
      made = new Intl.Segmenter(language, { granularity });
    } catch {
      // a code ICU does not accept: the root rules still segment any script
      made = new Intl.Segmenter(undefined, { granularity });
    }
    segmenters.set(key, made);
  }
  return made;
}

const lastToken = (piece: string) => /([\p{L}\p{N}]+)\.\s*$/u.exec(piece)?.[1] ?? null;

/** Does `piece` end with a period that ICU took for a sentence end but is not one? */
function endsInsideSentence(piece: string, next: string, language: string): boolean {
  const token = lastToken(piece);
  if (token === null) return false;
  const key = token.toLocaleLowerCase(language);
  if ((ABBREVIATIONS[language] ?? ABBREVIATIONS.en).includes(key)) return true;
  // an initial or a letter of a dotted short form: "z. B.", "J. K. Rowling", "p. ej."
  if ([...token].length === 1 && /\p{L}/u.test(token)) return true;
  const months = MONTHS[language];
  if (months && /^\p{N}+$/u.test(token)) {
    const following = /^[\s"'«»„“”‚‘’(]*([\p{L}]+)/u.exec(next)?.[1]?.toLocaleLowerCase(language);
    return following !== undefined && months.includes(following);
  }
  return false;
}

/** The sentences of a text, trimmed, empty ones dropped; abbreviations do not end one. */
export function splitSentences(text: string, language: string): string[] {
  const lang = baseLanguage(language);
  const raw = [...segmenter(language, 'sentence').segment(text)].map((part) => part.segment);
  const sentences: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i += 1) {
    current += raw[i];
    const next = raw[i + 1];
    // a line break ends a sentence whatever came before it (lists, headings, notes)
    if (next !== undefined && !/\n\s*$/.test(raw[i]) && endsInsideSentence(current, next, lang)) continue;
    const sentence = current.replace(/\s+/g, ' ').trim();
    if (sentence) sentences.push(sentence);
    current = '';
  }
  return sentences;
}

/** The words of a sentence (punctuation and spaces left out), in order. */
export function splitWords(sentence: string, language: string): Word[] {
  const words: Word[] = [];
  for (const part of segmenter(language, 'word').segment(sentence)) {
    if (!part.isWordLike) continue;
    words.push({ text: part.segment, key: part.segment.toLocaleLowerCase(language), index: part.index, numeric: /\p{N}/u.test(part.segment) });
  }
  return words;
}
