import { useMemo } from 'react';
import {
  importRowErrorsOf,
  studentImportColumns,
  type ApiClient,
  type ImportedStudents,
  type StudentImportColumn,
  type StudentImportRow,
} from '@school/api';
import { Dialog } from '@school/ui';
import { SpreadsheetImporter, type ImporterText, type ImportSpec, type SubmitOutcome } from '../shared/importer';
import { useTexts, type Texts } from '../shared/intl';
import { parseSpreadsheetInWorker, type SpreadsheetParser } from './parseSpreadsheet';
import { STUDENT_NOTICE_MS, useNotice } from '../shared/useNotice';
import { useApiMutation } from '../shared/query';
import { STUDENT_CHANGES } from '../shared/studentCache';

export interface StudentImportDialogProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Open state (controlled). */
  open: boolean;
  /** Called to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Called with the new accounts after the server imported every row (the dialog then closes). */
  onImported: (imported: ImportedStudents) => void;
  /** Reads the file (tests inject one). @default a Web Worker running xlsx with a size cap */
  parseFile?: SpreadsheetParser;
}

/**
 * Students: the known columns found in any header spelling, others ignored. No client row schema:
 * the student rules (dates, the ID sequence, emails taken) are the server's, which answers per row.
 */
const spec: ImportSpec<StudentImportColumn, StudentImportRow> = {
  columns: studentImportColumns,
  header: 'known',
  toRequest: (cells) => cells,
};

/** The importer's words in the reader's language. */
const importerText = ({ messages, fill }: Texts): ImporterText => ({
  fileLabel: messages.importFileLabel,
  fileHint: fill(messages.importHint, { columns: studentImportColumns.join(', ') }),
  accept: ['.xlsx', '.xls', '.csv'],
  unreadable: messages.importUnreadable,
  invalidHeader: messages.importNoKnownColumns,
  empty: messages.importNoRows,
  reading: messages.importParsing,
  submitting: (count) => fill(messages.importSubmitting, { count }),
  submit: (count) => fill(messages.importSubmit, { count }),
  cancel: messages.cancelAction,
  fixRows: messages.importFixRows,
  serverRowErrors: (count) => fill(messages.importRowErrors, { count }),
  ignored: (columns) => fill(messages.importUnknownColumns, { columns }),
  preview: {
    label: messages.importPreview,
    rowHeader: messages.rowNumber,
    errorsHeader: messages.importErrorsHeader,
    actionsHeader: messages.recordActionsHeader,
    cell: (column, row) => fill(messages.cellLabel, { column, row }),
    remove: (row) => fill(messages.removeRow, { row }),
    rowErrors: (row, errors) => `${fill(messages.importRowHasErrors, { row })}: ${errors.join(', ')}`,
  },
});

/**
 * Import students from a spreadsheet (spec 000 §2, §4, §5) through the shared importer: .xlsx,
 * .xls or .csv, first sheet, header row first, known columns only. Rows the server refuses are
 * flagged with their errors and can be fixed or removed before importing again.
 */
export function StudentImportDialog({ api, open, onOpenChange, onImported, parseFile }: StudentImportDialogProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const text = useMemo(() => importerText(t), [t]);
  const notice = useNotice(STUDENT_NOTICE_MS);
  // The notice announces both outcomes; the rows the server refused go back to the importer.
  const importRows = useApiMutation((rows: StudentImportRow[]) => api.students.import(rows), {
    announce: notice,
    successText: false,
    invalidates: STUDENT_CHANGES,
    onSuccess: (data, _rows, message) => notice('success', message || fill(messages.importDone, { count: data.students.length })),
  });
  const submit = async (rows: StudentImportRow[]): Promise<SubmitOutcome<ImportedStudents>> => {
    const result = await importRows.run(rows);
    if (result.ok) return { ok: true, result: result.data };
    // The server's 400 carries the importer's one shape of row errors.
    return { ok: false, error: result.error, rowErrors: importRowErrorsOf(result) };
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={messages.importStudentsTitle} size="lg">
      <SpreadsheetImporter
        spec={spec}
        text={text}
        parseFile={parseFile ?? parseSpreadsheetInWorker(t)}
        submit={submit}
        onCancel={() => onOpenChange(false)}
        onDone={(imported) => {
          onImported(imported);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
