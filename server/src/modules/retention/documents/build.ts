/** Builds each retention document of a plan from its context; the route only sends the file. */
import type { Kysely } from 'kysely';
import type { RetentionDocument } from '@studydesk/shared/contracts';
import { formatDate } from '@studydesk/shared/dates';
import type { Database } from '../../../db/schema';
import { retentionContext } from '../generation';
import { planLessons } from '../queries/texts';
import type { RetentionPlanRow } from '../queries/plan';
import { splitSentences } from '../text/segment';
import { buildGlossary, buildQuiz, comprehensionPrompts } from '../text/quiz';
import { lessonSummaryDocument, type SummaryLesson } from './lesson-summary-document';
import type { DocumentPlan } from './plan-header';
import { quizDocument } from './quiz-document';
import { readingPracticeDocument } from './reading-practice-document';

const GLOSSARY_SIZE = 12;
const QUESTIONS = 6;
/** Without a retention text, reading practice reads the latest lessons' text. */
const READING_LESSONS = 5;

export async function buildDocument(db: Kysely<Database>, plan: RetentionPlanRow, kind: RetentionDocument, zone: string, now: number): Promise<Buffer> {
  const header: DocumentPlan = { code: plan.code, title: plan.title, language: plan.language, level: plan.level, date: formatDate(now, zone) };
  if (kind === 'lesson-summary') {
    // every kind of activity but milestones: what happened, whatever the retention sources
    const lessons = await planLessons(db, plan.id, ['activity', 'spotlight', 'evaluation']);
    const toSummary = (l: (typeof lessons)[number]): SummaryLesson => ({
      title: l.lessonTitle,
      date: l.startTime === null ? '' : formatDate(l.startTime, zone),
      description: l.description,
      difficultyLevel: l.difficultyLevel,
      comments: l.comments,
    });
    return lessonSummaryDocument(header, {
      covered: lessons.filter((l) => l.isCompleted).map(toSummary),
      next: lessons.filter((l) => !l.isCompleted).map(toSummary),
    });
  }
  const context = await retentionContext(db, plan);
  const options = { language: context.language, df: context.df };
  if (kind === 'quiz') return quizDocument(header, buildQuiz(context.sources, context.settings.quizQuestions, options));
  const reading = plan.retention_text.trim()
    ? [{ activityId: null, text: plan.retention_text }]
    : context.sources.filter((s) => s.activityId !== null).slice(-READING_LESSONS);
  const text = reading.flatMap((s) => s.text.split(/\n\s*\n/)).map((p) => p.trim()).filter(Boolean);
  return readingPracticeDocument(header, {
    text: text.map((p) => splitSentences(p, context.language).join(' ')),
    size: plan.retention_text_size,
    glossary: buildGlossary(reading, GLOSSARY_SIZE, options),
    questions: comprehensionPrompts(reading, QUESTIONS, options),
  });
}
