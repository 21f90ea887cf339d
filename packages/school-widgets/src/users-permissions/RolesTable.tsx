import { useMemo, useState } from 'react';
import { messages, type ApiClient, type Role } from '@school/api';
import { Button, Chip, DataTable, dataTableColumnHelper } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { fill } from '../shared/text';

type Row = Role & { n: number };
const col = dataTableColumnHelper<Row>();

/**
 * Roles grid (spec 002): search by name, 5 or 10 a page. The five built-in roles are the only ones
 * (issue 18, docs/decisions/0058-roles-are-the-five-built-in-ones.md): no Add or rename; a role left from before can only be deleted.
 */
export function RolesTable({ api }: { api: ApiClient }) {
  const query = useApiQuery(queryKeys.permissions.roles, () => api.permissions.roles.list());
  const rows = useMemo(() => (query.data?.roles ?? []).map((r, i) => ({ ...r, n: i + 1 })), [query.data]);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useApiMutation((id: string) => api.permissions.roles.remove(id), { invalidates: [queryKeys.permissions.all] });
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
            <Button size="sm" variant="danger" aria-label={fill(messages.deleteNamed, { name: r.name })} onClick={() => setDeleting(r)}>
              {messages.deleteAction}
            </Button>
          ),
      }),
    ],
    [],
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
      />
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
