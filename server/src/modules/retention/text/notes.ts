/**
 * A lesson's notes read as a teacher writes them: the explicit vocabulary (lists after
 * "Vocabulary:", "Wortschatz:"…, and "term – translation" / "term = translation" /
 * "term (translation)" pairs), homework, the grammar point and the can-do statement,
 * each apart; what is left is prose, the lesson's sentences. Marked mistakes, staff-only
 * notes, page and exercise lines and headings are dropped. No language library here:
 * the lesson summary reads notes too, and a document never waits for one to load.
 */
import { LESSON_HEADING, MARKED_MISTAKE, PAGE_LINE, labelKind, splitLabel, type LineKind } from './note-labels';
import { baseLanguage } from './segment';

export interface VocabularyItem {
  /** as the teacher wrote it, in dictionary form (English without "to" or "a") */
  term: string;
  /** the teacher's translation or definition, '' when none */
  meaning: string;
}

export interface LessonNotes {
  vocabulary: VocabularyItem[];
  /** the remaining lines: the lesson's own sentences */
  prose: string[];
  homework: string[];
  grammar: string[];
  canDo: string[];
}

/** A vocabulary item is a term, not a sentence. */
const MAX_TERM_WORDS = 6;
/** A first line this short is the lesson's topic, a heading. */
const MAX_HEADING_WORDS = 6;

const PAIR = /^(.+?)\s+(?:[–—=]|-{1,2}|:)\s+(.+)$/u;
const PARENTHESISED = /^(.+?)\s*\(([^()]+)\)\s*$/u;
const LIST_MARK = /^\s*(?:[-•*·▪◦–—]|\d{1,2}[.)])\s*/u;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** "to rise sharply" → "rise sharply", "a cover letter" → "cover letter": the form a dictionary lists. */
function dictionaryForm(term: string, language: string): string {
  const clean = term.replace(LIST_MARK, '').replace(/[.;,]+$/u, '').replace(/^["'«„“]+|["'»“”]+$/gu, '').trim();
  return baseLanguage(language) === 'en' ? clean.replace(/^(?:to|a|an)\s+(?=\S)/iu, '') : clean;
}

/** One item of a list: a term with the meaning the teacher gave, or null when it is no term. */
function vocabularyItem(text: string, language: string): VocabularyItem | null {
  const item = text.replace(LIST_MARK, '').trim().replace(/[.;,]+$/u, '');
  if (!item || PAGE_LINE.test(item)) return null;
  const pair = PAIR.exec(item) ?? PARENTHESISED.exec(item);
  const term = dictionaryForm(pair ? pair[1] : item, language);
  const meaning = pair ? pair[2].replace(/[.;,]+$/u, '').trim() : '';
  if (!term || words(term) > MAX_TERM_WORDS || words(meaning) > MAX_TERM_WORDS + 2 || !/\p{L}/u.test(term)) return null;
  return { term, meaning };
}

/** The items of a list written on one line, split at ";" (else ",") outside parentheses. */
function listItems(text: string, language: string): VocabularyItem[] {
  const outside = (separator: string) => text.split(new RegExp(`\\s*${separator}\\s*(?![^()]*\\))`, 'u'));
  const parts = (text.includes(';') ? outside(';') : outside(',')).flatMap((part) => part.split(/\s+\/\s+(?![^()]*\))/u));
  return parts.map((part) => vocabularyItem(part, language)).filter((item): item is VocabularyItem => item !== null);
}

/** A line that is only a pair ("get over – superar"): a list item even without a list. */
function pairLine(line: string, language: string): VocabularyItem | null {
  const item = PAIR.exec(line.replace(LIST_MARK, '')) ?? (LIST_MARK.test(line) ? PARENTHESISED.exec(line.replace(LIST_MARK, '')) : null);
  return item ? vocabularyItem(line, language) : null;
}

/** A line holding "Heading. Label: …" is two lines: the label starts the second. */
function splitAtInnerLabel(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[\p{L}][\p{L}' -]{0,30}\s?:\s)/u);
}

const sameText = (a: string, b: string) => a.toLocaleLowerCase().replace(/[\p{P}\s]+/gu, ' ').trim() === b.toLocaleLowerCase().replace(/[\p{P}\s]+/gu, ' ').trim();

export function readNotes(text: string, title: string, language: string): LessonNotes {
  const notes: LessonNotes = { vocabulary: [], prose: [], homework: [], grammar: [], canDo: [] };
  const lines = text.split(/\r?\n/).flatMap(splitAtInnerLabel).map((line) => line.trim());
  let block: LineKind | null = null;
  let first = true;
  for (const line of lines) {
    if (!line) {
      block = null;
      continue;
    }
    const isFirst = first;
    first = false;
    if (LESSON_HEADING.test(line) || sameText(line, title) || (isFirst && words(line) <= MAX_HEADING_WORDS && !line.includes(':'))) continue;
    const labelled = splitLabel(line);
    const kind = labelled ? labelKind(labelled.label) : null;
    if (labelled && kind) {
      block = labelled.rest ? null : kind;
      readLabelled(notes, kind, labelled.rest, language);
      continue;
    }
    if (MARKED_MISTAKE.test(line)) continue;
    if (block === 'vocabulary' || block === 'other') {
      // under a list's label: a marked item, a pair, or a bare term; a sentence ends the list
      const item = LIST_MARK.test(line) || PAIR.test(line) || words(line) <= 3 ? vocabularyItem(line, language) : null;
      if (item && (block === 'vocabulary' || item.meaning)) {
        notes.vocabulary.push(item);
        continue;
      }
    }
    block = block === 'homework' ? block : null;
    if (block === 'homework') {
      notes.homework.push(line.replace(LIST_MARK, ''));
      continue;
    }
    const pair = pairLine(line, language);
    if (pair) notes.vocabulary.push(pair);
    else if (!PAGE_LINE.test(line)) notes.prose.push(line);
  }
  return notes;
}

/** A labelled line: its part of the notes, or nothing (staff notes, mistakes, a remark after a name). */
function readLabelled(notes: LessonNotes, kind: LineKind, rest: string, language: string): void {
  if (!rest) return;
  if (kind === 'vocabulary') notes.vocabulary.push(...listItems(rest, language));
  else if (kind === 'homework') notes.homework.push(rest);
  else if (kind === 'grammar') notes.grammar.push(rest);
  else if (kind === 'can-do') notes.canDo.push(rest);
  else if (kind === 'other') {
    // "Ejemplos: para mí (in my opinion), por eso (that's why)": a list under another name
    const items = listItems(rest, language);
    if (items.length >= 2 && items.every((item) => item.meaning)) notes.vocabulary.push(...items);
  }
}
