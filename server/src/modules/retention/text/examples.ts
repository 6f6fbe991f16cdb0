/**
 * The sentences of a lesson's prose that a learner may read as examples: not
 * conversation, not a page or exercise line, not a marked mistake, not a remark about the
 * student, in the plan's language, and a sentence (it has a verb), not a heading.
 */
import { skipReason } from './conversation';
import { lexiconOf } from './lexicon';
import { analyse, inOtherLanguage, type Token } from './nlp';
import { MARKED_MISTAKE, PAGE_LINE } from './note-labels';
import { isContentWord } from './rarity';
import { baseLanguage, splitSentences } from './segment';

/** Words of a remark about a learner ("still mixes up", "vergisst oft", "was tired today"). */
const REMARKS: Record<string, RegExp> = {
  en: /(?<![\p{L}])(?:still|often|keeps|forgets?|struggles?|mix(?:es)? up|confuses?|tired|confident|motivated|progress|improving|needs to|drilling|did well|was ill|had a cold)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:todavía|aún|confunde|olvida|cansad[oa]|motivad[oa]|progres\p{L}*|le cuesta|enferm[oa]|ha hablado)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:encore|oublie|confond|fatiguée?|motivée?|progrès|malade|a du mal)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:noch|oft|vergisst|verwechselt|müde|motiviert|fortschritte|krank|hat mühe)(?![\p{L}])/iu,
};

/** Who a remark is about: a name or "she", "he", "the student"… at the start. */
const ABOUT_SOMEONE: Record<string, RegExp> = {
  en: /^(?:she|he|they|the student)(?![\p{L}])/iu,
  es: /^(?:ella|él|el alumno|la alumna)(?![\p{L}])/iu,
  fr: /^(?:elle|il|l'élève)(?![\p{L}])/iu,
  de: /^(?:sie|er|der schüler|die schülerin)(?![\p{L}])/iu,
};

/**
 * A sentence about a person of the plan (it names a student or teacher: "Léa vergisst oft
 * die Artikel", "Marta works for Telefónica"), or a remark about someone ("She still
 * mixes up…"). Names of people the notes mention otherwise (an author, a city) do not
 * make a sentence personal.
 */
function aboutStudent(sentence: string, language: string, people: readonly string[]): boolean {
  if (people.some((name) => new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(sentence))) return true;
  const remark = REMARKS[baseLanguage(language)] ?? REMARKS.en;
  const someone = ABOUT_SOMEONE[baseLanguage(language)] ?? ABOUT_SOMEONE.en;
  return someone.test(sentence) && remark.test(sentence);
}

export interface ExampleSentence {
  text: string;
  tokens: Token[];
}

/** The example sentences of a lesson's prose, each with its words analysed; `people`: the first names of the plan's students and teachers. */
export function exampleSentences(prose: readonly string[], language: string, people: readonly string[] = []): ExampleSentence[] {
  const lexicon = lexiconOf(language);
  const examples: ExampleSentence[] = [];
  for (const line of prose) {
    for (const text of splitSentences(line, language)) {
      if (PAGE_LINE.test(text) || MARKED_MISTAKE.test(text)) continue;
      if (skipReason(text, language, (key) => isContentWord(lexicon, key)) !== null) continue;
      if (inOtherLanguage(text, language) || aboutStudent(text, language, people)) continue;
      const tokens = analyse(text, language);
      if (tokens.length > 0 && !tokens.some((t) => t.pos === 'verb')) continue;
      examples.push({ text, tokens });
    }
  }
  return examples;
}
