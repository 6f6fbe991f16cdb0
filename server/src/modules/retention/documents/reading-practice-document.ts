import type { GlossaryEntry } from '../text/glossary';
import type { Statement } from '../text/statements';
import { DOC } from './document-texts';
import { heading, paragraph, run, title, toDocx, type Block } from './docx-kit';
import { nameDateLine, planLine, type DocumentPlan } from './plan-header';

export interface ReadingPractice {
  /** paragraphs of the text to read */
  text: string[];
  /** points, the plan's retention text size */
  size: number;
  glossary: GlossaryEntry[];
  statements: Statement[];
}

/**
 * The text at the plan's chosen size, a glossary of the approved cards' meanings (none
 * when no card has one), and true/false statements about the text; their answers are a
 * file of their own.
 */
export async function readingPracticeDocument(plan: DocumentPlan, practice: ReadingPractice): Promise<Buffer> {
  const { t } = plan;
  const blocks: Block[] = [title(t(DOC.readingTitle, { title: plan.title })), planLine(plan), nameDateLine(plan), heading(t(DOC.readInstruction))];
  for (const text of practice.text) blocks.push(paragraph(text, { size: practice.size }));
  if (practice.glossary.length > 0) {
    blocks.push(heading(t(DOC.glossary)));
    for (const entry of practice.glossary) blocks.push(paragraph([run(`${entry.term}: `, { bold: true }), run(entry.meaning)]));
  }
  if (practice.statements.length > 0) {
    blocks.push(heading(t(DOC.trueFalseInstruction)));
    const marks = `${t(DOC.trueMark)} / ${t(DOC.falseMark)}`;
    practice.statements.forEach((s, i) => blocks.push(paragraph(`${i + 1}. ${s.text}   ${marks}`)));
  }
  return toDocx({ title: t(DOC.readingTitle, { title: plan.title }), subject: plan.code, language: plan.language }, blocks);
}

/** The true/false answers, a false one with the sentence as the text has it. */
export async function readingKeyDocument(plan: DocumentPlan, statements: readonly Statement[]): Promise<Buffer> {
  const { t } = plan;
  const blocks: Block[] = [title(t(DOC.readingKeyTitle, { title: plan.title })), planLine(plan)];
  statements.forEach((s, i) => {
    const answer = run(`${i + 1}. ${t(s.isTrue ? DOC.isTrue : DOC.isFalse)}`, { bold: true });
    blocks.push(paragraph(s.isTrue ? [answer] : [answer, run(` · ${t(DOC.textSays, { sentence: s.source })}`)]));
  });
  return toDocx({ title: t(DOC.readingKeyTitle, { title: plan.title }), subject: plan.code, language: plan.language }, blocks);
}
