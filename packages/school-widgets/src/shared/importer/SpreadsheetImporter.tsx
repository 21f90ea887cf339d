import { useMemo, useState } from 'react';
import type { ZodType } from 'zod';
import { Alert, Button, DialogFooter, FileInput, Spinner, Stack, Text } from '@school/ui';
import { useTexts } from '../intl';
import { schemaText } from '../schemaText';
import { fieldValidationText } from '../validationText';
import { ImportPreviewTable, type PreviewText } from './ImportPreviewTable';
import { clientErrors, editCell, matrixOf, messagesOf, sheetRows, toDrafts, withServerErrors, type HeaderMode } from './rows';
import type { DraftRow, ImportRowError, SheetParser, SubmitOutcome } from './types';

/** What is imported: the columns, how the header is matched, the row schema and the request row. */
export interface ImportSpec<F extends string, T> {
  /** The columns a row may have, in the preview's order. */
  columns: readonly F[];
  /** How the header row is matched to the columns. */
  header: HeaderMode;
  /** The contract's row schema (from @school/api): rows it refuses are flagged before submitting. @default none (the server checks) */
  schema?: ZodType;
  /** The request row built from a preview row's cells. */
  toRequest: (cells: Partial<Record<F, string>>) => T;
  /** Checks across rows, e.g. an email repeated in the file. @default none */
  extraChecks?: (rows: readonly T[]) => ImportRowError[];
  /** Most data rows one file may hold. @default no limit here */
  maxRows?: number;
}

/** The importer's words: each importer passes its own catalogue entries. */
export interface ImporterText {
  fileLabel: string;
  fileHint: string;
  /** The file input's accept list (a hint to the browser; the parser checks again). */
  accept: string[];
  /** When the parser itself fails (it should answer `{ ok: false }` instead). */
  unreadable: string;
  invalidHeader: string;
  empty: string;
  /** When a file holds more than `maxRows` rows. */
  tooMany?: string;
  reading: string;
  submitting: (count: number) => string;
  submit: (count: number) => string;
  cancel: string;
  /** Shown when the client's checks flag rows and Submit is pressed. */
  fixRows: string;
  /** The error after the server refused some rows. @default the server's error */
  serverRowErrors?: (flaggedRows: number) => string;
  /** The line above the preview, e.g. "3 rows, 1 with errors". @default none */
  summary?: (count: number, withErrors: number) => string;
  /** A note under the summary. @default none */
  note?: string;
  /** The notice naming ignored header cells. @default none */
  ignored?: (columns: string) => string;
  preview: PreviewText;
}

