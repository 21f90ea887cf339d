import type { Texts } from '../shared/intl';
import { createWorkerParser, type SheetParser } from '../shared/importer';
import { fileProblem, IMPORT_MAX_ROWS } from './logic';

/** Reads a chosen import file; injectable so tests (jsdom has no Worker) pass their own. */
export type TeacherFileParser = SheetParser;

/**
 * The default parser in the reader's language (`t` from `useTexts()`): size and type checks here,
 * the parsing in the shared importer's Web Worker.
 */
export const parseTeacherFileInWorker = (t: Texts): TeacherFileParser =>
  createWorkerParser({
    check: (file) => fileProblem(t, file),
    maxRows: IMPORT_MAX_ROWS + 2,
    unreadable: t.messages.teachersImportUnreadable,
  });
