import { IMPORT_MAX_BYTES, isImportFileName } from './logic';

export interface ParseRequest {
  buffer: ArrayBuffer;
  maxBytes: number;
}
export type ParseFailure = 'tooLarge' | 'unsupported' | 'unreadable';
/** The first sheet as a matrix of cell texts (header row first), or why it could not be read. */
export type ParseOutcome = { ok: true; matrix: string[][] } | { ok: false; reason: ParseFailure };
/** Reads a spreadsheet file; injected in tests (jsdom has no Worker). */
export type SpreadsheetParser = (file: File) => Promise<ParseOutcome>;

/** A parse taking longer than this is given up (a hostile file must not hang the dialog). */
const PARSE_TIMEOUT_MS = 30_000;

/**
 * The default parser: checks the name and size, then parses in a Web Worker that is terminated
 * when it answers, fails or times out.
 */
export const parseSpreadsheetInWorker: SpreadsheetParser = async (file) => {
  if (!isImportFileName(file.name)) return { ok: false, reason: 'unsupported' };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const buffer = await file.arrayBuffer();
  const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ParseOutcome>((resolve) => {
      const timer = setTimeout(() => resolve({ ok: false, reason: 'unreadable' }), PARSE_TIMEOUT_MS);
      worker.onmessage = (e: MessageEvent<ParseOutcome>) => {
        clearTimeout(timer);
        resolve(e.data);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve({ ok: false, reason: 'unreadable' });
      };
      const request: ParseRequest = { buffer, maxBytes: IMPORT_MAX_BYTES };
      worker.postMessage(request, [buffer]);
    });
  } finally {
    worker.terminate();
  }
};
