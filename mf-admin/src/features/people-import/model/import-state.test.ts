import type { ImportPreviewResponse, ImportRowDto } from '@studydesk/shared/contracts';
import { actionOf, canImport, importOptions, importReducer, initialImportState, pageCountOf, pageOf, tallyOf, PREVIEW_PAGE_SIZE, type ImportState } from './import-state';

const row = (line: number, partial: Partial<ImportRowDto> = {}): ImportRowDto => ({
  line, kind: 'student', name: `Student ${line}`, email: `s${line}@example.org`, action: 'create', existing: false, problems: [], ...partial,
});
const existingRow = (line: number) => row(line, { action: 'skip', existing: true, problems: [{ code: 'existingUser', column: 'email', message: 'Already a user: update or skip', params: {} }] });
const invalidRow = (line: number) => row(line, { action: 'invalid', problems: [{ code: 'missingEmail', column: 'email', message: 'The e-mail is missing', params: {} }] });

const previewOf = (rows: ImportRowDto[]): ImportPreviewResponse => ({
  rows,
  counts: { create: { student: 0, teacher: 0, guardian: 0, group: 0 }, update: { student: 0, teacher: 0, guardian: 0, group: 0 }, skip: 0, invalid: 0, links: 0 },
  separator: ',', encoding: 'utf-8',
});

const file = new File(['type,email'], 'people.csv', { type: 'text/csv' });
const previewed = (rows: ImportRowDto[]): ImportState =>
  importReducer(importReducer(initialImportState, { type: 'import/fileChosen', file }), { type: 'import/previewed', preview: previewOf(rows) });

describe('the import page (docs/product-rules.md#r-import-4)', () => {
  it('a chosen file is previewed, then shown', () => {
    const choosing = importReducer(initialImportState, { type: 'import/fileChosen', file });
    expect([choosing.step, choosing.file]).toEqual(['previewing', file]);
    expect(previewed([row(2)]).step).toBe('preview');
  });

  it('the Import button waits until no row has a problem', () => {
    expect(canImport(previewed([row(2), invalidRow(3)]))).toBe(false);
    expect(canImport(previewed([row(2)]))).toBe(true);
    // nothing to write: every row skipped
    expect(canImport(previewed([existingRow(2)]))).toBe(false);
    expect(importReducer(previewed([invalidRow(2)]), { type: 'import/started' }).step).toBe('preview');
  });

  it('existing people are skipped unless the admin says update, for the file or per row (the row wins)', () => {
    let state = previewed([existingRow(2), existingRow(3), row(4)]);
    expect(tallyOf(state)).toMatchObject({ create: { student: 1 }, update: { student: 0 }, skip: 2 });
    state = importReducer(state, { type: 'import/existingChosen', choice: 'update' });
    state = importReducer(state, { type: 'import/rowChosen', line: 3, choice: 'skip' });
    expect(state.preview?.rows.map((r) => actionOf(state, r))).toEqual(['update', 'skip', 'create']);
    expect(tallyOf(state)).toMatchObject({ create: { student: 1 }, update: { student: 1 }, skip: 1, invalid: 0 });
    expect(JSON.parse(importOptions(state))).toEqual({ existing: 'update', choices: { 3: 'skip' }, sendInvitations: false });
    // a choice for the whole file replaces the rows' own
    expect(importReducer(state, { type: 'import/existingChosen', choice: 'skip' }).choices).toEqual({});
  });

  it('a row with a problem stays invalid whatever is chosen', () => {
    const state = importReducer(previewed([invalidRow(2)]), { type: 'import/existingChosen', choice: 'update' });
    expect(actionOf(state, invalidRow(2))).toBe('invalid');
    expect(tallyOf(state).invalid).toBe(1);
  });

  it('a new file starts over but keeps "Send invitations"', () => {
    let state = importReducer(previewed([existingRow(2)]), { type: 'import/rowChosen', line: 2, choice: 'update' });
    state = importReducer(state, { type: 'import/invitationsSet', send: true });
    state = importReducer(state, { type: 'import/fileChosen', file });
    expect(state).toMatchObject({ step: 'previewing', preview: null, choices: {}, sendInvitations: true });
  });

  it('a failed import keeps the preview and the choices; a failed preview shows none', () => {
    const importing = importReducer(previewed([row(2)]), { type: 'import/started' });
    expect(importing.step).toBe('importing');
    const failed = importReducer(importing, { type: 'import/failed', error: new Error('409') });
    expect([failed.step, failed.preview?.rows.length]).toEqual(['preview', 1]);
    const failedPreview = importReducer(importReducer(initialImportState, { type: 'import/fileChosen', file }), { type: 'import/failed', error: new Error('400') });
    expect([failedPreview.step, failedPreview.preview]).toEqual(['empty', null]);
  });

  it('pages the rows, and can list only those with a problem or a choice', () => {
    const rows = Array.from({ length: PREVIEW_PAGE_SIZE + 5 }, (_, i) => (i === 52 ? invalidRow(i + 2) : row(i + 2)));
    let state = previewed(rows);
    expect(pageCountOf(state)).toBe(2);
    state = importReducer(state, { type: 'import/pageSet', pageIndex: 5 });
    expect(pageOf(state).map((r) => r.line)).toEqual(rows.slice(PREVIEW_PAGE_SIZE).map((r) => r.line));
    state = importReducer(state, { type: 'import/onlyProblemsSet', only: true });
    expect([state.pageIndex, pageOf(state).map((r) => r.line)]).toEqual([0, [54]]);
  });
});
