/// <reference lib="webworker" />
// Reads an untrusted spreadsheet off the main thread (docs/STACK.md: xlsx with a size cap).
import { read, utils } from 'xlsx';
import type { ParseRequest, ParseOutcome } from './parseSpreadsheet';

/** Most rows read from the sheet (header included). */
const MAX_ROWS = 1001;

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { buffer, maxBytes } = event.data;
  let outcome: ParseOutcome;
  try {
    if (buffer.byteLength > maxBytes) outcome = { ok: false, reason: 'tooLarge' };
    else {
      const book = read(new Uint8Array(buffer), { type: 'array', cellDates: true, sheetRows: MAX_ROWS, dense: true });
      const first = book.SheetNames[0];
      const matrix = first
        ? utils.sheet_to_json<string[]>(book.Sheets[first], { header: 1, raw: false, defval: '', blankrows: false, dateNF: 'mm/dd/yyyy' })
        : [];
      outcome = { ok: true, matrix };
    }
  } catch {
    outcome = { ok: false, reason: 'unreadable' };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(outcome);
};
