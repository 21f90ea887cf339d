import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type NewTeacherAccount } from '@school/api';
import { Alert, Button, Dialog, DialogFooter, FileInput, Spinner, tokens } from '@school/ui';
import { useApiMutation } from '../shared/query';
import { TEACHER_CHANGES } from './cache';
import { fill } from '../shared/text';
import { ImportPreviewTable } from './ImportPreviewTable';
import { clientRowErrors, editCell, toImportRows, toRequestRow, withServerErrors, type ImportRow } from './logic';
import { parseTeacherFileInWorker, type TeacherFileParser } from './parseTeacherFile';

export interface TeacherImportDialogProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close. */
  onOpenChange: (open: boolean) => void;
  /** After a successful import (the dialog then closes): the new accounts with their temporary passwords. */
  onImported: (imported: { accounts: NewTeacherAccount[] }) => void;
  /** Reads the chosen file. @default parsing in a Web Worker (size and type checked first) */
  parseFile?: TeacherFileParser;
}

type Phase = { kind: 'idle' } | { kind: 'reading' } | { kind: 'submitting'; progress: number };

/**
 * Import teachers from an .xlsx file (spec 000 §2): pick a file, edit or remove rows in the
 * preview, submit; the server's per-row errors come back on their rows to fix, and a successful
 * import closes the dialog.
 */
export function TeacherImportDialog({
  api,
  open,
  onOpenChange,
  onImported,
  parseFile = parseTeacherFileInWorker,
}: TeacherImportDialogProps) {
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // The dialog shows a refusal itself, on the rows it names.
  const importing = useApiMutation(
    (sent: ReturnType<typeof toRequestRow>[]) => api.teachers.importMany(sent, (progress) => setPhase({ kind: 'submitting', progress })),
    { toastErrors: false, successText: messages.teachersImported, invalidates: TEACHER_CHANGES },
  );
  const clientErrors = useMemo(() => clientRowErrors(rows), [rows]);
  const withErrors = rows.filter((r) => clientErrors.has(r.key) || r.serverErrors.length).length;
  const busy = phase.kind !== 'idle';

  const choose = async (file: File | undefined) => {
    setError(null);
    setRows([]);
    if (!file) return;
    setPhase({ kind: 'reading' });
    const parsed = await parseFile(file);
    setPhase({ kind: 'idle' });
    if (!parsed.ok) return setError(parsed.error);
    setGeneration((g) => g + 1);
    setRows(toImportRows(parsed.rows, `f${generation + 1}-`));
  };

  const submit = async () => {
    setError(null);
    if (clientErrors.size) return setError(messages.teachersImportFixRows);
    setPhase({ kind: 'submitting', progress: 0 });
    const result = (await importing.run(rows.map(toRequestRow))) as Awaited<ReturnType<ApiClient['teachers']['importMany']>>;
    setPhase({ kind: 'idle' });
    if (!result.ok) {
      setRows((current) => withServerErrors(current, result.rows ?? []));
      setError(result.error);
      return;
    }
    setRows([]);
    onImported({ accounts: result.data.teachers });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={messages.teachersImportTitle} size="lg">
      <Body>
        <FileInput
          label={messages.teachersImportFileLabel}
          accept={['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']}
          hint={messages.teachersImportHint}
          disabled={busy}
          onChange={({ files }) => void choose(files[0])}
        />
        {phase.kind === 'reading' ? (
          <Status role="status">
            <Spinner /> {messages.teachersImportReading}
          </Status>
        ) : null}
        {rows.length ? (
          <>
            <Summary aria-live="polite">{fill(messages.teachersImportSummary, { count: rows.length, errors: withErrors })}</Summary>
            <Note>{messages.teachersImportPhotoNote}</Note>
            <ImportPreviewTable
              rows={rows}
              clientErrors={clientErrors}
              disabled={busy}
              onEdit={({ key, field, value }) => setRows((current) => editCell(current, key, field, value))}
              onRemove={({ key }) => setRows((current) => current.filter((r) => r.key !== key))}
            />
          </>
        ) : null}
        {phase.kind === 'submitting' ? (
          <Status role="status">
            <progress max={1} value={phase.progress < 1 ? phase.progress : undefined} aria-label={messages.teachersImportSubmitting} />{' '}
            {messages.teachersImportSubmitting}
          </Status>
        ) : null}
        <Alert kind="error" message={error} />
      </Body>
      <DialogFooter>
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          {messages.teachersCancel}
        </Button>
        <Button busy={phase.kind === 'submitting'} disabled={!rows.length || busy} onClick={() => void submit()}>
          {messages.teachersImportSubmit}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;
const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  margin: 0;
`;
const Summary = styled.p`
  margin: 0;
  font-weight: ${tokens.font.weightBold};
`;
const Note = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
