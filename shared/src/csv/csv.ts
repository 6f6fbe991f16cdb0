/**
 * The CSV files of docs/product-rules.md#r-csv-2, as text and as a download.
 */
import { CSV_MIME, toCsv, type CsvOptions } from './csv-text';

// the text of a CSV without the browser (the server writes payslips with it)
export { isFormulaLike, toCsv } from './csv-text';
export type { CsvOptions } from './csv-text';

export function csvBlob(rows: readonly (readonly (string | number | null | undefined)[])[], options?: CsvOptions): Blob {
  return new Blob([toCsv(rows, options)], { type: CSV_MIME });
}

/** Saves the rows as a file through a temporary object URL and a download link. */
export function downloadCsv(
  fileName: string,
  rows: readonly (readonly (string | number | null | undefined)[])[],
  options?: CsvOptions,
): void {
  downloadBlob(fileName, csvBlob(rows, options));
}

/** Saves a file the page holds (a CSV it built, a document the server sent) through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking in the same task cancels the download in some browsers (Safari, old Firefox).
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
