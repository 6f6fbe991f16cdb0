import { DOC } from './document-texts';
import { heading, paragraph, run, subheading, title, toDocx, type Block } from './docx-kit';
import { planLine, type DocumentPlan } from './plan-header';

export interface SummaryLesson {
  title: string;
  /** DD/MM/YYYY, or '' when not scheduled */
  date: string;
  /** what was learnt: the lesson's terms with their meanings ('' when none) */
  terms: Array<{ term: string; meaning: string }>;
  grammar: string[];
  canDo: string[];
  homework: string[];
}

export interface LessonSummary {
  held: SummaryLesson[];
  /** how many lessons are still to come, and the next few of them */
  toCome: number;
  next: Array<Pick<SummaryLesson, 'title' | 'date'>>;
}

const label = (lesson: Pick<SummaryLesson, 'title' | 'date'>) => [lesson.date, lesson.title].filter(Boolean).join(' · ');

function lessonBlocks(lesson: SummaryLesson, plan: DocumentPlan): Block[] {
  const { t } = plan;
  const blocks: Block[] = [subheading(label(lesson))];
  // the terms in one paragraph of one run: a summary of a long plan stays a few pages (and quick to build)
  if (lesson.terms.length > 0) {
    const terms = lesson.terms.map(({ term, meaning }) => (meaning ? `${term} – ${meaning}` : term)).join('; ');
    blocks.push(paragraph([run(`${t(DOC.terms)}: `, { bold: true }), run(terms)]));
  }
  for (const point of lesson.grammar) blocks.push(paragraph([run(`${t(DOC.grammar)}: `, { bold: true }), run(point)]));
  for (const statement of lesson.canDo) blocks.push(paragraph([run(`${t(DOC.canDo)}: `, { bold: true }), run(statement)]));
  return blocks;
}

/**
 * What each held lesson taught (its terms, grammar point, can-do statement), the homework
 * apart, and the lessons to come by title; no notes copied, no comments.
 */
export async function lessonSummaryDocument(plan: DocumentPlan, summary: LessonSummary): Promise<Buffer> {
  const { t } = plan;
  const blocks: Block[] = [
    title(t(DOC.summaryTitle, { title: plan.title })),
    planLine(plan),
    paragraph(`${t(DOC.lessonsHeld, { count: summary.held.length })} · ${t(DOC.lessonsToCome, { count: summary.toCome })}`),
    heading(t(DOC.learnt)),
  ];
  if (summary.held.length === 0) blocks.push(paragraph(t(DOC.noLessonHeld), { italics: true }));
  for (const lesson of summary.held) blocks.push(...lessonBlocks(lesson, plan));
  const homework = summary.held.filter((lesson) => lesson.homework.length > 0);
  if (homework.length > 0) {
    blocks.push(heading(t(DOC.homework)));
    for (const lesson of homework) blocks.push(paragraph([run(`${label(lesson)}: `, { bold: true }), run(lesson.homework.join('; '))], { bullet: true }));
  }
  if (summary.next.length > 0) {
    blocks.push(heading(t(DOC.next)));
    for (const lesson of summary.next) blocks.push(paragraph(label(lesson), { bullet: true }));
  }
  return toDocx({ title: t(DOC.summaryTitle, { title: plan.title }), subject: plan.code, language: plan.language }, blocks);
}
