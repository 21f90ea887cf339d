import type { PdfJob, WorkerReply, WorkerRequest } from './pdfTypes';

/** Builds a PDF and reports progress; injected in tests (jsdom has no Worker). */
export type PdfMaker = (job: PdfJob, onProgress?: (done: number, total: number) => void) => Promise<Blob>;

/** A batch slower than this is given up (the worker is ended). */
const PDF_TIMEOUT_MS = 120_000;

/** The default maker: a module Web Worker with the report fonts, ended when it answers. */
export const makePdfInWorker: PdfMaker = (job, onProgress) => {
  const worker = new Worker(new URL('./pdfWorker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), PDF_TIMEOUT_MS);
    const end = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress?.(m.done, m.total);
      else if (m.type === 'done') {
        end();
        resolve(new Blob([m.pdf], { type: 'application/pdf' }));
      } else {
        end();
        reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      end();
      reject(new Error(e.message || 'worker failed'));
    };
    // The worker loads the job's language (the reader's) before building.
    worker.postMessage({ job } satisfies WorkerRequest);
  });
};

/** Builds on the main thread without the Ethiopic font (stories and tests only). */
export const makePdfInPage: PdfMaker = async (job, onProgress) => {
  const { buildPdf, pdfMessages } = await import('./buildPdf');
  return new Blob([buildPdf(job, await pdfMessages(job.language), null, onProgress)], { type: 'application/pdf' });
};
