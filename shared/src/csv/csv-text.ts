/**
 * The CSV text of docs/product-rules.md#r-csv-2: its separator, quoting and byte-order mark.
 */
export const CSV_MIME = 'text/csv;charset=utf-8';
const BOM = '\uFEFF';
const LINE_END = '\r\n';

/**
 * A cell starting with one of these is run as a formula by Excel, LibreOffice or Sheets
 * (CSV injection), so a teacher-typed description could execute on an admin's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export interface CsvOptions {
  /** Excel needs the byte-order mark to read UTF-8 (accents, non-Latin names). */
  bom?: boolean;
}

/**
 * A plain decimal number, negative or not ("-5.50", "12", "0.5"): a spreadsheet reads it as
 * the number, and with nothing but digits it cannot call anything, so it needs no apostrophe
 * (with one, a negative amount turns into text and the totals break).
 */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

export function isFormulaLike(cell: string): boolean {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell);
}

/**
 * One field: the apostrophe makes spreadsheets show text that starts like a formula instead
 * of evaluating it; numbers (typed as numbers, or plain decimal text) are left as they are.
 */
function csvField(cell: string | number | null | undefined): string {
  const text = cell == null ? '' : String(cell);
  const safe = typeof cell !== 'number' && isFormulaLike(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Every field quoted, CRLF after every row (RFC 4180). */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[], { bom = true }: CsvOptions = {}): string {
  const body = rows.map((row) => row.map(csvField).join(',') + LINE_END).join('');
  return (bom ? BOM : '') + body;
}
