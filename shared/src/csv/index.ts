export { toCsv, downloadCsv, downloadBlob } from './csv';
