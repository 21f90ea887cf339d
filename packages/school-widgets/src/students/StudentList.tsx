import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type ImportedStudents, type PageQuery, type StudentRow } from '@school/api';
import { Button, dataTableColumnHelper, downloadBlob, Stack, tokens, type DataTableColumn } from '@school/ui';
import { fill } from '../shared/text';
import { passwordsCsv } from './logic';
import type { SpreadsheetParser } from './parseSpreadsheet';
import { queryKeys } from '../shared/queryKeys';
import { ServerPagedTable, type PagedListState } from './ServerPagedTable';
import { StudentDialog } from './StudentDialog';
import { StudentImportDialog } from './StudentImportDialog';

export interface StudentListProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Called with the student's login ID (the detail route's {userID}) when a row is opened. */
  onOpen: (userID: string) => void;
  /** Reads import files (tests inject one). @default a Web Worker running xlsx */
  parseFile?: SpreadsheetParser;
  /** Search, page and size, when the host keeps them (the portal: in the URL). @default kept inside */
  listState?: Partial<PagedListState>;
  /** Reports every change of search, page or size. @default undefined */
  onListStateChange?: (state: PagedListState) => void;
}

type Row = StudentRow & { n: number };

/**
 * The students list (spec 000 §2): searched and paged by the server, columns #, First Name,
 * Middle Name, Last Name, Gender, email, Age, with Add, refresh and Import. New accounts'
 * temporary passwords are shown once, until dismissed.
 */
export function StudentList({ api, onOpen, parseFile, listState, onListStateChange }: StudentListProps) {
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [accounts, setAccounts] = useState<ImportedStudents['students'] | null>(null);
  const load = useCallback(
    async (q: PageQuery) => {
      const r = await api.students.list(q);
      return r.ok ? { ...r, data: { items: r.data.students, totalPages: r.data.totalPages, totalItems: r.data.totalItems } } : r;
    },
    [api],
  );
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Row>();
    return [
      col.accessor('n', { header: messages.rowNumber }),
      col.accessor('firstName', { header: messages.firstNameHeader }),
      col.accessor('middleName', { header: messages.middleNameHeader }),
      col.accessor('lastName', { header: messages.lastNameHeader }),
      col.accessor((s) => s.gender ?? '', { id: 'gender', header: messages.genderHeader }),
      col.accessor((s) => s.email ?? '', { id: 'email', header: messages.emailHeader }),
      col.accessor((s) => s.age ?? '', { id: 'age', header: messages.ageHeader }),
    ] as DataTableColumn<Row>[];
  }, []);

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
      <ServerPagedTable<StudentRow>
        queryKey={queryKeys.students.lists}
        state={listState}
        onStateChange={onListStateChange}
        title={messages.studentsTitle}
        searchLabel={messages.searchStudents}
        columns={columns}
        load={load}
        getRowId={(s) => s._id}
        onRowClick={(s) => onOpen(s.ID)}
        reloadKey={reloadKey}
        actions={
          <>
            <Button onClick={() => setAdding(true)}>{messages.addStudent}</Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              {messages.importStudents}
            </Button>
          </>
        }
      />
      <StudentDialog
        api={api}
        open={adding}
        onOpenChange={setAdding}
        onSaved={({ student, temporaryPassword }) => {
          setReloadKey((k) => k + 1);
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
          setReloadKey((k) => k + 1);
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
