import { createWorkerParser, type SheetOutcome, type SheetParser } from '../shared/importer';
import type { Texts } from '../shared/intl';
import { IMPORT_MAX_BYTES, isImportFileName } from '../shared/studentLogic';

/** The first sheet as a matrix of cell texts (header row first), or why it could not be read. */
export type ParseOutcome = SheetOutcome;
/** Reads a spreadsheet file; injected in tests (jsdom has no Worker). */
export type SpreadsheetParser = SheetParser;

/** Most rows read from the sheet (header included). */
const MAX_ROWS = 1001;

/** Why a file is refused before it is read: its type or its size. */
export function fileProblem({ messages, fill }: Texts, file: { name: string; size: number }): string | null {
  if (!isImportFileName(file.name)) return messages.importUnsupported;
  if (file.size > IMPORT_MAX_BYTES) return fill(messages.importTooLarge, { size: IMPORT_MAX_BYTES / 1024 / 1024 });
  return null;
}

const parsers = new WeakMap<Texts, SpreadsheetParser>();
/**
 * The default parser: checks the name and size, then parses in the shared importer's Web Worker;
 * its refusals in the reader's language (one parser per reader's Texts).
 */
export function parseSpreadsheetInWorker(t: Texts): SpreadsheetParser {
  let parser = parsers.get(t);
  if (!parser) {
    parser = createWorkerParser({
      check: (file) => fileProblem(t, file),
      maxRows: MAX_ROWS,
      unreadable: t.messages.importUnreadable,
      timeoutMs: 30_000,
    });
    parsers.set(t, parser);
  }
  return parser;
}
