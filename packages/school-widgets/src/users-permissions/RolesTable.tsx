import { useCallback, useMemo, useState } from 'react';
import { messages, type ApiClient, type Role } from '@school/api';
import { Button, Chip, DataTable, dataTableColumnHelper, TextField } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { fill } from '../shared/text';
import { EditDialog } from './EditDialog';
import { adminKeys } from './keys';
import { RowActions } from './RowActions';

type Row = Role & { n: number };
const col = dataTableColumnHelper<Row>();

/** Roles grid (spec 002): search by name, 5 or 10 a page, add, rename, delete (built-in and in-use roles are refused). */
export function RolesTable({ api }: { api: ApiClient }) {
  const query = useApiQuery(adminKeys.roles, () => api.permissions.roles.list());
  const rows = useMemo(() => (query.data?.roles ?? []).map((r, i) => ({ ...r, n: i + 1 })), [query.data]);
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [name, setName] = useState('');
  const save = useApiMutation(
    (v: { id?: string; name: string }) => (v.id ? api.permissions.roles.rename(v.id, v.name) : api.permissions.roles.create(v.name)),
    {
      invalidates: [['permissions']],
      toastErrors: false,
      onSuccess: () => setEditing(null),
    },
  );
  const remove = useApiMutation((id: string) => api.permissions.roles.remove(id), { invalidates: [['permissions']] });
  const { reset } = save;
  const open = useCallback(
    (e: { role?: Role }) => {
      reset();
      setName(e.role?.name ?? '');
      setEditing(e);
    },
    [reset],
  );
  const columns = useMemo(
    () => [
      col.accessor('n', { header: messages.numberColumn }),
      col.accessor('name', { header: messages.nameColumn }),
      col.accessor('users', { header: messages.usersGridTitle, cell: (i) => fill(messages.usersWithRole, { count: i.getValue() }) }),
      col.display({
        id: 'actions',
        header: messages.actionsHeader,
        cell: ({ row: { original: r } }) =>
          r.builtIn ? (
            <Chip label={messages.builtInRole} />
          ) : (
            <RowActions name={r.name} onEdit={() => open({ role: r })} onDelete={() => setDeleting(r)} />
          ),
      }),
    ],
    [open],
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
        actions={<Button onClick={() => open({})}>{messages.addRole}</Button>}
      />
      <EditDialog
        open={editing !== null}
        title={editing?.role ? fill(messages.editRoleTitle, { name: editing.role.name }) : messages.addRoleTitle}
        error={save.error}
        busy={save.isPending}
        canSave={name.trim().length > 0}
        onClose={() => setEditing(null)}
        onSave={() => void save.run({ id: editing?.role?._id, name: name.trim() })}
      >
        <TextField label={messages.roleNameLabel} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </EditDialog>
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
