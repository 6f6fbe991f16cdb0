import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Kysely } from 'kysely';
import { toCsv } from '@studydesk/shared/csv-text';
import { formatDate } from '@studydesk/shared/dates';
import type { Database } from '../../db/schema';
import { mailTexts } from '../../mail/mail-texts';
import type { PersonalDataDeclaration } from '../../privacy/declaration';
import { readSiteSettings } from '../site-settings';
import { exportIndexHtml, type ExportPart } from './export-index';
import { exportRows, personKey } from './queries/person-rows';

/** Where copies wait for their download: DATA_DIR/exports. */
export function exportsDir(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

function csvOf(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const value = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? v : String(v));
  return toCsv([columns, ...rows.map((row) => columns.map((column) => value(row[column])))]);
}

/**
 * Writes the person's copy (docs/product-rules.md#r-privacy-2): one JSON file per declared
 * table (`data/<module>/<table>.json`), a CSV beside it where the table is tabular, their
 * picture under `files/`, and index.html in their language. The ZIP streams to its file as
 * it is made; returns the file's name under `exportsDir`.
 */
export async function writeExport(db: Kysely<Database>, declarations: readonly PersonalDataDeclaration[], options: { personId: number; dataDir: string; uploadsDir: string; now: number }): Promise<string> {
  const person = await personKey(db, options.personId);
  if (!person) throw new Error(`no person ${options.personId} to export`);
  const zip = new ZipFile();
  const dir = exportsDir(options.dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.zip`;
  const written = pipeline(zip.outputStream, fs.createWriteStream(path.join(dir, name), { flags: 'wx' }));
  const parts: ExportPart[] = [];
  for (const declaration of declarations) {
    for (const table of declaration.tables.filter((t) => t.export !== 'none')) {
      const rows = await exportRows(db, table, person);
      parts.push({ module: declaration.module, table: table.table, rows });
      const base = `data/${declaration.module}/${table.table}`;
      zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `${base}.json`);
      if (table.export === 'csv') zip.addBuffer(Buffer.from(csvOf(rows)), `${base}.csv`);
    }
  }
  const picture = person.picture && fs.existsSync(path.join(options.uploadsDir, person.picture)) ? person.picture : null;
  if (picture) zip.addFile(path.join(options.uploadsDir, picture), `files/${picture}`);
  const settings = await readSiteSettings(db);
  const texts = await mailTexts(db, person.language);
  const html = exportIndexHtml(parts, { name: person.fullName, school: settings.schoolName, date: formatDate(options.now, settings.timeZone), picture, texts });
  zip.addBuffer(Buffer.from(html), 'index.html');
  zip.end();
  await written;
  return name;
}
