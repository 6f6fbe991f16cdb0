import type { Quiz } from '../text/quiz';
import { heading, paragraph, run, title, toDocx, type Block } from './docx-kit';
import type { DocumentPlan } from './plan-header';
import { planLine } from './plan-header';

const LETTERS = 'ABCDEFGHIJ';

/** Cloze questions, then multiple choice; the answer key alone on the last page. */
export async function quizDocument(plan: DocumentPlan, quiz: Quiz): Promise<Buffer> {
  const blocks: Block[] = [title(`Quiz: ${plan.title}`), planLine(plan)];
  let n = 0;
  const key: Block[] = [];
  if (quiz.cloze.length === 0 && quiz.choice.length === 0) {
    blocks.push(paragraph('There is no lesson text to ask about yet: add lesson descriptions or a retention text.', { italics: true }));
  }
  if (quiz.cloze.length > 0) {
    blocks.push(heading('Fill in the gaps'));
    for (const q of quiz.cloze) {
      n += 1;
      blocks.push(paragraph(`${n}. ${q.prompt}`));
      key.push(paragraph(`${n}. ${q.answer}`));
    }
  }
  if (quiz.choice.length > 0) {
    blocks.push(heading('Choose the right word'));
    for (const q of quiz.choice) {
      n += 1;
      blocks.push(paragraph(`${n}. ${q.prompt}`));
      blocks.push(paragraph(q.options.map((option, i) => `${LETTERS[i]}) ${option}`).join('     ')));
      key.push(paragraph([run(`${n}. ${LETTERS[q.answer]}) `, { bold: true }), run(q.options[q.answer])]));
    }
  }
  blocks.push(heading('Answer key', { pageBreakBefore: true }), ...key);
  return toDocx({ title: `Quiz: ${plan.title}`, subject: plan.code, language: plan.language }, blocks);
}
