export { toCsv, csvBlob, downloadCsv, downloadBlob, csvField, isFormulaLike, CSV_MIME } from './csv';
export type { CsvOptions } from './csv';
