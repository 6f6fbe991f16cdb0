import type { GlossaryEntry } from '../text/glossary';
import type { Statement } from '../text/statements';
import { heading, paragraph, run, title, toDocx, type Block } from './docx-kit';
import { planLine, type DocumentPlan } from './plan-header';

export interface ReadingPractice {
  /** paragraphs of the text to read */
  text: string[];
  /** points, the plan's retention text size */
  size: number;
  glossary: GlossaryEntry[];
  statements: Statement[];
}

const WRITE_IN = '______________________________';

/**
 * The text at the plan's chosen size, a glossary of the approved cards' words, true/false
 * statements about the text, and their answers alone on the last page.
 */
export async function readingPracticeDocument(plan: DocumentPlan, practice: ReadingPractice): Promise<Buffer> {
  const blocks: Block[] = [title(`Reading practice: ${plan.title}`), planLine(plan), heading('Read the text')];
  if (practice.text.length === 0) blocks.push(paragraph('There is no text to read yet: add a retention text or lesson descriptions.', { italics: true }));
  for (const text of practice.text) blocks.push(paragraph(text, { size: practice.size }));
  if (practice.glossary.length > 0) {
    blocks.push(heading('Glossary'));
    for (const entry of practice.glossary) blocks.push(paragraph([run(`${entry.term}: `, { bold: true }), run(entry.meaning ?? WRITE_IN)]));
  }
  if (practice.statements.length > 0) {
    blocks.push(heading('True or false?'));
    practice.statements.forEach((s, i) => blocks.push(paragraph(`${i + 1}. ${s.text}   True / False`)));
    blocks.push(heading('Answer key', { pageBreakBefore: true }));
    practice.statements.forEach((s, i) => blocks.push(paragraph([run(`${i + 1}. ${s.isTrue ? 'True' : 'False'}`, { bold: true }), run(s.isTrue ? '' : `: ${s.source}`)])));
  }
  return toDocx({ title: `Reading practice: ${plan.title}`, subject: plan.code, language: plan.language }, blocks);
}
