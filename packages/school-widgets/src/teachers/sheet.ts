import { read, utils } from 'xlsx';
import { messages } from '@school/api';
import { headerMatches, IMPORT_MAX_ROWS } from './logic';

/** What reading a teacher import file gives: the rows keyed by the header, or the reason it failed. */
export type ParsedSheet = { ok: true; rows: Record<string, unknown>[] } | { ok: false; error: string };

/**
 * Reads the first sheet of an .xlsx file: the first row is the header and must be exactly the
 * contract's fields. Formulas, HTML and styles are not evaluated or kept. Runs in the import
 * worker (and in tests on the main thread).
 */
export function readTeacherSheet(data: ArrayBuffer): ParsedSheet {
  let grid: unknown[][];
  try {
    const book = read(new Uint8Array(data), {
      type: 'array',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheetRows: IMPORT_MAX_ROWS + 2,
    });
    const first = book.SheetNames[0];
    if (!first) return { ok: false, error: messages.teachersImportUnreadable };
    grid = utils.sheet_to_json<unknown[]>(book.Sheets[first], { header: 1, defval: '', blankrows: false, raw: true });
  } catch {
    return { ok: false, error: messages.teachersImportUnreadable };
  }
  const [header = [], ...body] = grid;
  if (!headerMatches(header)) return { ok: false, error: messages.teachersImportInvalidHeader };
  if (body.length === 0) return { ok: false, error: messages.teachersImportEmpty };
  if (body.length > IMPORT_MAX_ROWS) return { ok: false, error: messages.teachersImportTooLarge };
  const names = header.map((h) => String(h ?? '').trim());
  return { ok: true, rows: body.map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']))) };
}
