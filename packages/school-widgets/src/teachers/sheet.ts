import { readSheetMatrix } from '../shared/importer';
import type { SheetOutcome } from '../shared/importer';
import type { Texts } from '../shared/intl';
import { IMPORT_MAX_ROWS } from './logic';

/**
 * Reads the first sheet of a teacher import file into a matrix (the shared importer's reader with
 * the teachers' texts). Runs in the import worker's place in tests, on the main thread.
 */
export function readTeacherSheet({ messages }: Texts, data: ArrayBuffer): SheetOutcome {
  return readSheetMatrix(data, { maxRows: IMPORT_MAX_ROWS + 2, unreadable: messages.teachersImportUnreadable });
}
