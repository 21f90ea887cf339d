import { useMemo, useState } from 'react';
import type { ApiClient, ChatUser } from '@school/api';
import { Button, DataTable, dataTableColumnHelper } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { CreateUserDialog } from './CreateUserDialog';
import { roleText } from '../shared/words';

type Row = ChatUser & { n: number };
const col = dataTableColumnHelper<Row>();
/** The grid's columns in the reader's language. */
const columnsOf = (t: Texts) => {
  const { messages } = t;
  return [
    col.accessor('n', { header: messages.numberColumn }),
    col.accessor('ID', { header: messages.loginIdColumn }),
    col.accessor('fullName', { header: messages.fullNameColumn }),
    col.accessor((u) => u.email ?? '', { id: 'email', header: messages.emailColumn, enableGlobalFilter: false }),
    col.accessor((u) => u.type.role ?? roleText(t, u.type.name), { id: 'role', header: messages.roleColumn, enableGlobalFilter: false }),
    col.accessor((u) => (u.approved ? messages.yes : messages.no), {
      id: 'approved',
      header: messages.approvedColumn,
      enableGlobalFilter: false,
    }),
    col.accessor((u) => (u.permissions ?? []).join(', '), {
      id: 'permissions',
      header: messages.permissionsColumn,
      enableGlobalFilter: false,
    }),
  ];
};

export interface UsersTableProps {
  api: ApiClient;
  /** Opens a user (by login ID). */
  onOpenUser: (ID: string) => void;
  /** Whether the caller is a super admin (may create super admins). @default false */
  superAdmin?: boolean;
}

/** Users grid (spec 002): NO, Login ID, Full Name, Email, Role, Approved, Permissions; 5, 10 or 20 a page (10 first); search by login ID or full name. */
export function UsersTable({ api, onOpenUser, superAdmin = false }: UsersTableProps) {
  const t = useTexts();
  const { messages } = t;
  const columns = useMemo(() => columnsOf(t), [t]);
  const query = useApiQuery(queryKeys.communication.users, () => api.communication.users());
  const rows = useMemo(() => (query.data?.users ?? []).map((u, i) => ({ ...u, n: i + 1 })), [query.data]);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <DataTable<Row>
        title={messages.usersGridTitle}
        columns={columns}
        data={rows}
        getRowId={(u) => u._id}
        loading={query.status === 'loading'}
        pageSizes={[5, 10, 20]}
        defaultPageSize={10}
        onRefresh={() => void query.reload()}
        onRowClick={({ row }) => onOpenUser(row.ID)}
        actions={<Button onClick={() => setCreating(true)}>{messages.createUser}</Button>}
      />
      {creating ? <CreateUserDialog api={api} superAdmin={superAdmin} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
