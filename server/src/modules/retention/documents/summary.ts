/**
 * The lesson summary's content: per held lesson what it taught, read from its notes (the
 * vocabulary with its meanings, the grammar point, the can-do statement) and from the
 * approved cards made from it; its homework apart; the lessons to come by title. The
 * notes are read without a language library (text/notes), so the summary costs no load.
 */
import type { RetentionContext } from '../generation';
import type { LessonText } from '../queries/texts';
import { termKey } from '../text/cards';
import { readNotes } from '../text/notes';
import type { ApprovedCard } from '../text/quiz';
import type { LessonSummary, SummaryLesson } from './lesson-summary-document';

/** The lessons to come a summary names. */
const NEXT_LESSONS = 5;

export function summaryOf(
  context: Pick<RetentionContext, 'lessons' | 'language'>,
  cards: readonly ApprovedCard[],
  held: (lesson: LessonText) => boolean,
  dateOf: (at: number) => string,
): LessonSummary {
  const { language } = context;
  const date = (lesson: LessonText) => (lesson.startTime === null ? '' : dateOf(lesson.startTime));
  const toHeld = (lesson: LessonText): SummaryLesson => {
    const notes = readNotes(lesson.description, lesson.lessonTitle, language);
    const terms = notes.vocabulary.map(({ term, meaning }) => ({ term, meaning }));
    const listed = new Set(terms.map((item) => termKey(item.term, language)));
    for (const card of cards) {
      if (card.activityId === lesson.id && !listed.has(termKey(card.front, language))) {
        listed.add(termKey(card.front, language));
        terms.push({ term: card.front, meaning: card.back });
      }
    }
    return { title: lesson.lessonTitle, date: date(lesson), terms, grammar: notes.grammar, canDo: notes.canDo, homework: notes.homework };
  };
  const toCome = context.lessons.filter((lesson) => !held(lesson));
  return {
    held: context.lessons.filter(held).map(toHeld),
    toCome: toCome.length,
    // what comes next, not the whole plan's future
    next: toCome.slice(0, NEXT_LESSONS).map((lesson) => ({ title: lesson.lessonTitle, date: date(lesson) })),
  };
}
