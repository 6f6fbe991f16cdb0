/**
 * What cards are made from: teaching material, i.e. the notes of the plan's lessons (the
 * activity types its settings name) and its retention text. Comments are conversation
 * between teacher and student and are left out, unless the plan's settings take in the
 * teacher's own comments (never a student's). A lesson not held yet teaches nothing so
 * far: it is a source that gives no card.
 */
import type { Kysely } from 'kysely';
import type { RetentionSettings } from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import type { SourceText } from './text/cards';
import { teachingSentences } from './text/cards';
import { baseLanguage } from './text/segment';
import { planLessons, type LessonText } from './queries/texts';
import { studentsLanguage, type RetentionPlanRow } from './queries/plan';
import type { LanguagePair } from './queries/glossary';
import { parseSettings, sourceTypes } from './rules';

export interface RetentionContext {
  settings: RetentionSettings;
  language: string;
  /** the language the plan's students read: meanings and the documents' instructions */
  studentLanguage: string;
  /** the plan's CEFR level, what cards are pitched at */
  level: string | null;
  lessons: LessonText[];
  sources: SourceText[];
}

/** Held: completed, or its start is past (a teacher does not always tick a lesson off). */
export const isHeld = (lesson: Pick<LessonText, 'isCompleted' | 'startTime'>, now: number) => lesson.isCompleted || (lesson.startTime !== null && lesson.startTime < now);

/** A lesson's teaching text: its notes, and the teacher's comments when asked for; its title apart. */
function lessonSource(lesson: LessonText, withTeacherComments: boolean, now: number): SourceText {
  const comments = withTeacherComments ? lesson.comments.filter((c) => c.byStaff).map((c) => c.text) : [];
  return { activityId: lesson.id, title: lesson.lessonTitle, held: isHeld(lesson, now), text: [lesson.description, ...comments].filter((t) => t.trim()).join('\n\n') };
}

export async function retentionContext(db: Kysely<Database>, plan: RetentionPlanRow, now = Date.now()): Promise<RetentionContext> {
  const settings = parseSettings(plan.settings, plan.language);
  const lessons = await planLessons(db, plan.id, sourceTypes(settings));
  const withComments = settings.includeTeacherComments === true;
  const sources = [...lessons.map((lesson) => lessonSource(lesson, withComments, now)), { activityId: null, text: plan.retention_text }].filter((s) => s.text.trim());
  const studentLanguage = baseLanguage(await studentsLanguage(db, plan.id));
  return { settings, language: settings.targetLanguage, studentLanguage, level: plan.level, lessons, sources };
}

/** The glossary a plan's cards use: its language and its students'. */
export const glossaryPair = (context: Pick<RetentionContext, 'language' | 'studentLanguage'>): LanguagePair => ({
  language: baseLanguage(context.language),
  meaningLanguage: context.studentLanguage,
});

/** The plan's settings and languages without reading its lessons (a card's edit or approval, a document). */
export async function planLanguages(db: Kysely<Database>, plan: RetentionPlanRow): Promise<Pick<RetentionContext, 'settings' | 'language' | 'studentLanguage'>> {
  const settings = parseSettings(plan.settings, plan.language);
  return { settings, language: settings.targetLanguage, studentLanguage: baseLanguage(await studentsLanguage(db, plan.id)) };
}

/**
 * How many cards each source has given (null: the retention text), what a source's
 * `cardsPerLesson` counts against. A card of the retention text counts only while its
 * sentence is still in the text: a teacher who writes a new text gets cards from it.
 */
export function cardsPerSource(cards: ReadonlyArray<{ activity_id: number | null; source_sentence: string }>, retentionText: string): Map<number | null, number> {
  const counts = new Map<number | null, number>();
  for (const card of cards) {
    if (card.activity_id === null && !(card.source_sentence && retentionText.includes(card.source_sentence))) continue;
    counts.set(card.activity_id, (counts.get(card.activity_id) ?? 0) + 1);
  }
  return counts;
}

export async function planGlossaryPair(db: Kysely<Database>, plan: RetentionPlanRow): Promise<LanguagePair> {
  return glossaryPair(await planLanguages(db, plan));
}

/** How many teaching sentences the held sources hold (what parse-sentences reports it read). */
export function sentenceCount(sources: readonly SourceText[], language: string): number {
  return sources.filter((s) => s.held !== false).reduce((sum, source) => sum + teachingSentences(source.text, language).length, 0);
}
