/// <reference lib="webworker" />
// Parses an untrusted .xlsx off the main thread (STACK.md): the page stays responsive and a
// hostile file can at worst stall this worker, which the dialog then terminates.
import { readTeacherSheet } from './sheet';

self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  self.postMessage(readTeacherSheet(event.data));
};
