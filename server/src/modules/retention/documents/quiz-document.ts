import type { ChoiceQuestion } from '../text/quiz';
import { DOC } from './document-texts';
import { heading, paragraph, run, title, toDocx, type Block } from './docx-kit';
import { nameDateLine, planLine, type DocumentPlan } from './plan-header';

const LETTERS = 'ABCDEFGHIJ';

/**
 * The quiz a student fills in: the name/date line, then the gap questions and the
 * meaning questions, each under its instruction; a question and its options stay on one
 * page. The answers are a file of their own (quizKeyDocument), so the sheet can be printed
 * and handed out as it is.
 */
export async function quizDocument(plan: DocumentPlan, questions: readonly ChoiceQuestion[]): Promise<Buffer> {
  const { t } = plan;
  const blocks: Block[] = [title(t(DOC.quizTitle, { title: plan.title })), planLine(plan), nameDateLine(plan), paragraph(t(DOC.questions, { count: questions.length }), { italics: true })];
  let n = 0;
  for (const kind of ['gap', 'meaning'] as const) {
    const ofKind = questions.filter((q) => q.kind === kind);
    if (ofKind.length === 0) continue;
    blocks.push(heading(t(kind === 'gap' ? DOC.gapInstruction : DOC.meaningInstruction)));
    for (const q of ofKind) {
      n += 1;
      blocks.push(paragraph(`${n}. ${q.prompt}`, { keepNext: true }));
      blocks.push(paragraph(q.options.map((option, o) => `${LETTERS[o]}) ${option}`).join('     '), { indent: true }));
    }
  }
  return toDocx({ title: t(DOC.quizTitle, { title: plan.title }), subject: plan.code, language: plan.language }, blocks);
}

/** The quiz's answers, numbered as on the sheet (gap questions first, as there). */
export async function quizKeyDocument(plan: DocumentPlan, questions: readonly ChoiceQuestion[]): Promise<Buffer> {
  const { t } = plan;
  const ordered = [...questions.filter((q) => q.kind === 'gap'), ...questions.filter((q) => q.kind === 'meaning')];
  const blocks: Block[] = [title(t(DOC.quizKeyTitle, { title: plan.title })), planLine(plan)];
  ordered.forEach((q, i) => blocks.push(paragraph([run(`${i + 1}. ${LETTERS[q.answer]}) `, { bold: true }), run(q.options[q.answer])])));
  return toDocx({ title: t(DOC.quizKeyTitle, { title: plan.title }), subject: plan.code, language: plan.language }, blocks);
}
