/**
 * What cards are made from: teaching material, i.e. the titles and descriptions of the
 * plan's lessons (the activity types its settings name) and its retention text. Comments
 * are conversation between teacher and student and are left out, unless the plan's
 * settings take in the teacher's own comments (never a student's).
 */
import type { Kysely } from 'kysely';
import type { RetentionSettings } from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import type { SourceText } from './text/cards';
import { teachingSentences } from './text/cards';
import { planLessons, type LessonText } from './queries/texts';
import type { RetentionPlanRow } from './queries/plan';
import { parseSettings, sourceTypes } from './rules';

export interface RetentionContext {
  settings: RetentionSettings;
  language: string;
  /** the plan's CEFR level, what cards are pitched at */
  level: string | null;
  lessons: LessonText[];
  sources: SourceText[];
}

/** A lesson's teaching text: its title and description, each on its own line; the teacher's comments when asked for. */
function lessonSource(lesson: LessonText, withTeacherComments: boolean): SourceText {
  const comments = withTeacherComments ? lesson.comments.filter((c) => c.byStaff).map((c) => c.text) : [];
  return { activityId: lesson.id, text: [lesson.lessonTitle, lesson.description, ...comments].filter((t) => t.trim()).join('\n') };
}

export async function retentionContext(db: Kysely<Database>, plan: RetentionPlanRow): Promise<RetentionContext> {
  const settings = parseSettings(plan.settings, plan.language);
  const lessons = await planLessons(db, plan.id, sourceTypes(settings));
  const withComments = settings.includeTeacherComments === true;
  const sources = [...lessons.map((lesson) => lessonSource(lesson, withComments)), { activityId: null, text: plan.retention_text }].filter((s) => s.text.trim());
  return { settings, language: settings.targetLanguage, level: plan.level, lessons, sources };
}

/** How many teaching sentences the sources hold (what parse-sentences reports it read). */
export function sentenceCount(sources: readonly SourceText[], language: string): number {
  return sources.reduce((sum, source) => sum + teachingSentences(source.text, language).length, 0);
}