export interface SpreadsheetImporterProps<F extends string, T, R> {
  spec: ImportSpec<F, T>;
  text: ImporterText;
  /** Reads the chosen file (a Web Worker by default in each importer; tests pass a main-thread one). */
  parseFile: SheetParser;
  /** Sends the rows; `onProgress` takes the uploaded fraction when the client knows it. */
  submit: (rows: T[], onProgress: (fraction: number) => void) => Promise<SubmitOutcome<R>>;
  /** After the server imported every row. */
  onDone: (result: R) => void;
  /** Cancel pressed. */
  onCancel: () => void;
  /** Tells the dialog when reading or submitting starts and ends (it may refuse to close meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

type Phase = { kind: 'idle' } | { kind: 'reading' } | { kind: 'submitting'; progress: number | null };

/**
 * The body and footer of an import dialog: pick a file (read off the main thread), edit or remove
 * rows in the preview, submit; the row schema's and the server's per-row errors show on their rows.
 */
export function SpreadsheetImporter<F extends string, T, R>({
  spec,
  text,
  parseFile,
  submit,
  onDone,
  onCancel,
  onBusyChange,
}: SpreadsheetImporterProps<F, T, R>) {
  const [rows, setRows] = useState<DraftRow<F>[]>([]);
  const [columns, setColumns] = useState<F[]>([]);
  const [phase, setPhaseState] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const setPhase = (next: Phase) => {
    setPhaseState(next);
    onBusyChange?.(next.kind !== 'idle');
  };

  // The rows' errors in the reader's language: again after a switch (t).
  const t = useTexts();
  const checked = useMemo(
    () =>
      clientErrors(
        rows.map((r) => r.cells),
        {
          schema: spec.schema,
          toRequest: spec.toRequest,
          extra: spec.extraChecks,
          validationText: (issue) => fieldValidationText(t, issue),
          messageText: (message) => schemaText(t, message),
        },
      ),
    [rows, spec, t],
  );
  const checkedByKey = useMemo(() => {
    const byKey = new Map<string, ImportRowError[]>();
    for (const e of checked) {
      const key = rows[e.row]?.key;
      if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), e]);
    }
    return byKey;
  }, [checked, rows]);
  const errorsOf = (r: DraftRow<F>) => messagesOf([...(checkedByKey.get(r.key) ?? []), ...r.serverErrors]);
  const flagged = rows.filter((r) => errorsOf(r).length).length;
  const busy = phase.kind !== 'idle';

  const choose = async (file: File | undefined) => {
    setError(null);
    setInfo(null);
    setRows([]);
    if (!file) return;
    setPhase({ kind: 'reading' });
    const outcome = await parseFile(file).catch(() => null);
    setPhase({ kind: 'idle' });
    if (!outcome) return setError(text.unreadable);
    if (!outcome.ok) return setError(outcome.error);
    const sheet = sheetRows(matrixOf(outcome, spec.columns), spec.columns, spec.header);
    if (!sheet) return setError(text.invalidHeader);
    if (!sheet.rows.length) return setError(text.empty);
    if (spec.maxRows !== undefined && sheet.rows.length > spec.maxRows) return setError(text.tooMany ?? text.empty);
    setGeneration((g) => g + 1);
    setColumns(sheet.present);
    setRows(toDrafts(sheet.rows, `f${generation + 1}-`));
    if (sheet.ignored.length && text.ignored) setInfo(text.ignored(sheet.ignored.join(', ')));
  };

  const send = async () => {
    setError(null);
    if (checked.length) return setError(text.fixRows);
    setPhase({ kind: 'submitting', progress: null });
    const outcome = await submit(
      rows.map((r) => spec.toRequest(r.cells)),
      (progress) => setPhase({ kind: 'submitting', progress }),
    );
    setPhase({ kind: 'idle' });
    if (outcome.ok) {
      setRows([]);
      onDone(outcome.result);
      return;
    }
    if (outcome.rowErrors) {
      const next = withServerErrors(rows, outcome.rowErrors);
      setRows(next);
      const count = next.filter((r) => r.serverErrors.length).length;
      setError(text.serverRowErrors ? text.serverRowErrors(count) : outcome.error);
    } else setError(outcome.error);
  };

  return (
    <Stack gap="md">
      <FileInput
        label={text.fileLabel}
        accept={text.accept}
        hint={text.fileHint}
        disabled={busy}
        onChange={({ files }) => void choose(files[0])}
      />
      {phase.kind === 'reading' ? (
        <Stack as="p" direction="row" align="center" gap="sm" role="status">
          <Spinner /> {text.reading}
        </Stack>
      ) : null}
      <Alert kind="info" message={info} />
      {rows.length ? (
        <>
          {text.summary ? (
            <Text bold aria-live="polite">
              {text.summary(rows.length, flagged)}
            </Text>
          ) : null}
          {text.note ? (
            <Text tone="muted" size="sm">
              {text.note}
            </Text>
          ) : null}
          <ImportPreviewTable
            columns={columns}
            rows={rows}
            errorsOf={errorsOf}
            text={text.preview}
            disabled={busy}
            onEdit={({ key, field, value }) => setRows((current) => editCell(current, key, field, value))}
            onRemove={({ key }) => setRows((current) => current.filter((r) => r.key !== key))}
          />
        </>
      ) : null}
      {phase.kind === 'submitting' ? (
        <Stack as="p" direction="row" align="center" gap="sm" role="status">
          <progress
            max={1}
            value={phase.progress !== null && phase.progress < 1 ? phase.progress : undefined}
            aria-label={text.submitting(rows.length)}
          />
          {text.submitting(rows.length)}
        </Stack>
      ) : null}
      <Alert kind="error" message={error} />
      <DialogFooter>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button busy={phase.kind === 'submitting'} disabled={!rows.length || busy} onClick={() => void send()}>
          {text.submit(rows.length)}
        </Button>
      </DialogFooter>
    </Stack>
  );
}
