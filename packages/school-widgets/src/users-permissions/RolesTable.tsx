import { useMemo, useState } from 'react';
import type { ApiClient, Role } from '@school/api';
import { Button, Chip, DataTable, dataTableColumnHelper } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { useTexts } from '../shared/intl';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { roleText } from '../shared/words';
import { RoleDialog } from './RoleDialog';
import { RowActions } from './RowActions';

type Row = Role & { n: number };
const col = dataTableColumnHelper<Row>();

/**
 * Roles grid (spec 002 §2.5, §6): search by name, 5 or 10 a page (default 5), add, edit and delete
 * (confirmed). A role is of one of five kinds and may carry permissions (issue 37,
 * docs/decisions/0180-custom-roles-of-five-kinds.md); the five built-in roles are neither edited
 * nor deleted, and the server refuses deleting a held role with the count of its holders.
 */
export function RolesTable({ api, superAdmin = false }: { api: ApiClient; superAdmin?: boolean }) {
  const t = useTexts();
  const { messages, fill } = t;
  const query = useApiQuery(queryKeys.permissions.roles, () => api.permissions.roles.list());
  const rows = useMemo(() => (query.data?.roles ?? []).map((r, i) => ({ ...r, n: i + 1 })), [query.data]);
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useApiMutation((id: string) => api.permissions.roles.remove(id), { invalidates: [queryKeys.permissions.all] });
  const columns = useMemo(
    () => [
      col.accessor('n', { header: messages.numberColumn, enableGlobalFilter: false }),
      col.accessor((r) => (r.builtIn ? roleText(t, r.name) : r.name), { id: 'name', header: messages.nameColumn }),
      col.accessor((r) => roleText(t, r.kind), { id: 'kind', header: messages.roleKindLabel, enableGlobalFilter: false }),
      col.accessor((r) => r.permissions.map((p) => p.name).join(', '), {
        id: 'permissions',
        header: messages.permissionsColumn,
        enableGlobalFilter: false,
      }),
      col.accessor('users', {
        header: messages.usersGridTitle,
        enableGlobalFilter: false,
        cell: (i) => fill(messages.usersWithRole, { count: i.getValue() }),
      }),
      col.display({
        id: 'actions',
        header: messages.actionsHeader,
        cell: ({ row: { original: r } }) =>
          r.builtIn ? (
            <Chip label={messages.builtInRole} />
          ) : (
            <RowActions name={r.name} onEdit={() => setEditing({ role: r })} onDelete={() => setDeleting(r)} />
          ),
      }),
    ],
    [messages, fill, t],
  );
  return (
    <>
      <DataTable<Row>
        title={messages.rolesGridTitle}
        columns={columns}
        data={rows}
        getRowId={(r) => r._id}
        loading={query.status === 'loading'}
        pageSizes={[5, 10]}
        defaultPageSize={5}
        exportable={false}
        onRefresh={() => void query.reload()}
        actions={<Button onClick={() => setEditing({})}>{messages.addRole}</Button>}
      />
      {editing ? <RoleDialog api={api} role={editing.role} superAdmin={superAdmin} onClose={() => setEditing(null)} /> : null}
      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={fill(messages.deleteRoleTitle, { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          await confirmed(remove, deleting!._id);
        }}
      />
    </>
  );
}
