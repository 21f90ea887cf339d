import { read, utils } from 'xlsx';
import type { SheetOutcome } from './types';

export interface ReadSheetOptions {
  /** Most rows read from the sheet, header included (the rest is not even parsed). */
  maxRows: number;
  /** The text of a failure. */
  unreadable: string;
}

/**
 * Reads the first sheet of an .xlsx, .xls or .csv file into a matrix of cell texts. Formulas,
 * HTML and styles are not evaluated or kept; dates print as mm/dd/yyyy. Runs in the import
 * worker (and in tests on the main thread).
 */
export function readSheetMatrix(data: ArrayBuffer, { maxRows, unreadable }: ReadSheetOptions): SheetOutcome {
  try {
    const book = read(new Uint8Array(data), {
      type: 'array',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      dense: true,
      sheetRows: maxRows,
    });
    const first = book.SheetNames[0];
    if (!first) return { ok: false, error: unreadable };
    const matrix = utils.sheet_to_json<unknown[]>(book.Sheets[first], {
      header: 1,
      raw: false,
      defval: '',
      blankrows: false,
      dateNF: 'mm/dd/yyyy',
    });
    return { ok: true, matrix };
  } catch {
    return { ok: false, error: unreadable };
  }
}
