import type { ImportChoice, ImportKind, ImportPreviewResponse, ImportResultResponse, ImportRowDto } from '@studydesk/shared/contracts';
import { pageCount } from '@studydesk/shared/lists';

/** How many preview rows a page of the table shows. */
export const PREVIEW_PAGE_SIZE = 50;

/**
 * The import page (docs/product-rules.md#r-import-2 to r-import-4): a file is chosen and
 * previewed; the admin picks update or skip for the people and groups that exist (for the
 * whole file or per row) and whether to send invitations; the import re-sends the same file
 * with those choices. A new file starts over.
 */
export interface ImportState {
  step: 'empty' | 'previewing' | 'preview' | 'importing' | 'done';
  file: File | null;
  preview: ImportPreviewResponse | null;
  /** what to do with existing people and groups, and per row (by line) where the admin said otherwise */
  existing: ImportChoice;
  choices: Readonly<Record<string, ImportChoice>>;
  sendInvitations: boolean;
  /** the preview's or the import's failure, shown at the top of the page */
  error: unknown;
  result: ImportResultResponse | null;
  onlyProblems: boolean;
  pageIndex: number;
}

export type ImportAction =
  | { type: 'import/fileChosen'; file: File }
  | { type: 'import/previewed'; preview: ImportPreviewResponse }
  | { type: 'import/existingChosen'; choice: ImportChoice }
  | { type: 'import/rowChosen'; line: number; choice: ImportChoice }
  | { type: 'import/invitationsSet'; send: boolean }
  | { type: 'import/onlyProblemsSet'; only: boolean }
  | { type: 'import/pageSet'; pageIndex: number }
  | { type: 'import/started' }
  | { type: 'import/imported'; result: ImportResultResponse }
  | { type: 'import/failed'; error: unknown };

export const initialImportState: ImportState = {
  step: 'empty', file: null, preview: null, existing: 'skip', choices: {}, sendInvitations: false,
  error: null, result: null, onlyProblems: false, pageIndex: 0,
};

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'import/fileChosen':
      // a new file is a new preview: the choices made for the old one's rows do not carry over
      return { ...initialImportState, sendInvitations: state.sendInvitations, step: 'previewing', file: action.file };
    case 'import/previewed':
      return { ...state, step: 'preview', preview: action.preview, error: null, pageIndex: 0 };
    case 'import/existingChosen':
      return { ...state, existing: action.choice, choices: {} };
    case 'import/rowChosen':
      return { ...state, choices: { ...state.choices, [String(action.line)]: action.choice } };
    case 'import/invitationsSet':
      return { ...state, sendInvitations: action.send };
    case 'import/onlyProblemsSet':
      return { ...state, onlyProblems: action.only, pageIndex: 0 };
    case 'import/pageSet':
      return { ...state, pageIndex: Math.max(0, Math.min(action.pageIndex, pageCountOf(state) - 1)) };
    case 'import/started':
      return canImport(state) ? { ...state, step: 'importing', error: null } : state;
    case 'import/imported':
      return { ...state, step: 'done', result: action.result, error: null };
    case 'import/failed':
      // a failed preview leaves no preview; a failed import keeps the preview and the choices to try again
      return { ...state, step: state.preview ? 'preview' : 'empty', error: action.error };
    default:
      return state;
  }
}

/** What the import will do with a row, with the admin's current choices applied to existing people and groups. */
export function actionOf(state: Pick<ImportState, 'existing' | 'choices'>, row: ImportRowDto): ImportRowDto['action'] {
  if (row.action === 'invalid' || !row.existing) return row.action;
  return state.choices[String(row.line)] ?? state.existing;
}

/** The rows the table lists: all, or those with a problem or a choice to make. */
export function visibleRows(state: ImportState): ImportRowDto[] {
  const rows = state.preview?.rows ?? [];
  return state.onlyProblems ? rows.filter((row) => row.problems.length > 0) : [...rows];
}

export function pageCountOf(state: ImportState): number {
  return pageCount({ total: visibleRows(state).length, pageSize: PREVIEW_PAGE_SIZE });
}

export function pageOf(state: ImportState): ImportRowDto[] {
  return visibleRows(state).slice(state.pageIndex * PREVIEW_PAGE_SIZE, (state.pageIndex + 1) * PREVIEW_PAGE_SIZE);
}

export interface ImportTally {
  create: Record<ImportKind, number>;
  update: Record<ImportKind, number>;
  skip: number;
  invalid: number;
}

/** The counts the page shows beside the Import button, with the current choices. */
export function tallyOf(state: ImportState): ImportTally {
  const tally: ImportTally = { create: { student: 0, teacher: 0, guardian: 0, group: 0 }, update: { student: 0, teacher: 0, guardian: 0, group: 0 }, skip: 0, invalid: 0 };
  for (const row of state.preview?.rows ?? []) {
    const action = actionOf(state, row);
    if (action === 'skip') tally.skip += 1;
    else if (action === 'invalid' || !row.kind) tally.invalid += 1;
    else tally[action][row.kind] += 1;
  }
  return tally;
}

/** The Import button works once a preview has no row with a problem and something would be written. */
export function canImport(state: ImportState): boolean {
  if (state.step !== 'preview' || !state.preview) return false;
  const tally = tallyOf(state);
  const writes = Object.values(tally.create).some((n) => n > 0) || Object.values(tally.update).some((n) => n > 0);
  return tally.invalid === 0 && writes;
}

/** The `options` field the preview and the import send. */
export function importOptions(state: ImportState): string {
  return JSON.stringify({ existing: state.existing, choices: state.choices, sendInvitations: state.sendInvitations });
}
