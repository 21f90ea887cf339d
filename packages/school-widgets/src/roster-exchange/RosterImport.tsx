import { useState } from 'react';
import type { ApiClient, RosterCheck, RosterFailure, RosterImportResponse, RosterIssue } from '@school/api';
import { Alert, Button, Card, FileInput, Stack, Text, downloadBlob } from '@school/ui';
import { useApiMutation } from '../shared/query';
import { useTexts } from '../shared/intl';
import { queryKeys } from '../shared/queryKeys';
import { accountsCsv, percent, zipProblem } from './logic';
import { AccountsTable, CountsTable, IssuesTable } from './RosterTables';

export interface RosterImportProps {
  /** The API client (admin token). */
  api: ApiClient;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking' | 'importing'; progress: number }
  | { kind: 'checked'; check: RosterCheck }
  | { kind: 'refused'; error: string; issues: RosterIssue[] }
  | { kind: 'imported'; result: RosterImportResponse };

/** What a whole-school import changes: every list that shows it is read again. */
const CHANGED = [
  queryKeys.academics.all,
  queryKeys.teachers.all,
  queryKeys.students.all,
  queryKeys.users.all,
  queryKeys.dashboard.all,
  queryKeys.permissions.all,
];

/**
 * A OneRoster zip in: choose the file, the server checks it and says what the import will do (or
 * lists every problem with its file, line and column), then the import on confirmation, with the
 * upload's progress; the new accounts' temporary passwords are shown once.
 */
export function RosterImport({ api }: RosterImportProps) {
  const t = useTexts();
  const { messages, fill } = t;
  // The import refetches every list it changes; its outcome is shown here, not as a toast.
  const importing = useApiMutation(
    ({ zip, onProgress }: { zip: File; onProgress: (fraction: number) => void }) => api.roster.importZip(zip, zip.name, onProgress),
    { invalidates: CHANGED, toastErrors: false, successText: false },
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = phase.kind === 'checking' || phase.kind === 'importing';

  const choose = (files: File[]) => {
    const f = files[0] ?? null;
    setFile(f);
    setFileError(f ? zipProblem(t, f) : null);
    setPhase({ kind: 'idle' });
  };
  const check = async () => {
    if (!file) return;
    setPhase({ kind: 'checking', progress: 0 });
    const r = await api.roster.check(file, file.name, (progress) => setPhase({ kind: 'checking', progress }));
    setPhase(r.ok ? { kind: 'checked', check: r.data } : { kind: 'refused', error: r.error, issues: r.issues });
  };
  const run = async () => {
    if (!file) return;
    setPhase({ kind: 'importing', progress: 0 });
    const r = await importing.run({ zip: file, onProgress: (progress) => setPhase({ kind: 'importing', progress }) });
    if (!r.ok) return setPhase({ kind: 'refused', error: r.error, issues: (r as RosterFailure).issues ?? [] });
    setPhase({ kind: 'imported', result: r.data as RosterImportResponse });
  };
  const restart = () => {
    setFile(null);
    setPhase({ kind: 'idle' });
  };

  return (
    <Card title={messages.rosterImportTitle} headingLevel={2}>
      <Stack gap="md">
        {phase.kind === 'imported' ? null : (
          <>
            <FileInput
              // A new input after a restart: the browser's own file name is gone too.
              key={file ? 'chosen' : 'empty'}
              label={messages.rosterImportFileLabel}
              hint={messages.rosterImportHint}
              accept={['.zip', 'application/zip']}
              error={fileError}
              disabled={busy}
              onChange={({ files }) => choose(files)}
            />
            {phase.kind === 'idle' || phase.kind === 'checking' || phase.kind === 'refused' ? (
              <div>
                <Button busy={phase.kind === 'checking'} disabled={!file || !!fileError || busy} onClick={() => void check()}>
                  {messages.rosterImportCheck}
                </Button>
              </div>
            ) : null}
          </>
        )}
        {busy ? (
          <Progress
            fraction={phase.progress}
            text={fill(phase.kind === 'checking' ? messages.rosterImportChecking : messages.rosterImporting, {
              percent: percent(phase.progress),
            })}
          />
        ) : null}
        {phase.kind === 'refused' ? (
          <>
            <Alert kind="error" message={phase.error} />
            {phase.issues.length ? <IssuesTable issues={phase.issues} /> : null}
          </>
        ) : null}
        {phase.kind === 'checked' ? (
          <>
            <Alert kind="success" message={phase.check.message} />
            <CountsTable counts={phase.check.counts} title={messages.rosterPreviewTitle} />
            <Warnings warnings={phase.check.warnings} />
            <Stack direction="row" gap="sm">
              <Button onClick={() => void run()}>{messages.rosterImportConfirm}</Button>
              <Button variant="secondary" onClick={restart}>
                {messages.rosterImportCancel}
              </Button>
            </Stack>
          </>
        ) : null}
        {phase.kind === 'imported' ? <Imported result={phase.result} onDone={restart} /> : null}
      </Stack>
    </Card>
  );
}

function Progress({ fraction, text }: { fraction: number; text: string }) {
  return (
    <Stack as="p" direction="row" align="center" gap="sm" role="status">
      <progress max={1} value={fraction < 1 ? fraction : undefined} aria-label={text} />
      {text}
    </Stack>
  );
}

function Warnings({ warnings }: { warnings: readonly string[] }) {
  const messages = useTexts().messages;
  if (!warnings.length) return null;
  return (
    <section aria-label={messages.rosterWarningsTitle}>
      <Text bold>{messages.rosterWarningsTitle}</Text>
      <ul>
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </section>
  );
}

function Imported({ result, onDone }: { result: RosterImportResponse; onDone: () => void }) {
  const messages = useTexts().messages;
  return (
    <>
      <Alert kind="success" message={result.message} />
      <CountsTable counts={result.counts} title={messages.rosterPreviewTitle} />
      <Warnings warnings={result.warnings} />
      {result.accounts.length ? (
        <>
          <Text>{messages.rosterPasswordsText}</Text>
          <AccountsTable accounts={result.accounts} />
        </>
      ) : (
        <Text>{messages.rosterNoNewAccounts}</Text>
      )}
      <Stack direction="row" gap="sm">
        {result.accounts.length ? (
          <Button
            variant="secondary"
            onClick={() =>
              downloadBlob({
                blob: new Blob([accountsCsv(result.accounts)], { type: 'text/csv;charset=utf-8' }),
                fileName: 'roster_passwords.csv',
              })
            }
          >
            {messages.rosterDownloadPasswords}
          </Button>
        ) : null}
        <Button onClick={onDone}>{messages.rosterDone}</Button>
      </Stack>
    </>
  );
}
