import { mailKey } from '../../mail/mail-keys';
import type { MailTexts } from '../../mail/mail-texts';
import { escapeHtml } from '../../mail/templates';

const TITLE = mailKey('Your data at {school}');
const INTRO = mailKey('This is a copy of everything {school} holds about {name}, made on {date}. Each kind of data is a JSON file in the folder data, with a CSV file beside it where it is a table; pictures are in the folder files.');
const ROWS = mailKey('{count, plural, =0 {Nothing stored} one {# entry} other {# entries}}');
const PICTURE = mailKey('Profile picture');

/** One kind of data in the copy: its module and table, and its rows. */
export interface ExportPart {
  module: string;
  table: string;
  rows: readonly Record<string, unknown>[];
}

const cell = (value: unknown) => escapeHtml(value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

function partHtml(part: ExportPart, texts: MailTexts): string {
  const columns = [...new Set(part.rows.flatMap((row) => Object.keys(row)))];
  const head = `<h2 id="${escapeHtml(part.table)}">${escapeHtml(part.module)}: ${escapeHtml(part.table)}</h2><p>${escapeHtml(texts.t(ROWS, { count: part.rows.length }))} — <a href="data/${escapeHtml(part.module)}/${escapeHtml(part.table)}.json">JSON</a></p>`;
  if (part.rows.length === 0) return head;
  const header = `<tr>${columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('')}</tr>`;
  const body = part.rows.map((row) => `<tr>${columns.map((column) => `<td>${cell(row[column])}</td>`).join('')}</tr>`).join('\n');
  return `${head}<div class="scroll"><table>${header}\n${body}</table></div>`;
}

/**
 * The copy's index.html, in the person's language (docs/product-rules.md#r-privacy-2): every
 * kind of data as a readable table, linking the files it was read from; it needs no script
 * and nothing from the network, so it opens from the unpacked folder.
 */
export function exportIndexHtml(parts: readonly ExportPart[], options: { name: string; school: string; date: string; picture: string | null; texts: MailTexts }): string {
  const { t, language } = options.texts;
  const school = options.school || 'StudyDesk';
  const title = t(TITLE, { school });
  return [
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:sans-serif;margin:2rem;line-height:1.4}table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #ccc;padding:.2rem .4rem;text-align:left;vertical-align:top}.scroll{overflow-x:auto}</style></head><body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(t(INTRO, { school, name: options.name, date: options.date }))}</p>`,
    options.picture ? `<h2>${escapeHtml(t(PICTURE))}</h2><img alt="" src="files/${escapeHtml(options.picture)}" style="max-width:12rem">` : '',
    ...parts.map((part) => partHtml(part, options.texts)),
    '</body></html>',
  ].join('\n');
}
