import { useCallback, useState } from 'react';
import { downloadBlob } from '@school/ui';
import { makePdfInWorker, type PdfMaker } from './pdf/makePdf';
import type { PdfJob } from './pdf/pdfTypes';

export interface PdfDownload {
  /** Builds the job and saves it under `fileName`; resolves when saved or failed. */
  run: (job: PdfJob, fileName: string) => Promise<void>;
  busy: boolean;
  /** Cards built so far, while busy. */
  progress: { done: number; total: number } | null;
  error: string | null;
}

/** Builds a PDF (in a Web Worker by default) with progress, then downloads it. */
export function usePdfDownload(makePdf: PdfMaker = makePdfInWorker): PdfDownload {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<PdfDownload['progress']>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (job: PdfJob, fileName: string) => {
      setBusy(true);
      setError(null);
      setProgress({ done: 0, total: job.kind === 'cards' ? job.cards.length : 1 });
      try {
        const blob = await makePdf(job, (done, total) => setProgress({ done, total }));
        downloadBlob({ blob, fileName });
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
        setProgress(null);
      }
    },
    [makePdf],
  );
  return { run, busy, progress, error };
}
