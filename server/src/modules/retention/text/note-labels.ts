/**
 * The labels teachers put in front of a line of lesson notes, in the four languages
 * (a teacher writes in the taught language or in their own, so every list applies to
 * every plan), and what each kind of line is.
 */

export type LineKind = 'vocabulary' | 'homework' | 'grammar' | 'can-do' | 'staff' | 'mistake' | 'other';

const LABELS: Record<Exclude<LineKind, 'other'>, RegExp> = {
  vocabulary: /^(?:vocab(?:ulary)?|key ?words|new words|words|useful (?:words|phrases?)|phrases?|expressions?|idioms?|phrasal verbs|\p{L}+ verbs|verbs|collocations|vocabulario|palabras(?: clave| nuevas)?|expresiones|verbos|ejemplos|léxico|vocabulaire|mots(?:[- ]clés| nouveaux)?|expressions|verbes|phrases utiles|lexique|wortschatz|vokabeln|neue wörter|schlüsselwörter|wörter|ausdrücke|redemittel|verben|wendungen)$/iu,
  homework: /^(?:homework|hw|h\/w|for next time|deberes|tarea|tareas|para casa|devoirs?|à faire|hausaufgaben?|ha)$/iu,
  grammar: /^(?:grammar|grammar point|gramática|grammaire|grammatik)$/iu,
  'can-do': /^(?:can[- ]do|objective|goal|aim|puede hacerlo|objetivo|objectif|je peux|kann-beschreibung|lernziel|ziel)$/iu,
  staff: /^(?:staff(?: only)?(?: note)?|internal(?: note)?|note to self|admin|nota interna|interno|note interne|interne notiz|intern|notiz)$/iu,
  mistake: /^(?:(?:common |typical )?mistakes?|errors?|not|don't say|error(?:es)? frecuentes?|errores?|no|incorrecto|erreurs?(?: fréquentes?)?|pas|faux|(?:typische[rn]? )?fehler|nicht|falsch)$/iu,
};

/** A line's label ("Vocabulary", "Deberes") and what follows it, or null when it has none. */
export function splitLabel(line: string): { label: string; rest: string } | null {
  const match = /^\s*([\p{L}][\p{L}'/ -]{0,40}?)\s*:\s*(.*)$/u.exec(line);
  return match ? { label: match[1].trim(), rest: match[2].trim() } : null;
}

export function labelKind(label: string): LineKind {
  for (const [kind, pattern] of Object.entries(LABELS) as Array<[Exclude<LineKind, 'other'>, RegExp]>) if (pattern.test(label)) return kind;
  return 'other';
}

/** A mistake shown as one: a cross, or a "not"/"nicht"/"pas"/"no" before a quotation. */
export const MARKED_MISTAKE = /[✗✘×❌]|(?:^|\s)(?:not|nicht|pas|no)\s*:/iu;

/** A page or exercise reference: "p. 42", "ex. 3", "S. 58", "página 34", "Übung 2". */
export const PAGE_LINE = /(?<![\p{L}])(?:p|pp|pg|pág|pag|s|ex|ej|exs)\.\s*\d|(?<![\p{L}])(?:page|pages|página|paginas|seite|exercises?|ejercicios?|exercices?|übung(?:en)?|workbook|arbeitsbuch|cuaderno|cahier)(?![\p{L}])/iu;

/** A heading that numbers the lesson or announces the next one: "Lesson 1 – …", "Próxima clase: …". */
export const LESSON_HEADING = /^(?:lesson|unit|class|session|lección|clase|unidad|sesión|cours|leçon|unité|séance|lektion|stunde|einheit|sitzung)\s*\d+|^(?:next lesson|next class|próxima clase|la próxima clase|prochain cours|prochaine séance|nächste stunde|nächstes mal)(?![\p{L}])/iu;
