/// <reference lib="webworker" />
// Parses an untrusted spreadsheet off the main thread (STACK.md): the page stays responsive and a
// hostile file can at worst stall this worker, which the parser then terminates.
import { readSheetMatrix, type ReadSheetOptions } from './readSheet';

/** What the page sends the worker. */
export interface ParseRequest extends ReadSheetOptions {
  buffer: ArrayBuffer;
}

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { buffer, ...options } = event.data;
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(readSheetMatrix(buffer, options));
};
