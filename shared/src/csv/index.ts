export { toCsv, csvBlob, downloadCsv, csvField, isFormulaLike, CSV_MIME } from './csv';
export type { CsvOptions } from './csv';
