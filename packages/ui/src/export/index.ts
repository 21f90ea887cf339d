export { toCsv, exportCellText, DEFAULT_CSV_FILE_NAME } from './csv';
export type { ExportColumn } from './csv';
export { downloadCsv, downloadXlsx, downloadBlob, DEFAULT_XLSX_FILE_NAME } from './download';
export type { ExportRequest } from './download';
