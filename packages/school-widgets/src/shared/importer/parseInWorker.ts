import type { ParseRequest } from './importWorker';
import type { SheetOutcome, SheetParser } from './types';

export interface WorkerParserOptions {
  /** Returns why a file is refused before it is read (type, size), or null. */
  check: (file: File) => string | null;
  /** Most rows read, header included. */
  maxRows: number;
  /** The text when the file cannot be read or the worker fails or times out. */
  unreadable: string;
  /** A parse taking longer is given up and the worker terminated. @default 20000 */
  timeoutMs?: number;
}

/** A parser that checks the file, then reads it in a module Web Worker terminated when it answers, fails or times out. */
export function createWorkerParser({ check, maxRows, unreadable, timeoutMs = 20_000 }: WorkerParserOptions): SheetParser {
  return async (file) => {
    const problem = check(file);
    if (problem) return { ok: false, error: problem };
    const buffer = await file.arrayBuffer();
    const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    try {
      return await new Promise<SheetOutcome>((resolve) => {
        const timer = setTimeout(() => resolve({ ok: false, error: unreadable }), timeoutMs);
        worker.onmessage = (e: MessageEvent<SheetOutcome>) => {
          clearTimeout(timer);
          resolve(e.data);
        };
        worker.onerror = () => {
          clearTimeout(timer);
          resolve({ ok: false, error: unreadable });
        };
        const request: ParseRequest = { buffer, maxRows, unreadable };
        worker.postMessage(request, [buffer]);
      });
    } finally {
      worker.terminate();
    }
  };
}
