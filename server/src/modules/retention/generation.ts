/**
 * What cards and documents are made from: the plan's lesson text (the activity types its
 * settings name, descriptions and comments), its retention text, and the school's text in
 * the same language for word rarity.
 */
import type { Kysely } from 'kysely';
import type { RetentionSettings } from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import type { SourceText } from './text/cards';
import { documentFrequency, type DocumentFrequency } from './text/rarity';
import { splitSentences } from './text/segment';
import { planLessons, schoolTexts, type LessonText } from './queries/texts';
import type { RetentionPlanRow } from './queries/plan';
import { parseSettings, SCHOOL_TEXT_SAMPLE, sourceTypes } from './rules';

export interface RetentionContext {
  settings: RetentionSettings;
  language: string;
  lessons: LessonText[];
  sources: SourceText[];
  df: DocumentFrequency;
}

/** A lesson's text: its description, then its comments, one per line. */
export function lessonSource(lesson: LessonText): SourceText {
  return { activityId: lesson.id, text: [lesson.description, ...lesson.comments.map((c) => c.text)].filter((t) => t.trim()).join('\n') };
}

export async function retentionContext(db: Kysely<Database>, plan: RetentionPlanRow): Promise<RetentionContext> {
  const settings = parseSettings(plan.settings, plan.language);
  const language = settings.targetLanguage;
  const lessons = await planLessons(db, plan.id, sourceTypes(settings));
  const sources = [...lessons.map(lessonSource), { activityId: null, text: plan.retention_text }].filter((s) => s.text.trim());
  // the plan's own texts count too: a word of this plan is never rarer than one met nowhere
  const df = documentFrequency([...(await schoolTexts(db, language, plan.id, SCHOOL_TEXT_SAMPLE)), ...sources.map((s) => s.text)], language);
  return { settings, language, lessons, sources, df };
}

/** How many sentences the sources hold (what parse-sentences reports it read). */
export function sentenceCount(sources: readonly SourceText[], language: string): number {
  return sources.reduce((sum, source) => sum + splitSentences(source.text, language).length, 0);
}
