import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type Grant } from '@school/api';
import { Button, Card, Chip, DateField, EmptyState, Select, tokens } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { formatDate } from '../shared/format';
import { queryFallback } from '../shared/QueryFallback';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { fill } from '../shared/text';
import { adminKeys } from '../users-permissions/keys';

/** A user's permissions: what they hold (remove after confirmation), and assign another (optionally until a date). */
export function PermissionsPanel({ api, userId }: { api: ApiClient; userId: string }) {
  const grants = useApiQuery(adminKeys.grantsOf(userId), () => api.permissions.permissions.ofUser(userId));
  const all = useApiQuery(adminKeys.permissions, () => api.permissions.permissions.list());
  const [choice, setChoice] = useState('');
  const [until, setUntil] = useState('');
  const [removing, setRemoving] = useState<Grant | null>(null);
  const invalidates = [['permissions'], ['communication', 'users']];
  const assign = useApiMutation(
    () =>
      api.permissions.permissions.assign({
        userId,
        permissionName: choice,
        expiresAt: until ? new Date(`${until}T23:59:59`).toISOString() : null,
      }),
    {
      invalidates,
      onSuccess: () => {
        setChoice('');
        setUntil('');
      },
    },
  );
  const remove = useApiMutation((permissionName: string) => api.permissions.permissions.unassign({ userId, permissionName }), {
    invalidates,
  });

  const held = new Set((grants.data?.grants ?? []).filter((g) => g.active).map((g) => g.permission.name));
  const options = (all.data?.permissions ?? []).filter((p) => !held.has(p.name)).map((p) => ({ value: p.name, label: p.name }));
  return (
    <Card title={messages.permissionsPanelTitle}>
      {grants.status !== 'success' ? (
        queryFallback(grants)
      ) : grants.data.grants.length === 0 ? (
        <EmptyState title={messages.noPermissionsHeld} />
      ) : (
        <List>
          {grants.data.grants.map((g) => (
            <li key={g._id}>
              <strong>{g.permission.name}</strong>
              <Chip
                tone={g.active ? 'success' : 'neutral'}
                label={
                  g.expiresAt
                    ? fill(g.active ? messages.grantExpires : messages.grantExpired, { date: formatDate(Date.parse(g.expiresAt)) })
                    : messages.grantNoExpiry
                }
              />
              <Button
                size="sm"
                variant="danger"
                aria-label={`${messages.removePermission} ${g.permission.name}`}
                onClick={() => setRemoving(g)}
              >
                {messages.removePermission}
              </Button>
            </li>
          ))}
        </List>
      )}
      <Assign
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) void assign.run(undefined);
        }}
      >
        <Select
          label={messages.assignPermissionLabel}
          placeholder={messages.choosePermission}
          value={choice}
          options={options}
          onChange={(e) => setChoice(e.target.value)}
        />
        <DateField label={messages.grantUntilLabel} value={until} onChange={(e) => setUntil(e.target.value)} />
        <Button type="submit" disabled={!choice} busy={assign.isPending}>
          {messages.assignPermission}
        </Button>
      </Assign>
      <ConfirmDelete
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={fill(messages.removePermissionTitle, { name: removing?.permission.name ?? '' })}
        onConfirm={async () => {
          await confirmed(remove, removing!.permission.name);
        }}
      />
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
  }
`;
const Assign = styled.form`
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
`;
