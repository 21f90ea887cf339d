import { messages } from '@school/api';
import { fileProblem } from './logic';
import type { ParsedSheet } from './sheet';

/** Reads a chosen import file into rows; injectable so tests (jsdom has no Worker) pass their own. */
export type TeacherFileParser = (file: File) => Promise<ParsedSheet>;

/** A file that takes longer than this to parse is given up on (the worker is terminated). */
const PARSE_TIMEOUT_MS = 20_000;

/** The default parser: size and type checks here, the parsing in a module Web Worker. */
export const parseTeacherFileInWorker: TeacherFileParser = async (file) => {
  const problem = fileProblem(file);
  if (problem) return { ok: false, error: problem };
  const data = await file.arrayBuffer();
  return new Promise<ParsedSheet>((resolve) => {
    const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    const done = (result: ParsedSheet) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => done({ ok: false, error: messages.teachersImportUnreadable }), PARSE_TIMEOUT_MS);
    worker.onmessage = (e: MessageEvent<ParsedSheet>) => done(e.data);
    worker.onerror = () => done({ ok: false, error: messages.teachersImportUnreadable });
    worker.postMessage(data, [data]);
  });
};
