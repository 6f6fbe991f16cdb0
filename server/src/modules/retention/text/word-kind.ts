/**
 * What kind of word a word is, as far as its ending tells: "-ly" adverbs, "-tion" nouns,
 * "-ed" participles, Spanish "-mente", German "-ung"… Distractors share the answer's kind
 * so that grammar alone does not give the answer away. '' when the ending tells nothing.
 */
import { baseLanguage } from './segment';

const ENDINGS: Record<string, ReadonlyArray<readonly [kind: string, ending: RegExp]>> = {
  en: [
    ['adverb', /ly$/], ['noun', /(?:tion|sion|ment|ness|ity|ance|ence|ship|ism|ist)s?$/], ['gerund', /ing$/], ['past', /ed$/],
    ['adjective', /(?:able|ible|ous|ful|ive|less|ical|ic|al)$/], ['comparative', /(?:er|est)$/], ['plural', /[^s]s$/],
  ],
  es: [
    ['adverb', /mente$/], ['noun', /(?:ción|sión|dad|tad|miento|mientos|ciones|siones|dades|ismo|ista)$/], ['gerund', /(?:ando|iendo|yendo)$/],
    ['participle', /(?:ado|ido|ada|ida|ados|idos|adas|idas)$/], ['adjective', /(?:oso|osa|osos|osas|able|ible|ables|ibles|ivo|iva|ivos|ivas)$/],
    ['infinitive', /(?:ar|er|ir)$/], ['preterite', /(?:ó|aron|ieron)$/], ['plural', /s$/],
  ],
  fr: [
    ['adverb', /ment$/], ['noun', /(?:tion|sion|tions|sions|té|tés|eur|eurs|ance|ence|isme|iste|age|ages)$/], ['participle', /(?:é|ée|és|ées|i|ie|is|ies)$/],
    ['adjective', /(?:able|ible|eux|euse|if|ive|ique|al|ale|aux)$/], ['infinitive', /(?:er|ir|re)$/], ['present-participle', /ant$/], ['plural', /[sx]$/],
  ],
  de: [
    ['noun', /(?:ung|ungen|heit|heiten|keit|keiten|schaft|schaften|ion|ionen|ität|nis|tum|ment|ismus|ist|isten)$/],
    ['adjective', /(?:lich|ig|isch|bar|los|sam|voll|haft)(?:e|en|er|es|em)?$/], ['participle', /^ge\p{L}+(?:t|en)$/u], ['past', /(?:te|ten|test|tet)$/], ['infinitive', /en$/],
  ],
};

export function wordKind(key: string, language: string): string {
  for (const [kind, ending] of ENDINGS[baseLanguage(language)] ?? []) if (ending.test(key)) return kind;
  return '';
}
