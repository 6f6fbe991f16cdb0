import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '@studydesk/shared/contracts';
import { badRequest } from '../../permissions';
import { columnOfHeader, type ImportColumn } from './rules';

export type Encoding = 'utf-8' | 'windows-1252';
export type Separator = ',' | ';';

/** One record of the file: its spreadsheet row (the header is row 1) and its cells by column. */
export interface FileRow {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
}

export interface ParsedFile {
  encoding: Encoding;
  separator: Separator;
  rows: FileRow[];
}

/**
 * The file's text: UTF-8 when the bytes are valid UTF-8 (a byte-order mark dropped), else
 * Windows-1252, what Excel writes a "CSV" in on a western Windows (docs/product-rules.md#r-import-1).
 */
function decodeFile(bytes: Uint8Array): { text: string; encoding: Encoding } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Excel's hint line before the header, `sep=;`, which it writes and reads back. */
const SEPARATOR_HINT = /^sep=([,;])\r?\n/i;

/** `;` when the header row holds more of them than commas (a spreadsheet saved in a comma-decimal locale), else `,`. */
function detectSeparator(text: string): Separator {
  const hint = SEPARATOR_HINT.exec(text);
  if (hint) return hint[1] as Separator;
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (ch: string) => header.split(ch).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads the file with papaparse (quoted fields, doubled quotes and line breaks inside
 * quotes) and maps its header to the import's columns. A file the import cannot read at
 * all is a 400 with the reason; a row's own problems are for the preview.
 */
export function parseImportFile(bytes: Uint8Array): ParsedFile {
  const { text, encoding } = decodeFile(bytes);
  const separator = detectSeparator(text);
  const parsed = Papa.parse<string[]>(text.replace(SEPARATOR_HINT, ''), { delimiter: separator, skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  if (!header || records.length === 0) throw badRequest('The file has no rows under its header row');
  if (records.length > IMPORT_MAX_ROWS) throw badRequest('{max, plural, one {The file has more than # row: split it into several files} other {The file has more than # rows: split it into several files}}', { max: IMPORT_MAX_ROWS });
  const columns = header.map((name) => columnOfHeader(name));
  if (!columns.includes('type')) throw badRequest('The file has no "type" column: start from the template');
  if (!columns.includes('email')) throw badRequest('The file has no "email" column: start from the template');
  const rows = records.map((record, index) => {
    const cells: FileRow['cells'] = {};
    columns.forEach((column, at) => {
      const value = record[at]?.trim();
      if (column && value) cells[column] = value;
    });
    return { line: index + 2, cells };
  });
  return { encoding, separator, rows };
}
