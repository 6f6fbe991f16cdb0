import type { TeachingTimeDownloadResponse } from '@studydesk/shared/contracts';

/**
 * The CSV download in two clicks (docs/product-rules.md#r-csv-1).
 * The fetched data (docs/product-rules.md#r-csv-1 report state `downloadData`) belongs to one month: another
 * month drops it, and after saving the file the next click fetches afresh.
 */
export type CsvDownloadState =
  | { status: 'idle' }
  | { status: 'fetching'; month: number; year: number }
  | { status: 'ready'; month: number; year: number; downloadData: TeachingTimeDownloadResponse }
  | { status: 'failed'; month: number; year: number; error: unknown };

export type CsvDownloadAction =
  | { type: 'csv/requested'; month: number; year: number }
  | { type: 'csv/fetched'; downloadData: TeachingTimeDownloadResponse }
  | { type: 'csv/failed'; error: unknown }
  | { type: 'csv/downloaded' }
  | { type: 'csv/monthChanged'; month: number; year: number };

export const initialCsvDownload: CsvDownloadState = { status: 'idle' };

const sameMonth = (state: CsvDownloadState, month: number, year: number) =>
  state.status !== 'idle' && state.month === month && state.year === year;

export function csvDownloadReducer(state: CsvDownloadState, action: CsvDownloadAction): CsvDownloadState {
  switch (action.type) {
    case 'csv/requested':
      // a click while fetching, or on data that is already there, is not a new fetch
      if ((state.status === 'fetching' || state.status === 'ready') && sameMonth(state, action.month, action.year)) return state;
      return { status: 'fetching', month: action.month, year: action.year };
    case 'csv/fetched':
      // an answer for a month no longer selected is dropped
      if (state.status !== 'fetching' || !sameMonth(state, action.downloadData.month, action.downloadData.year)) return state;
      return { status: 'ready', month: state.month, year: state.year, downloadData: action.downloadData };
    case 'csv/failed':
      if (state.status !== 'fetching') return state;
      return { status: 'failed', month: state.month, year: state.year, error: action.error };
    case 'csv/downloaded':
      return state.status === 'ready' ? initialCsvDownload : state;
    case 'csv/monthChanged':
      return state.status === 'idle' || sameMonth(state, action.month, action.year) ? state : initialCsvDownload;
    default:
      return state;
  }
}
