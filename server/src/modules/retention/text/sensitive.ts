/**
 * Words a handout for a language class does not offer as a quiz option, beyond the swear
 * words of `naughty-words` (lexicon.ts): death, violence, self-harm, drugs, in the four
 * languages, as the stems their forms begin with ("suicid" takes "suicidarse",
 * "Leiche" takes "Leichen"). A term of the teacher's own notes may still be a card: the
 * teacher chose it; it is only never put beside another question's answer.
 */
const STEMS: Record<string, readonly string[]> = {
  en: ['suicid', 'corpse', 'murder', 'rape', 'kill', 'dead', 'death', 'overdose', 'cocaine', 'heroin', 'terroris', 'genocid', 'abus', 'tortur'],
  es: ['suicid', 'cadáver', 'asesin', 'violac', 'violar', 'matar', 'muert', 'sobredosis', 'cocaína', 'heroína', 'terroris', 'genocid', 'abus', 'tortur', 'joder', 'coño', 'puta'],
  fr: ['suicid', 'cadavre', 'meurtr', 'assassin', 'viol', 'tuer', 'mort', 'overdose', 'cocaïne', 'héroïne', 'terroris', 'génocid', 'abus', 'tortur', 'putain', 'merde'],
  de: ['selbstmord', 'suizid', 'leiche', 'mord', 'vergewaltig', 'töten', 'tot', 'überdosis', 'kokain', 'heroin', 'terror', 'völkermord', 'missbrauch', 'folter', 'scheiß'],
};

/** Whether a word of the text begins with a stem of the language's list. */
export function isSensitive(text: string, language: string): boolean {
  const stems = STEMS[language] ?? STEMS.en;
  return text.toLocaleLowerCase(language).split(/[^\p{L}]+/u).some((word) => word && stems.some((stem) => word.startsWith(stem)));
}
