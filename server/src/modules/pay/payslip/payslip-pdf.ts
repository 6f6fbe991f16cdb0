import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import type { PayslipText } from './payslip-texts';

const MARGIN = 48;

/** Column x positions and widths over the page's 499 points of width, per table. */
const LESSON_COLUMNS = [62, 150, 90, 40, 60, 37, 60];
const SUMMARY_COLUMNS = [200, 80, 80, 139];
const ADJUSTMENT_COLUMNS = [62, 257, 60, 120];

/**
 * DejaVu Sans, embedded: the PDF standard fonts (Helvetica) hold only Western European
 * letters, and a teacher named Łukasz or Анна, or a lesson titled in Greek, came out as
 * wrong glyphs. The files are read once; each PDF embeds only the glyphs it uses.
 */
const FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};
type FontName = keyof typeof FONTS;

/**
 * The payslip as a PDF (docs/product-rules.md#r-pay-5): real text in an embedded Unicode
 * font, so it can be searched, copied and read by screen readers and tests in any script.
 */
export function payslipPdf(text: PayslipText): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: text.title, Author: text.school || 'StudyDesk' } });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // the school's name heads the payslip (docs/product-rules.md#r-setup-3)
  if (text.school) doc.font('regular').fontSize(12).text(text.school).moveDown(0.2);
  doc.font('bold').fontSize(18).text(text.title);
  doc.font('regular').fontSize(11).moveDown(0.3).text(text.teacher).text(text.closed).moveDown();

  table(doc, text.byOutcome.header, text.byOutcome.rows, SUMMARY_COLUMNS);
  doc.moveDown();
  table(doc, text.lessons.header, text.lessons.rows, LESSON_COLUMNS);
  doc.moveDown();
  doc.font('bold').fontSize(12).text(text.adjustments.title, MARGIN);
  if (text.adjustments.rows.length === 0) doc.font('regular').fontSize(9).text(text.adjustments.empty, MARGIN);
  else table(doc, text.adjustments.header, text.adjustments.rows, ADJUSTMENT_COLUMNS);
  doc.moveDown();
  for (const [label, value] of text.totals) {
    doc.font(label === text.totals[text.totals.length - 1][0] ? 'bold' : 'regular').fontSize(11).text(`${label}: ${value}`, MARGIN);
  }
  doc.end();
  return done;
}

function table(doc: PDFKit.PDFDocument, header: string[], rows: string[][], widths: number[]): void {
  row(doc, header, widths, 'bold');
  for (const cells of rows) row(doc, cells, widths, 'regular');
}

function row(doc: PDFKit.PDFDocument, cells: string[], widths: number[], font: FontName): void {
  doc.font(font).fontSize(9);
  const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 4 }));
  const height = Math.max(...heights, 12);
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    doc.text(cell, x, top, { width: widths[i] - 4 });
    x += widths[i];
  });
  doc.x = MARGIN;
  doc.y = top + height + 3;
}
