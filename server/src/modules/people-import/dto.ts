import type { ImportCounts, ImportPreviewResponse, ImportRowDto } from '@studydesk/shared/contracts';
import type { CheckedRow } from './check-rows';
import type { ParsedFile } from './parse-file';

const perKind = () => ({ student: 0, teacher: 0, guardian: 0, group: 0 });

/** What the import creates, updates, skips and refuses, and the links it adds (rows it writes only). */
export function countRows(rows: readonly CheckedRow[]): ImportCounts {
  const counts: ImportCounts = { create: perKind(), update: perKind(), skip: 0, invalid: 0, links: 0 };
  for (const row of rows) {
    if (row.action === 'skip') counts.skip += 1;
    else if (row.action === 'invalid' || !row.kind) counts.invalid += 1;
    else {
      counts[row.action][row.kind] += 1;
      counts.links += (row.person?.students.length ?? 0) + (row.person?.groups.length ?? 0) + (row.group?.members.length ?? 0);
    }
  }
  return counts;
}

function toImportRowDto(row: CheckedRow): ImportRowDto {
  return { line: row.line, kind: row.kind, name: row.name, email: row.email, action: row.action, existing: row.existingId !== null, problems: row.problems };
}

export function toPreviewResponse(file: ParsedFile, rows: readonly CheckedRow[]): ImportPreviewResponse {
  return { rows: rows.map(toImportRowDto), counts: countRows(rows), separator: file.separator, encoding: file.encoding };
}
