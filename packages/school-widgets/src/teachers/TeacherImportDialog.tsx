import { useMemo, useState } from 'react';
import { TEACHER_IMPORT_HEADER, teacherImportRowSchema, type ApiClient, type NewTeacherAccount } from '@school/api';
import { Dialog } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { useApiMutation } from '../shared/query';
import { SpreadsheetImporter, type ImporterText, type ImportSpec, type SubmitOutcome } from '../shared/importer';
import { TEACHER_CHANGES } from './cache';
import { duplicateEmails, IMPORT_MAX_ROWS, toRequestRow, type ImportField, type TeacherRequestRow } from './logic';
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
  /** Reads the chosen file. @default parsing in a Web Worker (size and type checked first, in the reader's language) */
  parseFile?: TeacherFileParser;
}

/** Teachers: exactly the five header names, the contract's row schema, emails unique in the file. */
const specOf = (t: Texts): ImportSpec<ImportField, TeacherRequestRow> => ({
  columns: TEACHER_IMPORT_HEADER,
  header: 'exact',
  schema: teacherImportRowSchema,
  toRequest: toRequestRow,
  extraChecks: (rows) => duplicateEmails(t, rows),
  maxRows: IMPORT_MAX_ROWS,
});

/** The importer's words in the reader's language. */
const textOf = ({ messages, fill }: Texts): ImporterText => ({
  fileLabel: messages.teachersImportFileLabel,
  fileHint: messages.teachersImportHint,
  accept: ['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  unreadable: messages.teachersImportUnreadable,
  invalidHeader: messages.teachersImportInvalidHeader,
  empty: messages.teachersImportEmpty,
  tooMany: messages.teachersImportTooLarge,
  reading: messages.teachersImportReading,
  submitting: () => messages.teachersImportSubmitting,
  submit: () => messages.teachersImportSubmit,
  cancel: messages.teachersCancel,
  fixRows: messages.teachersImportFixRows,
  summary: (count, errors) => fill(messages.teachersImportSummary, { count, errors }),
  note: messages.teachersImportPhotoNote,
  preview: {
    label: messages.teachersImportTitle,
    rowHeader: messages.teachersImportRowHeader,
    errorsHeader: messages.teachersImportErrorsHeader,
    actionsHeader: messages.teachersActionsHeader,
    cell: (field, row) => fill(messages.teachersImportCellLabel, { field, row }),
    remove: (row) => fill(messages.teachersImportRemoveRow, { row }),
  },
});

/**
 * Import teachers from an .xlsx file (spec 000 §2) through the shared importer: pick a file, edit
 * or remove rows in the preview, submit; the server's per-row errors come back on their rows to
 * fix, and a successful import closes the dialog.
 */
export function TeacherImportDialog({ api, open, onOpenChange, onImported, parseFile }: TeacherImportDialogProps) {
  const t = useTexts();
  const { messages } = t;
  const spec = useMemo(() => specOf(t), [t]);
  const text = useMemo(() => textOf(t), [t]);
  const parse = useMemo(() => parseFile ?? parseTeacherFileInWorker(t), [parseFile, t]);
  const [busy, setBusy] = useState(false);
  // The dialog shows a refusal itself, on the rows it names.
  const importing = useApiMutation(
    ({ rows, onProgress }: { rows: TeacherRequestRow[]; onProgress: (fraction: number) => void }) =>
      api.teachers.importMany(rows, onProgress),
    { toastErrors: false, successText: messages.teachersImported, invalidates: TEACHER_CHANGES },
  );
  const submit = async (rows: TeacherRequestRow[], onProgress: (fraction: number) => void): Promise<SubmitOutcome<NewTeacherAccount[]>> => {
    const result = (await importing.run({ rows, onProgress })) as Awaited<ReturnType<ApiClient['teachers']['importMany']>>;
    if (result.ok) return { ok: true, result: result.data.teachers };
    // The server's 400 carries the importer's one shape of row errors.
    return { ok: false, error: result.error, rowErrors: result.errors };
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={messages.teachersImportTitle} size="lg">
      <SpreadsheetImporter
        spec={spec}
        text={text}
        parseFile={parse}
        submit={submit}
        onBusyChange={setBusy}
        onCancel={() => onOpenChange(false)}
        onDone={(accounts) => {
          onImported({ accounts });
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
