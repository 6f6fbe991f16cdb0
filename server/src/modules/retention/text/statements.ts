/**
 * Reading-practice questions about what a text says: true/false statements made from its
 * sentences, between 40 and 60 % of them false, each false one with one meaningful change:
 * a term of the plan swapped for another of the plan's terms of the same kind (else a
 * number, a month or weekday, or a word turned into its opposite), so the reader has to
 * find the sentence and compare. The key gives each answer, and for a false one the
 * sentence as the text has it. Never a statement twice.
 */
import { termCore } from './cards';
import { hash } from './quiz';
import { baseLanguage, splitWords } from './segment';

/** A term of the plan and what it is: a false statement swaps one for another of its kind. */
export interface StatementTerm {
  term: string;
  partOfSpeech: string;
}

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The sentence with a plan term in it (a noun without its article) swapped for another of
 * the same kind, article and length that the sentence does not hold.
 */
function swapTerm(sentence: string, terms: readonly StatementTerm[]): string | null {
  const lower = sentence.toLowerCase();
  for (const found of terms) {
    const { article, core } = termCore(found.term);
    const at = new RegExp(`(?<![\\p{L}])${escape(core)}(?![\\p{L}])`, 'iu').exec(sentence);
    if (!at) continue;
    const words = core.split(/\s+/).length;
    const others = terms
      .map((t) => ({ ...t, ...termCore(t.term) }))
      .filter((t) => t.partOfSpeech === found.partOfSpeech && t.core.toLowerCase() !== core.toLowerCase() && t.article === article && t.core.split(/\s+/).length === words && !lower.includes(t.core.toLowerCase()));
    if (others.length === 0) continue;
    const other = others[hash(sentence) % others.length].core;
    return sentence.slice(0, at.index) + likeCase(other, at[0]) + sentence.slice(at.index + at[0].length);
  }
  return null;
}

/** The sentence with one detail changed, or null when it has none that can be. */
export function falseVersion(sentence: string, languageCode: string, terms: readonly StatementTerm[] = []): string | null {
  const language = baseLanguage(languageCode);
  return (
    swapTerm(sentence, terms) ??
    changeNumber(sentence) ??
    changeWord(sentence, language, shiftIn(MONTHS[language], 3)) ??
    changeWord(sentence, language, shiftIn(DAYS[language], 2)) ??
    changeWord(sentence, language, oppositeOf(language))
  );
}

/**
 * Up to `count` statements in the text's order, half of them false (the odd one out true,
 * so 40–60 % false from five statements on): false ones from sentences with something to
 * change, true ones from the rest first. Fewer statements rather than a lopsided set when
 * the text has few changeable sentences.
 */
export function trueFalseStatements(sentences: readonly string[], count: number, language: string, terms: readonly StatementTerm[] = []): Statement[] {
  const seen = new Set<string>();
  const unique = sentences.filter((s) => !seen.has(s.trim().toLowerCase()) && seen.add(s.trim().toLowerCase()));
  const all = unique.map((sentence) => ({ sentence, changed: falseVersion(sentence, language, terms) }));
  // a change that gives another sentence of the text would be true
  const changeable = all.filter((s) => s.changed !== null && !seen.has(s.changed.trim().toLowerCase()));
  const total = Math.min(count, all.length);
  const falses = Math.min(changeable.length, Math.floor(total / 2));
  const trues = Math.min(total - falses, falses + 1);
  // false ones spread through the text: every other changeable sentence first, from a place the text decides
  const first = hash(unique.join(' ')) % 2;
  const spread = changeable.filter((_, i) => i % 2 === first);
  const falseSet = new Set([...spread, ...changeable.filter((s) => !spread.includes(s))].slice(0, falses).map((s) => s.sentence));
  const rest = all.filter((s) => !falseSet.has(s.sentence));
  const trueSet = new Set([...rest.filter((s) => s.changed === null), ...rest.filter((s) => s.changed !== null)].slice(0, trues).map((s) => s.sentence));
  return all
    .filter((s) => falseSet.has(s.sentence) || trueSet.has(s.sentence))
    .map(({ sentence, changed }) => (falseSet.has(sentence) && changed ? { text: changed, isTrue: false, source: sentence } : { text: sentence, isTrue: true, source: sentence }));
}
