import styled from 'styled-components';
import { Alert, Button, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { printReport } from './PrintArea';
import { usePdfDownload } from './usePdfDownload';
import type { PdfMaker } from './pdf/makePdf';
import type { PdfJob } from './pdf/pdfTypes';

export interface ReportActionsProps {
  /** The PDF to build and its file name. */
  pdf: () => { job: PdfJob; fileName: string };
  /** The print button's text. @default messages.printReport */
  printLabel?: string;
  makePdf?: PdfMaker;
}

/** Download as PDF (built off the main thread) and Print Report (the browser's print dialog). */
export function ReportActions({ pdf, printLabel, makePdf }: ReportActionsProps) {
  const { messages, fill } = useTexts();
  const download = usePdfDownload(makePdf);
  return (
    <Root data-no-print="">
      <Button
        busy={download.busy}
        onClick={() => {
          const { job, fileName } = pdf();
          void download.run(job, fileName);
        }}
      >
        {messages.downloadPdf}
      </Button>
      <Button variant="secondary" onClick={printReport}>
        {printLabel ?? messages.printReport}
      </Button>
      <span role="status">{download.busy ? messages.preparingPdf : ''}</span>
      {download.error ? <Alert kind="error" message={fill(messages.batchFailed, { error: download.error })} /> : null}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;
