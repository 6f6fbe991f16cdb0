/** Builds each retention document of a plan; the route only sends the file. */
import type { Kysely } from 'kysely';
import type { RetentionDocument } from '@studydesk/shared/contracts';
import { formatDate } from '@studydesk/shared/dates';
import type { Database } from '../../../db/schema';
import { conflict } from '../../../permissions';
import { retentionContext } from '../generation';
import type { CardProvider } from '../provider';
import { approvedCards } from '../queries/cards';
import { planLessons } from '../queries/texts';
import type { RetentionPlanRow } from '../queries/plan';
import { teachingSentences } from '../text/cards';
import { buildGlossary } from '../text/glossary';
import { buildQuiz, type ApprovedCard } from '../text/quiz';
import { splitSentences } from '../text/segment';
import { lessonSummaryDocument, type SummaryLesson } from './lesson-summary-document';
import type { DocumentPlan } from './plan-header';
import { quizDocument } from './quiz-document';
import { readingPracticeDocument } from './reading-practice-document';

const GLOSSARY_SIZE = 12;
const QUESTIONS = 6;
/** Without a retention text, reading practice reads the latest lessons' descriptions. */
const READING_LESSONS = 5;

/** The message of a quiz or reading practice asked for before any card is approved. */
const NOTHING_APPROVED = 'No flashcard of this plan is approved yet: approve cards first';

export async function buildDocument(
  db: Kysely<Database>,
  plan: RetentionPlanRow,
  kind: RetentionDocument,
  zone: string,
  now: number,
  provider: Pick<CardProvider, 'statements'>,
): Promise<Buffer> {
  const header: DocumentPlan = { code: plan.code, title: plan.title, language: plan.language, level: plan.level, date: formatDate(now, zone) };
  if (kind === 'lesson-summary') {
    // every kind of activity but milestones: what happened, whatever the retention sources;
    // lessons and their descriptions only: comments are conversation, not a summary
    const lessons = await planLessons(db, plan.id, ['activity', 'spotlight', 'evaluation']);
    const toSummary = (l: (typeof lessons)[number]): SummaryLesson => ({
      title: l.lessonTitle,
      date: l.startTime === null ? '' : formatDate(l.startTime, zone),
      description: l.description,
      difficultyLevel: l.difficultyLevel,
    });
    return lessonSummaryDocument(header, {
      covered: lessons.filter((l) => l.isCompleted).map(toSummary),
      next: lessons.filter((l) => !l.isCompleted).map(toSummary),
    });
  }
  // what a teacher hands out is what someone checked: the approved cards
  const cards: ApprovedCard[] = (await approvedCards(db, plan.id)).map((c) => ({ kind: c.kind, front: c.front, back: c.back, sourceSentence: c.source_sentence, target: c.target }));
  if (cards.length === 0) throw conflict(NOTHING_APPROVED);
  const context = await retentionContext(db, plan);
  const { language } = context;
  if (kind === 'quiz') return quizDocument(header, buildQuiz(cards, context.settings.quizQuestions, language));
  const reading = plan.retention_text.trim()
    ? [plan.retention_text]
    : context.lessons.filter((l) => l.description.trim()).slice(-READING_LESSONS).map((l) => l.description);
  const paragraphs = reading.flatMap((text) => text.split(/\n\s*\n/)).map((p) => p.trim()).filter(Boolean);
  const whole = paragraphs.join('\n');
  return readingPracticeDocument(header, {
    text: paragraphs.map((p) => splitSentences(p, language).join(' ')),
    size: plan.retention_text_size,
    glossary: buildGlossary(cards, whole, GLOSSARY_SIZE, language),
    statements: await provider.statements(teachingSentences(whole, language), QUESTIONS, language),
  });
}
