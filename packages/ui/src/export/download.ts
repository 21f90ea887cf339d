import { DEFAULT_CSV_FILE_NAME, exportCellText, toCsv, type ExportColumn } from './csv';

/** Saves a Blob as a file through a temporary link. */
export function downloadBlob({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** What to export. */
export interface ExportRequest<T> {
  /** Rows, in order. */
  rows: readonly T[];
  /** Columns, in order. */
  columns: readonly ExportColumn<T>[];
  /** File name. @default 'exported_data.csv' / 'exported_data.xlsx' */
  fileName?: string;
}

/** Downloads rows as CSV (UTF-8 with BOM so Excel reads accents). */
export function downloadCsv<T>({ rows, columns, fileName = DEFAULT_CSV_FILE_NAME }: ExportRequest<T>): void {
  const blob = new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  downloadBlob({ blob, fileName });
}

/** Default XLSX file name. */
export const DEFAULT_XLSX_FILE_NAME = 'exported_data.xlsx';

/**
 * Downloads rows as an Excel workbook. `xlsx` (aliased to @e965/xlsx) is
 * loaded on demand so it stays out of the main bundle.
 */
export async function downloadXlsx<T>({
  rows,
  columns,
  fileName = DEFAULT_XLSX_FILE_NAME,
  sheetName = 'Data',
}: ExportRequest<T> & { sheetName?: string }): Promise<void> {
  const XLSX = await import('xlsx');
  const cell = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? v : exportCellText(v));
  const sheet = XLSX.utils.aoa_to_sheet([columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => cell(c.value(r))))]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  XLSX.writeFile(book, fileName);
}
