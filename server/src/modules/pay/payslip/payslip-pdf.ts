import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { columnWidths, wordsOf, type MeasuredColumn } from './payslip-columns';
import type { PayslipText } from './payslip-texts';

const MARGIN = 48;
/** the page's width between the margins (A4) */
const WIDTH = 499;
/** space between columns */
const PADDING = 6;
/** the table's type size, and the smallest it may shrink to when the words of a language need more width */
const TABLE_SIZES = [9, 8.5, 8, 7.5, 7];

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

  table(doc, text.byOutcome.header, text.byOutcome.rows);
  doc.moveDown();
  table(doc, text.lessons.header, text.lessons.rows);
  doc.moveDown();
  doc.font('bold').fontSize(12).text(text.adjustments.title, MARGIN);
  if (text.adjustments.rows.length === 0) doc.font('regular').fontSize(9).text(text.adjustments.empty, MARGIN);
  else table(doc, text.adjustments.header, text.adjustments.rows);
  doc.moveDown();
  for (const [label, value] of text.totals) {
    doc.font(label === text.totals[text.totals.length - 1][0] ? 'bold' : 'regular').fontSize(11).text(`${label}: ${value}`, MARGIN);
  }
  doc.end();
  return done;
}

function table(doc: PDFKit.PDFDocument, header: string[], rows: string[][]): void {
  let size = TABLE_SIZES[0];
  let widths: number[] | null = null;
  for (const candidate of TABLE_SIZES) {
    size = candidate;
    widths = columnWidths(measure(doc, header, rows, size), WIDTH, PADDING);
    if (widths) break;
  }
  // words wider than the page even at the smallest size: equal columns (pdfkit then breaks the word)
  const used = widths ?? header.map(() => WIDTH / header.length);
  row(doc, header, used, 'bold', size);
  for (const cells of rows) row(doc, cells, used, 'regular', size);
}

/** Each column's widest word and widest line at a type size: the header in bold, the cells in regular. */
function measure(doc: PDFKit.PDFDocument, header: string[], rows: string[][], size: number): MeasuredColumn[] {
  const columns = header.map(() => ({ word: 0, line: 0 }));
  const take = (font: FontName, cells: string[]) => {
    doc.font(font).fontSize(size);
    cells.forEach((cell, i) => {
      for (const line of cell.split('\n')) {
        columns[i].line = Math.max(columns[i].line, doc.widthOfString(line));
        for (const word of wordsOf(line)) columns[i].word = Math.max(columns[i].word, doc.widthOfString(word));
      }
    });
  };
  take('bold', header);
  for (const cells of rows) take('regular', cells);
  return columns;
}

function row(doc: PDFKit.PDFDocument, cells: string[], widths: number[], font: FontName, size: number): void {
  doc.font(font).fontSize(size);
  const width = (i: number) => widths[i] - PADDING + 1;
  const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: width(i) }));
  const height = Math.max(...heights, 12);
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    doc.text(cell, x, top, { width: width(i) });
    x += widths[i];
  });
  doc.x = MARGIN;
  doc.y = top + height + 3;
}
