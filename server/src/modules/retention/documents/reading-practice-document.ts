import type { GlossaryEntry } from '../text/quiz';
import { heading, paragraph, run, title, toDocx, type Block } from './docx-kit';
import { planLine, type DocumentPlan } from './plan-header';

export interface ReadingPractice {
  /** paragraphs of the text to read */
  text: string[];
  /** points, the plan's retention text size */
  size: number;
  glossary: GlossaryEntry[];
  questions: Array<{ term: string; sentence: string }>;
}

/** The text at the plan's chosen size, a glossary of its rarest words, and questions on it. */
export async function readingPracticeDocument(plan: DocumentPlan, practice: ReadingPractice): Promise<Buffer> {
  const blocks: Block[] = [title(`Reading practice: ${plan.title}`), planLine(plan), heading('Read the text')];
  if (practice.text.length === 0) blocks.push(paragraph('There is no text to read yet: add a retention text or lesson descriptions.', { italics: true }));
  for (const text of practice.text) blocks.push(paragraph(text, { size: practice.size }));
  if (practice.glossary.length > 0) {
    blocks.push(heading('Glossary'));
    for (const entry of practice.glossary) blocks.push(paragraph([run(`${entry.term}: `, { bold: true }), run(entry.context, { italics: true })]));
  }
  if (practice.questions.length > 0) {
    blocks.push(heading('Questions'));
    practice.questions.forEach((q, i) => {
      blocks.push(paragraph(`${i + 1}. What does the text say about “${q.term}”? Answer in your own words.`));
      blocks.push(paragraph('_______________________________________________'));
    });
  }
  return toDocx({ title: `Reading practice: ${plan.title}`, subject: plan.code, language: plan.language }, blocks);
}
