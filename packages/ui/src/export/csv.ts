// ─── CSV (RFC 4180) with formula-injection guard ─────────────────────────────

/** One column of an export: its header and how to read a row's value. */
export interface ExportColumn<T> {
  /** Header text in the first row. */
  header: string;
  /** The cell value for a row. */
  value: (row: T) => unknown;
}

/** Default CSV file name. */
export const DEFAULT_CSV_FILE_NAME = 'exported_data.csv';

// Spreadsheet apps execute cells that start with these characters as formulas
// (CSV injection, OWASP). Prefixing a single quote makes them plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell value as export text: '' for null/undefined, ISO for dates, guarded strings. */
export function exportCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Builds CSV text (CRLF line ends, quoted where needed, formula-guarded). */
export function toCsv<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  const lines = [columns.map((c) => quote(exportCellText(c.header)))];
  for (const row of rows) lines.push(columns.map((c) => quote(exportCellText(c.value(row)))));
  return lines.map((cells) => cells.join(',')).join('\r\n');
}
