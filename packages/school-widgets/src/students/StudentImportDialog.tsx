import { useState } from 'react';
import styled from 'styled-components';
import { importRowsOf, messages, studentImportColumns, type ApiClient, type ImportedStudents, type StudentImportColumn } from '@school/api';
import { Alert, Button, Dialog, DialogClose, DialogFooter, FileInput, IconButton, tokens } from '@school/ui';
import { fill } from '../shared/text';
import { draftRows, editCell, IMPORT_MAX_BYTES, rowsFromMatrix, withServerErrors, type ImportDraftRow } from './logic';
import { parseSpreadsheetInWorker, type ParseFailure, type SpreadsheetParser } from './parseSpreadsheet';
import { STUDENT_NOTICE_MS, useNotice } from './useNotice';

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

const failureText: Record<ParseFailure, string> = {
  tooLarge: fill(messages.importTooLarge, { size: IMPORT_MAX_BYTES / 1024 / 1024 }),
  unsupported: messages.importUnsupported,
  unreadable: messages.importUnreadable,
};

/**
 * Import students from a spreadsheet (spec 000 §2, §4, §5): .xlsx, .xls or .csv, first sheet,
 * header row first, known columns only. The rows are shown in an editable table; rows the server
 * refuses are flagged with their errors and can be fixed or removed before importing again.
 */
export function StudentImportDialog({ open, onOpenChange, ...rest }: StudentImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={messages.importStudentsTitle} size="lg">
      <ImportBody onOpenChange={onOpenChange} {...rest} />
    </Dialog>
  );
}

type Phase = 'idle' | 'parsing' | 'ready' | 'submitting';

function ImportBody({ api, onOpenChange, onImported, parseFile = parseSpreadsheetInWorker }: Omit<StudentImportDialogProps, 'open'>) {
  const notice = useNotice(STUDENT_NOTICE_MS);
  const [phase, setPhase] = useState<Phase>('idle');
  const [rows, setRows] = useState<ImportDraftRow[]>([]);
  const [columns, setColumns] = useState<StudentImportColumn[]>([]);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPhase('parsing');
    setError(null);
    setInfo(null);
    const outcome = await parseFile(file).catch(() => ({ ok: false as const, reason: 'unreadable' as const }));
    if (!outcome.ok) {
      setPhase(rows.length ? 'ready' : 'idle');
      return setError(failureText[outcome.reason]);
    }
    const sheet = rowsFromMatrix(outcome.matrix);
    if (!sheet) {
      setPhase(rows.length ? 'ready' : 'idle');
      return setError(messages.importNoKnownColumns);
    }
    if (!sheet.rows.length) {
      setPhase('idle');
      setRows([]);
      return setError(messages.importNoRows);
    }
    const present = studentImportColumns.filter((c) => sheet.rows.some((r) => r[c] !== undefined));
    setColumns(present);
    setRows(draftRows(sheet.rows));
    if (sheet.ignored.length) setInfo(fill(messages.importUnknownColumns, { columns: sheet.ignored.join(', ') }));
    setPhase('ready');
  };

  const submit = async () => {
    setPhase('submitting');
    setError(null);
    const result = await api.students.import(rows.map((r) => r.cells));
    setPhase('ready');
    if (result.ok) {
      notice('success', result.message || fill(messages.importDone, { count: result.data.students.length }));
      onImported(result.data);
      onOpenChange(false);
      return;
    }
    const results = importRowsOf(result);
    if (results) {
      const flagged = withServerErrors(rows, results);
      setRows(flagged);
      setError(fill(messages.importRowErrors, { count: flagged.filter((r) => r.errors.length).length }));
    } else setError(result.error);
    notice('error', result.error);
  };

  const busy = phase === 'parsing' || phase === 'submitting';
  return (
    <Body>
      <FileInput
        label={messages.importFileLabel}
        accept={['.xlsx', '.xls', '.csv']}
        hint={fill(messages.importHint, { columns: studentImportColumns.join(', ') })}
        disabled={busy}
        onChange={({ files }) => void choose(files[0])}
      />
      {busy ? (
        <Progress role="status">
          <progress aria-label={messages.importProgress} />
          <span>{phase === 'parsing' ? messages.importParsing : fill(messages.importSubmitting, { count: rows.length })}</span>
        </Progress>
      ) : null}
      <Alert kind="info" message={info} />
      <Alert kind="error" message={error} />
      {rows.length ? (
        <Scroll>
          <table aria-label={messages.importPreview}>
            <thead>
              <tr>
                <th scope="col">{messages.rowNumber}</th>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
                <th scope="col">
                  <span className="sr">{messages.recordActionsHeader}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <RowGroup
                  key={row.key}
                  row={row}
                  number={i + 1}
                  columns={columns}
                  disabled={busy}
                  onEdit={(c, v) => setRows((all) => editCell(all, row.key, c, v))}
                  onRemove={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                />
              ))}
            </tbody>
          </table>
        </Scroll>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{messages.cancelAction}</Button>
        </DialogClose>
        <Button disabled={!rows.length || busy} busy={phase === 'submitting'} onClick={() => void submit()}>
          {fill(messages.importSubmit, { count: rows.length })}
        </Button>
      </DialogFooter>
    </Body>
  );
}

interface RowGroupProps {
  row: ImportDraftRow;
  number: number;
  columns: StudentImportColumn[];
  disabled: boolean;
  onEdit: (column: StudentImportColumn, value: string) => void;
  onRemove: () => void;
}

/** One editable row and, when the server refused it, a second line with its errors. */
function RowGroup({ row, number, columns, disabled, onEdit, onRemove }: RowGroupProps) {
  const errorId = `import-row-${row.key}-errors`;
  const flagged = row.errors.length > 0;
  return (
    <>
      <tr data-invalid={flagged || undefined} aria-label={fill(messages.rowLabel, { row: number })}>
        <th scope="row">{number}</th>
        {columns.map((c) => (
          <td key={c}>
            <input
              aria-label={fill(messages.cellLabel, { column: c, row: number })}
              value={row.cells[c] ?? ''}
              disabled={disabled}
              aria-invalid={flagged || undefined}
              aria-describedby={flagged ? errorId : undefined}
              onChange={(e) => onEdit(c, e.target.value)}
            />
          </td>
        ))}
        <td>
          <IconButton label={fill(messages.removeRow, { row: number })} icon="✕" size="sm" disabled={disabled} onClick={onRemove} />
        </td>
      </tr>
      {flagged ? (
        <tr data-errors>
          <td colSpan={columns.length + 2} id={errorId}>
            {fill(messages.importRowHasErrors, { row: number })}: {row.errors.join(', ')}
          </td>
        </tr>
      ) : null}
    </>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;
const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  progress {
    width: 10rem;
  }
`;
const Scroll = styled.div`
  overflow: auto;
  max-height: 50vh;
  table {
    border-collapse: collapse;
    font-size: ${tokens.font.sizeSm};
  }
  th,
  td {
    padding: ${tokens.space.xs};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
  }
  input {
    min-width: 8rem;
    padding: ${tokens.space.xs};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.sm};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
  tr[data-errors] td {
    color: ${tokens.color.danger};
  }
`;
