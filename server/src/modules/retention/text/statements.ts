/**
 * Reading-practice questions about what a text says: true/false statements made from its
 * sentences, every other one with one detail changed (a number, a month or weekday, a
 * name, or a word turned into its opposite), so the reader has to find the sentence and
 * compare. The key gives each answer, and for a false one the sentence as the text has it.
 */
import { hash } from './quiz';
import { baseLanguage, splitWords } from './segment';

export interface Statement {
  text: string;
  isTrue: boolean;
  /** the sentence of the text it was made from */
  source: string;
}

const MONTHS: Record<string, string[]> = {
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
};

const DAYS: Record<string, string[]> = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
};

/** Pairs of opposites, each way round. */
const OPPOSITES: Record<string, Array<[string, string]>> = {
  en: [['increased', 'decreased'], ['increase', 'decrease'], ['rose', 'fell'], ['rise', 'fall'], ['higher', 'lower'], ['more', 'less'], ['before', 'after'], ['early', 'late'], ['first', 'last'], ['always', 'never'], ['accepted', 'rejected'], ['profit', 'loss'], ['won', 'lost'], ['opened', 'closed'], ['cheap', 'expensive'], ['strong', 'weak'], ['positive', 'negative'], ['success', 'failure'], ['better', 'worse'], ['larger', 'smaller'], ['bigger', 'smaller'], ['easy', 'difficult'], ['north', 'south'], ['east', 'west'], ['bought', 'sold'], ['imports', 'exports'], ['agreed', 'refused'], ['most', 'least']],
  es: [['aumentó', 'disminuyó'], ['subió', 'bajó'], ['más', 'menos'], ['antes', 'después'], ['mayor', 'menor'], ['primer', 'último'], ['primera', 'última'], ['siempre', 'nunca'], ['aceptó', 'rechazó'], ['ganancias', 'pérdidas'], ['abierto', 'cerrado'], ['barato', 'caro'], ['fuerte', 'débil'], ['positivo', 'negativo'], ['éxito', 'fracaso'], ['mejor', 'peor'], ['grande', 'pequeño'], ['fácil', 'difícil'], ['norte', 'sur'], ['compró', 'vendió'], ['alto', 'bajo'], ['temprano', 'tarde']],
  fr: [['augmenté', 'diminué'], ['hausse', 'baisse'], ['plus', 'moins'], ['avant', 'après'], ['premier', 'dernier'], ['première', 'dernière'], ['toujours', 'jamais'], ['accepté', 'refusé'], ['bénéfice', 'perte'], ['ouvert', 'fermé'], ['fort', 'faible'], ['positif', 'négatif'], ['succès', 'échec'], ['meilleur', 'pire'], ['grand', 'petit'], ['facile', 'difficile'], ['nord', 'sud'], ['acheté', 'vendu'], ['supérieur', 'inférieur'], ['augmente', 'diminue']],
  de: [['gestiegen', 'gesunken'], ['stieg', 'sank'], ['mehr', 'weniger'], ['vor', 'nach'], ['erste', 'letzte'], ['ersten', 'letzten'], ['immer', 'nie'], ['angenommen', 'abgelehnt'], ['gewinn', 'verlust'], ['offen', 'geschlossen'], ['billig', 'teuer'], ['stark', 'schwach'], ['positiv', 'negativ'], ['erfolg', 'misserfolg'], ['besser', 'schlechter'], ['groß', 'klein'], ['leicht', 'schwer'], ['norden', 'süden'], ['kaufte', 'verkaufte'], ['höher', 'niedriger'], ['früh', 'spät'], ['steigt', 'sinkt']],
};

const likeCase = (replacement: string, original: string) =>
  original.charAt(0) !== original.charAt(0).toLowerCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

function changeNumber(sentence: string): string | null {
  const match = /\d+/.exec(sentence);
  if (!match) return null;
  const n = Number(match[0]);
  const year = n >= 1900 && n <= 2100;
  const changed = year ? n + 2 : n === 0 ? 3 : n < 10 ? n + 2 : n + Math.max(1, Math.round(n / 4));
  return sentence.slice(0, match.index) + String(changed) + sentence.slice(match.index + match[0].length);
}

/** Replaces the first word found in one of the lists by another of the same list. */
function changeWord(sentence: string, language: string, swap: (key: string) => string | null): string | null {
  for (const word of splitWords(sentence, language)) {
    const other = swap(word.key);
    if (other) return sentence.slice(0, word.index) + likeCase(other, word.text) + sentence.slice(word.index + word.text.length);
  }
  return null;
}

const shiftIn = (list: readonly string[] | undefined, by: number) => (key: string) => {
  const at = list?.indexOf(key) ?? -1;
  return at < 0 || !list ? null : list[(at + by) % list.length];
};

function oppositeOf(language: string) {
  const pairs = OPPOSITES[language] ?? [];
  return (key: string) => pairs.find(([a, b]) => a === key || b === key)?.find((w) => w !== key) ?? null;
}

/** A name of the text (capitalised inside a sentence) replaced by another name of the text. */
function changeName(sentence: string, language: string, names: readonly string[]): string | null {
  if (language === 'de') return null;
  const words = splitWords(sentence, language);
  for (const word of words.slice(1)) {
    if (word.text === word.key) continue;
    const other = names.find((name) => name !== word.text);
    if (other) return sentence.slice(0, word.index) + other + sentence.slice(word.index + word.text.length);
  }
  return null;
}

/** The sentence with one detail changed, or null when it has none that can be. */
export function falseVersion(sentence: string, languageCode: string, names: readonly string[] = []): string | null {
  const language = baseLanguage(languageCode);
  return (
    changeNumber(sentence) ??
    changeWord(sentence, language, shiftIn(MONTHS[language], 3)) ??
    changeWord(sentence, language, shiftIn(DAYS[language], 2)) ??
    changeWord(sentence, language, oppositeOf(language)) ??
    changeName(sentence, language, names)
  );
}

/** Names of a text: words capitalised inside its sentences (not in German, where nouns are). */
function namesOf(sentences: readonly string[], language: string): string[] {
  if (baseLanguage(language) === 'de') return [];
  return [...new Set(sentences.flatMap((s) => splitWords(s, language).slice(1).filter((w) => w.text !== w.key && !w.numeric).map((w) => w.text)))];
}

/**
 * Up to `count` statements in the text's order: of the sentences a detail of which can be
 * changed, every other one is changed (false); the rest stay as written (true). Sentences
 * with nothing to change fill up as true statements when there are too few.
 */
export function trueFalseStatements(sentences: readonly string[], count: number, language: string): Statement[] {
  const names = namesOf(sentences, language);
  const changeable = sentences.map((sentence) => ({ sentence, changed: falseVersion(sentence, language, names) }));
  const withDetail = changeable.filter((s) => s.changed !== null);
  const chosen = new Set((withDetail.length > 0 ? withDetail : changeable).slice(0, count).map((s) => s.sentence));
  for (const s of changeable) if (chosen.size < count) chosen.add(s.sentence);
  let turn = hash(sentences.join(' ')) % 2;
  return changeable
    .filter((s) => chosen.has(s.sentence))
    .map(({ sentence, changed }) => {
      if (changed !== null && turn++ % 2 === 0) return { text: changed, isTrue: false, source: sentence };
      return { text: sentence, isTrue: true, source: sentence };
    });
}
