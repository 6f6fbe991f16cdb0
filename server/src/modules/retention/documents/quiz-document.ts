import type { ChoiceQuestion } from '../text/quiz';
import { heading, paragraph, run, title, toDocx, type Block } from './docx-kit';
import type { DocumentPlan } from './plan-header';
import { planLine } from './plan-header';

const LETTERS = 'ABCDEFGHIJ';

/** One multiple-choice question per approved card; the answer key alone on the last page. */
export async function quizDocument(plan: DocumentPlan, questions: readonly ChoiceQuestion[]): Promise<Buffer> {
  const blocks: Block[] = [title(`Quiz: ${plan.title}`), planLine(plan), heading('Choose the right word')];
  const key: Block[] = [];
  questions.forEach((q, i) => {
    const n = i + 1;
    blocks.push(paragraph(`${n}. ${q.prompt}`));
    blocks.push(paragraph(q.options.map((option, o) => `${LETTERS[o]}) ${option}`).join('     ')));
    key.push(paragraph([run(`${n}. ${LETTERS[q.answer]}) `, { bold: true }), run(q.options[q.answer])]));
  });
  blocks.push(heading('Answer key', { pageBreakBefore: true }), ...key);
  return toDocx({ title: `Quiz: ${plan.title}`, subject: plan.code, language: plan.language }, blocks);
}
