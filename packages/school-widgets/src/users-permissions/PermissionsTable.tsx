import { useMemo, useState } from 'react';
import type { ApiClient, Approver, Permission } from '@school/api';
import { Button, DataTable, dataTableColumnHelper } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { useTexts } from '../shared/intl';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { PermissionDialog } from './PermissionDialog';
import { RowActions } from './RowActions';

type Row = Permission & { n: number };
const col = dataTableColumnHelper<Row>();
const names = (list: Approver[]) => list.map((a) => a.fullName).join(', ');

/** Permissions grid (spec 002): name, description, the three approver lists, edit and delete; 5 or 10 a page. */
export function PermissionsTable({ api }: { api: ApiClient }) {
  const { messages, fill } = useTexts();
  const query = useApiQuery(queryKeys.permissions.list, () => api.permissions.permissions.list());
  const rows = useMemo(() => (query.data?.permissions ?? []).map((p, i) => ({ ...p, n: i + 1 })), [query.data]);
  const [editing, setEditing] = useState<{ permission?: Permission } | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const remove = useApiMutation((id: string) => api.permissions.permissions.remove(id), { invalidates: [queryKeys.permissions.all] });
  const columns = useMemo(
    () => [
      col.accessor('n', { header: messages.numberColumn }),
      col.accessor('name', { header: messages.nameColumn }),
      col.accessor('description', { header: messages.descriptionColumn }),
      col.accessor((p) => names(p.first_approver), { id: 'first', header: messages.firstApproversColumn }),
      col.accessor((p) => names(p.second_approver), { id: 'second', header: messages.secondApproversColumn }),
      col.accessor((p) => names(p.third_approver), { id: 'third', header: messages.thirdApproversColumn }),
      col.display({
        id: 'actions',
        header: messages.actionsHeader,
        cell: ({ row: { original: p } }) => (
          <RowActions name={p.name} onEdit={() => setEditing({ permission: p })} onDelete={() => setDeleting(p)} />
        ),
      }),
    ],
    [messages],
  );
  return (
    <>
      <DataTable<Row>
        title={messages.permissionsGridTitle}
        columns={columns}
        data={rows}
        getRowId={(r) => r._id}
        loading={query.status === 'loading'}
        pageSizes={[5, 10]}
        defaultPageSize={5}
        exportable={false}
        onRefresh={() => void query.reload()}
        actions={<Button onClick={() => setEditing({})}>{messages.addPermission}</Button>}
      />
      {editing ? <PermissionDialog api={api} permission={editing.permission} onClose={() => setEditing(null)} /> : null}
      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={fill(messages.deletePermissionTitle, { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          await confirmed(remove, deleting!._id);
        }}
      />
    </>
  );
}
