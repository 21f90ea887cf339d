import { messages } from '@school/api';
import { createWorkerParser, type SheetParser } from '../shared/importer';
import { fileProblem, IMPORT_MAX_ROWS } from './logic';

/** Reads a chosen import file; injectable so tests (jsdom has no Worker) pass their own. */
export type TeacherFileParser = SheetParser;

/** The default parser: size and type checks here, the parsing in the shared importer's Web Worker. */
export const parseTeacherFileInWorker: TeacherFileParser = createWorkerParser({
  check: fileProblem,
  maxRows: IMPORT_MAX_ROWS + 2,
  unreadable: messages.teachersImportUnreadable,
});
