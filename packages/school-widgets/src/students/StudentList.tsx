import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, ImportedStudents, StudentRow } from '@school/api';
import {
  Button,
  DataTable,
  dataTableColumnHelper,
  downloadBlob,
  Stack,
  tokens,
  type DataTableColumn,
  type DataTableState,
} from '@school/ui';
import { QueryError } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { queryKeys } from '../shared/queryKeys';
import { pagesOf, useServerTable, type Numbered } from '../shared/useServerTable';
import { LIST_PAGE_SIZES, passwordsCsv, PERSON_SORTABLE } from '../shared/studentLogic';
import type { SpreadsheetParser } from './parseSpreadsheet';
import { StudentDialog } from './StudentDialog';
import { StudentImportDialog } from './StudentImportDialog';
import { genderText } from '../shared/words';

export interface StudentListProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Called with the student's login ID (the detail route's {userID}) when a row is opened. */
  onOpen: (userID: string) => void;
  /** Reads import files (tests inject one). @default a Web Worker running xlsx */
  parseFile?: SpreadsheetParser;
  /** Search, page, size and sort, when the host keeps them (the portal: in the URL). @default kept inside */
  listState?: Partial<DataTableState>;
  /** Reports every change of search, page, size or sort (a search, size or sort change is on page 1). @default undefined */
  onListStateChange?: (state: DataTableState) => void;
}

/** Table column ids the server sorts students by ('#' is a row's place in the list). */
const SORTABLE = { ...PERSON_SORTABLE, age: 'age' } as const;

/**
 * The students list (spec 000 §2): searched, sorted and paged by the server, columns #, First Name,
 * Middle Name, Last Name, Gender, email, Age, with Add, refresh, Import and CSV/Excel export of
 * every matching student. New accounts' temporary passwords are shown once, until dismissed.
 */
export function StudentList({ api, onOpen, parseFile, listState, onListStateChange }: StudentListProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const { table, query } = useServerTable<StudentRow>({
    queryKey: (q) => queryKeys.students.list({ ...q }),
    ...pagesOf((q) => api.students.list(q), 'students'),
    sortable: SORTABLE,
    state: listState,
    onStateChange: onListStateChange,
    pageSizes: LIST_PAGE_SIZES,
  });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [accounts, setAccounts] = useState<ImportedStudents['students'] | null>(null);
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Numbered<StudentRow>>();
    return [
      col.accessor('n', { header: messages.rowNumber }),
      col.accessor('firstName', { header: messages.firstNameHeader }),
      col.accessor('middleName', { header: messages.middleNameHeader }),
      col.accessor('lastName', { header: messages.lastNameHeader }),
      col.accessor((s) => genderText(t, s.gender), { id: 'gender', header: messages.genderHeader }),
      col.accessor((s) => s.email ?? '', { id: 'email', header: messages.emailHeader }),
      col.accessor((s) => s.age ?? '', { id: 'age', header: messages.ageHeader }),
    ] as DataTableColumn<Numbered<StudentRow>>[];
  }, [messages, t]);

  return (
    <Stack gap="lg">
      {accounts ? (
        <Passwords role="region" aria-label={messages.importedPasswordsTitle}>
          <strong>{messages.importedPasswordsTitle}</strong>
          <p>{messages.importedPasswordsHint}</p>
          <ul>
            {accounts.map((a) => (
              <li key={a.ID}>
                {fill(messages.temporaryPasswordNotice, { ID: `${a.ID} (${a.firstName} ${a.lastName})`, password: a.temporaryPassword })}
              </li>
            ))}
          </ul>
          <Stack direction="row" gap="sm">
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                downloadBlob({ blob: new Blob([passwordsCsv(accounts)], { type: 'text/csv' }), fileName: 'student_passwords.csv' })
              }
            >
              {messages.downloadPasswords}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setAccounts(null)}>
              {messages.ok}
            </Button>
          </Stack>
        </Passwords>
      ) : null}
      {query.status === 'error' ? (
        <QueryError error={query.error} onRetry={() => void query.reload()} />
      ) : (
        <DataTable
          {...table}
          title={messages.studentsTitle}
          columns={columns}
          getRowId={(s) => s._id}
          onRowClick={({ row }) => onOpen(row.ID)}
          onRefresh={() => void query.reload()}
          actions={
            <>
              <Button onClick={() => setAdding(true)}>{messages.addStudent}</Button>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                {messages.importStudents}
              </Button>
            </>
          }
        />
      )}
      <StudentDialog
        api={api}
        open={adding}
        onOpenChange={setAdding}
        // The dialog's save reloads the lists (STUDENT_CHANGES).
        onSaved={({ student, temporaryPassword }) => {
          if (temporaryPassword)
            setAccounts([
              {
                _id: student._id,
                ID: student.user_id.ID,
                firstName: student.firstName,
                middleName: student.middleName,
                lastName: student.lastName,
                temporaryPassword,
              },
            ]);
        }}
      />
      <StudentImportDialog
        api={api}
        open={importing}
        onOpenChange={setImporting}
        parseFile={parseFile}
        onImported={(imported) => {
          void query.reload();
          setAccounts(imported.students);
        }}
      />
    </Stack>
  );
}

const Passwords = styled.section`
  display: grid;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md} ${tokens.space.lg};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.infoSurface};
  p,
  ul {
    margin: 0;
  }
`;
