// ─── One importer for spreadsheet imports (issue 7) ─────────────────────────
// Teachers and students (later grades) import through the same pieces: a worker that reads the
// file into a matrix, a header check that turns it into rows of known columns, a row schema,
// the editable preview, and the server's per-row errors in one shape.

/**
 * One error of one row, client or server: `row` is the row's index among the rows submitted
 * (0-based; the preview shows it 1-based), `field` the column when the error names one.
 */
export interface ImportRowError {
  row: number;
  field?: string;
  error: string;
}

/**
 * What reading a file gives: the first sheet as a matrix of cell texts (header first), or rows
 * already keyed by the header (a parser that matched it itself), or why it could not be read.
 */
export type SheetOutcome = { ok: true; matrix: unknown[][] } | { ok: true; rows: Record<string, unknown>[] } | { ok: false; error: string };

/** Reads a chosen file; injectable, so tests (jsdom has no Worker) pass one that runs on the main thread. */
export type SheetParser = (file: File) => Promise<SheetOutcome>;

/** One preview row: the cells as text, a stable key, and the server's errors of the last submit. */
export interface DraftRow<F extends string> {
  key: string;
  cells: Partial<Record<F, string>>;
  serverErrors: ImportRowError[];
}

/** The server's answer to a submit, in the importer's terms. */
export type SubmitOutcome<R> = { ok: true; result: R } | { ok: false; error: string; rowErrors: ImportRowError[] | null };
