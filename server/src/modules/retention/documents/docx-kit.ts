/** The few building blocks the retention documents share, on the `docx` library (pure JS). */
import { Document, HeadingLevel, Packer, Paragraph, TextRun, type ParagraphChild } from 'docx';

export type Block = Paragraph;

/** Font sizes are in points; docx counts half-points. */
const halfPoints = (points: number) => Math.round(points * 2);

export function title(text: string): Block {
  return new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(text)] });
}

/** A heading stays on the page of what follows it: never alone at a page's foot. */
export function heading(text: string): Block {
  return new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, keepLines: true, children: [new TextRun(text)] });
}

export function subheading(text: string): Block {
  return new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, keepLines: true, children: [new TextRun(text)] });
}

export interface ParagraphOptions {
  size?: number;
  bullet?: boolean;
  italics?: boolean;
  /** kept on one page with the next paragraph (a question with its options) */
  keepNext?: boolean;
  /** indented under the paragraph before (a question's options) */
  indent?: boolean;
}

export function paragraph(text: string | ParagraphChild[], options: ParagraphOptions = {}): Block {
  const children = typeof text === 'string' ? [new TextRun({ text, size: options.size ? halfPoints(options.size) : undefined, italics: options.italics })] : text;
  return new Paragraph({
    children,
    bullet: options.bullet ? { level: 0 } : undefined,
    spacing: { after: options.keepNext ? 40 : 120 },
    keepNext: options.keepNext,
    keepLines: true,
    indent: options.indent ? { left: 360 } : undefined,
  });
}

export function run(text: string, options: { bold?: boolean; italics?: boolean; size?: number } = {}): TextRun {
  return new TextRun({ text, bold: options.bold, italics: options.italics, size: options.size ? halfPoints(options.size) : undefined });
}

/** A finished .docx file. */
export async function toDocx(meta: { title: string; subject: string; language: string }, blocks: Block[]): Promise<Buffer> {
  const document = new Document({
    creator: 'StudyDesk',
    title: meta.title,
    subject: meta.subject,
    styles: { default: { document: { run: { font: 'Calibri', language: { value: meta.language } } } } },
    sections: [{ children: blocks }],
  });
  return Packer.toBuffer(document);
}
