import type { TeachingTimeDownloadResponse } from '@studydesk/shared/contracts';
import { csvDownloadReducer, initialCsvDownload, type CsvDownloadState } from './csv-download';

const data = (month: number, year = 2026): TeachingTimeDownloadResponse => ({ month, year, timeZone: 'UTC', results: [] });

describe('the CSV download in two clicks (docs/product-rules.md#r-csv-1)', () => {
  it('first click: idle → fetching; the data arrives → ready; second click (saved) → idle', () => {
    const fetching = csvDownloadReducer(initialCsvDownload, { type: 'csv/requested', month: 3, year: 2026 });
    expect(fetching).toEqual({ status: 'fetching', month: 3, year: 2026 });
    const ready = csvDownloadReducer(fetching, { type: 'csv/fetched', downloadData: data(3) });
    expect(ready).toEqual({ status: 'ready', month: 3, year: 2026, downloadData: data(3) });
    expect(csvDownloadReducer(ready, { type: 'csv/downloaded' })).toEqual(initialCsvDownload);
  });

  it('a repeated click while fetching or with the data ready does not fetch again', () => {
    const fetching: CsvDownloadState = { status: 'fetching', month: 3, year: 2026 };
    expect(csvDownloadReducer(fetching, { type: 'csv/requested', month: 3, year: 2026 })).toBe(fetching);
    const ready: CsvDownloadState = { status: 'ready', month: 3, year: 2026, downloadData: data(3) };
    expect(csvDownloadReducer(ready, { type: 'csv/requested', month: 3, year: 2026 })).toBe(ready);
  });

  it('a failed fetch keeps the error; the next click fetches again', () => {
    const failed = csvDownloadReducer({ status: 'fetching', month: 3, year: 2026 }, { type: 'csv/failed', error: 'boom' });
    expect(failed).toEqual({ status: 'failed', month: 3, year: 2026, error: 'boom' });
    expect(csvDownloadReducer(failed, { type: 'csv/requested', month: 3, year: 2026 })).toEqual({ status: 'fetching', month: 3, year: 2026 });
  });

  it('changing the month drops data of the old month, and a late answer for it is ignored', () => {
    const ready: CsvDownloadState = { status: 'ready', month: 3, year: 2026, downloadData: data(3) };
    expect(csvDownloadReducer(ready, { type: 'csv/monthChanged', month: 2, year: 2026 })).toEqual(initialCsvDownload);
    const fetching: CsvDownloadState = { status: 'fetching', month: 2, year: 2026 };
    expect(csvDownloadReducer(fetching, { type: 'csv/fetched', downloadData: data(3) })).toBe(fetching);
    expect(csvDownloadReducer(initialCsvDownload, { type: 'csv/fetched', downloadData: data(3) })).toBe(initialCsvDownload);
    expect(csvDownloadReducer(ready, { type: 'csv/monthChanged', month: 3, year: 2026 })).toBe(ready);
  });

  it('ignores a download or failure with nothing in flight', () => {
    expect(csvDownloadReducer(initialCsvDownload, { type: 'csv/downloaded' })).toBe(initialCsvDownload);
    expect(csvDownloadReducer(initialCsvDownload, { type: 'csv/failed', error: 'x' })).toBe(initialCsvDownload);
  });
});
