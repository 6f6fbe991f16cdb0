import { toCsv } from '@studydesk/shared/csv-text';
import { TEMPLATE_HEADER, type ImportColumn } from './rules';

/** One example row per kind, by column (docs/people-import.md). */
const EXAMPLES: ReadonlyArray<Partial<Record<ImportColumn, string>>> = [
  { type: 'student', firstName: 'Anna', lastName: 'Müller', email: 'anna.mueller@example.org', language: 'de', dateOfBirth: '14/03/2013' },
  { type: 'teacher', firstName: 'José', lastName: 'García', email: 'jose.garcia@example.org', language: 'es' },
  { type: 'guardian', firstName: 'Maria', lastName: 'Müller', email: 'maria.mueller@example.org', language: 'de', students: 'anna.mueller@example.org' },
  { type: 'group', groupName: 'Beginners A1', teacher: 'jose.garcia@example.org', members: 'anna.mueller@example.org' },
];

/** The template to download: the header row and an example of each kind, UTF-8 with a byte-order mark (Excel reads the accents). */
export function importTemplate(): string {
  return toCsv([TEMPLATE_HEADER.map(([, header]) => header), ...EXAMPLES.map((row) => TEMPLATE_HEADER.map(([column]) => row[column] ?? ''))]);
}

export const TEMPLATE_FILE_NAME = 'studydesk-people-import.csv';
