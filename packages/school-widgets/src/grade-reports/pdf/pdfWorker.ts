/// <reference lib="webworker" />
// Builds report PDFs off the main thread, so a 60-card batch never freezes the page.
import regularUrl from '@expo-google-fonts/noto-sans-ethiopic/400Regular/NotoSansEthiopic_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/noto-sans-ethiopic/700Bold/NotoSansEthiopic_700Bold.ttf?url';
import { buildPdf, pdfMessages } from './buildPdf';
import type { PdfFonts, WorkerReply, WorkerRequest } from './pdfTypes';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let fonts: Promise<PdfFonts> | null = null;

const load = (url: string) =>
  fetch(url).then((r) => {
    if (!r.ok) throw new Error(`font ${r.status}`);
    return r.arrayBuffer();
  });

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const reply = (m: WorkerReply, transfer: Transferable[] = []) => scope.postMessage(m, transfer);
  try {
    const { job } = event.data;
    const labels = await pdfMessages(job.language);
    fonts ??= Promise.all([load(regularUrl), load(boldUrl)]).then(([regular, bold]) => ({ regular, bold }));
    const pdf = buildPdf(job, labels, await fonts, (done, total) => reply({ type: 'progress', done, total }));
    reply({ type: 'done', pdf }, [pdf]);
  } catch (err) {
    fonts = null;
    reply({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
