import { useMemo } from 'react';
import type { RosterAccount, RosterCount, RosterIssue } from '@school/api';
import { DataTable, dataTableColumnHelper } from '@school/ui';
import { useTexts } from '../shared/intl';
import { countRows } from './logic';

// ─── The tables of the import: its problems, what it does, the new accounts ─────────────────

const PAGE_SIZES = [10, 25, 50] as const;

const issueCol = dataTableColumnHelper<RosterIssue & { n: number }>();
/** Each problem of a refused zip: the file, the line and the column it is on. */
export function IssuesTable({ issues }: { issues: readonly RosterIssue[] }) {
  const messages = useTexts().messages;
  const rows = useMemo(() => issues.map((i, n) => ({ ...i, n })), [issues]);
  const columns = useMemo(
    () => [
      issueCol.accessor('file', { header: messages.rosterFileHeader }),
      issueCol.accessor((i) => i.line ?? '', { id: 'line', header: messages.rosterLineHeader }),
      issueCol.accessor((i) => i.column ?? '', { id: 'column', header: messages.rosterColumnHeader }),
      issueCol.accessor('error', { header: messages.rosterErrorHeader, enableSorting: false }),
    ],
    [messages],
  );
  return (
    <DataTable
      ariaLabel={messages.rosterErrorsTitle}
      title={messages.rosterErrorsTitle}
      columns={columns}
      data={rows}
      getRowId={(i) => String(i.n)}
      pageSizes={PAGE_SIZES}
      defaultPageSize={PAGE_SIZES[0]}
    />
  );
}

type CountRow = ReturnType<typeof countRows>[number];
const countCol = dataTableColumnHelper<CountRow>();
/** What an import makes and changes, per kind of record. */
export function CountsTable({ counts, title }: { counts: readonly RosterCount[]; title: string }) {
  const t = useTexts();
  const { messages } = t;
  const rows = useMemo(() => countRows(t, counts), [t, counts]);
  const columns = useMemo(
    () => [
      countCol.accessor('label', { header: messages.rosterKindHeader, enableSorting: false }),
      countCol.accessor('created', { header: messages.rosterCreatedHeader, enableSorting: false }),
      countCol.accessor('updated', { header: messages.rosterUpdatedHeader, enableSorting: false }),
    ],
    [messages],
  );
  return (
    <DataTable
      ariaLabel={title}
      title={title}
      columns={columns}
      data={rows}
      getRowId={(r) => r.kind}
      paginated={false}
      exportable={false}
    />
  );
}

const accountCol = dataTableColumnHelper<RosterAccount>();
/** The new accounts with their temporary passwords, shown once. */
export function AccountsTable({ accounts }: { accounts: readonly RosterAccount[] }) {
  const messages = useTexts().messages;
  const columns = useMemo(
    () => [
      accountCol.accessor('ID', { header: messages.teachersIdHeader }),
      accountCol.accessor('fullName', { header: messages.teachersNameHeader }),
      accountCol.accessor('role', { header: messages.rosterRoleHeader }),
      accountCol.accessor('temporaryPassword', {
        header: messages.teachersPasswordHeader,
        enableSorting: false,
        cell: (i) => <code data-part="temporary-password">{i.getValue()}</code>,
      }),
    ],
    [messages],
  );
  return (
    <DataTable
      ariaLabel={messages.rosterPasswordsTitle}
      title={messages.rosterPasswordsTitle}
      columns={columns}
      data={accounts}
      getRowId={(a) => a.ID}
      exportable={false}
      pageSizes={PAGE_SIZES}
      defaultPageSize={PAGE_SIZES[0]}
    />
  );
}
