/** Builds each retention document of a plan, and the answer keys of the quiz and reading practice; the route only sends the file. */
import type { Kysely } from 'kysely';
import type { RetentionDocument } from '@studydesk/shared/contracts';
import { formatDate } from '@studydesk/shared/dates';
import type { Database } from '../../../db/schema';
import { mailTexts } from '../../../mail/mail-texts';
import { conflict } from '../../../permissions';
import { isHeld, planLanguages, type RetentionContext } from '../generation';
import { approvedCards } from '../queries/cards';
import type { RetentionPlanRow } from '../queries/plan';
import { planLessons } from '../queries/texts';
import { teachingSentences } from '../text/cards';
import { buildGlossary } from '../text/glossary';
import { buildQuiz, type ApprovedCard } from '../text/quiz';
import { readingParagraphs } from '../text/reading';
import { trueFalseStatements } from '../text/statements';
import { lessonSummaryDocument } from './lesson-summary-document';
import type { DocumentPlan } from './plan-header';
import { quizDocument, quizKeyDocument } from './quiz-document';
import { readingKeyDocument, readingPracticeDocument } from './reading-practice-document';
import { summaryOf } from './summary';

const GLOSSARY_SIZE = 12;
const QUESTIONS = 8;

/** The message of a quiz or reading practice asked for before any card is approved. */
const NOTHING_APPROVED = 'No flashcard of this plan is approved yet: approve cards first';
const NOTHING_TO_READ = 'There is no text to read yet: write a retention text, or approve cards that have an example sentence';

/** The sheet a student fills in, or its answer key (a download of its own). */
export type DocumentPart = 'sheet' | 'key';

async function loadCards(db: Kysely<Database>, planId: number): Promise<ApprovedCard[]> {
  const rows = await approvedCards(db, planId);
  return rows.map((c) => ({ kind: c.kind, front: c.front, back: c.back, sourceSentence: c.source_sentence, target: c.target, partOfSpeech: c.part_of_speech, activityId: c.activity_id }));
}

export async function buildDocument(db: Kysely<Database>, plan: RetentionPlanRow, kind: RetentionDocument, zone: string, now: number, part: DocumentPart = 'sheet'): Promise<Buffer> {
  const context = await planLanguages(db, plan);
  const { t } = await mailTexts(db, context.studentLanguage);
  const header: DocumentPlan = { code: plan.code, title: plan.title, language: context.language, level: plan.level, date: formatDate(now, zone), t };
  const cards = await loadCards(db, plan.id);
  if (kind === 'lesson-summary') {
    // every kind of activity but milestones: what happened, whatever the retention sources
    const lessons = await planLessons(db, plan.id, ['activity', 'spotlight', 'evaluation'], false);
    return lessonSummaryDocument(header, summaryOf({ lessons, language: context.language }, cards, (l) => isHeld(l, now), (at) => formatDate(at, zone)));
  }
  // what a teacher hands out is what someone checked: the approved cards
  if (cards.length === 0) throw conflict(NOTHING_APPROVED);
  if (kind === 'quiz') {
    const questions = buildQuiz(cards, context.settings.quizQuestions, context.language);
    return part === 'key' ? quizKeyDocument(header, questions) : quizDocument(header, questions);
  }
  return readingPractice(header, plan, context, cards, part);
}

async function readingPractice(header: DocumentPlan, plan: RetentionPlanRow, context: Pick<RetentionContext, 'language'>, cards: ApprovedCard[], part: DocumentPart): Promise<Buffer> {
  const { language } = context;
  const paragraphs = readingParagraphs(plan.retention_text, cards, language);
  if (paragraphs.length === 0) throw conflict(NOTHING_TO_READ);
  const whole = paragraphs.join('\n');
  const terms = cards.map((card) => ({ term: card.front, partOfSpeech: card.partOfSpeech ?? '' }));
  const statements = trueFalseStatements(teachingSentences(whole, language), QUESTIONS, language, terms);
  if (part === 'key') return readingKeyDocument(header, statements);
  return readingPracticeDocument(header, { text: paragraphs, size: plan.retention_text_size, glossary: buildGlossary(cards, whole, GLOSSARY_SIZE, language), statements });
}
