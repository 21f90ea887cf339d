import { useState } from 'react';
import { messages, type ApiClient } from '@school/api';
import { Card, DateField } from '@school/ui';
import { GrantChip } from '../shared/GrantChip';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { adminKeys } from '../users-permissions/keys';
import { HeldList, PickForm } from './HeldItems';

/** A user's permissions: what they hold (remove after confirmation), and assign another (optionally until a date). */
export function PermissionsPanel({ api, userId }: { api: ApiClient; userId: string }) {
  const grants = useApiQuery(adminKeys.grantsOf(userId), () => api.permissions.permissions.ofUser(userId));
  const all = useApiQuery(adminKeys.permissions, () => api.permissions.permissions.list());
  const [choice, setChoice] = useState('');
  const [until, setUntil] = useState('');
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
      <HeldList
        query={grants}
        items={(d) => d.grants}
        empty={messages.noPermissionsHeld}
        keyOf={(g) => g._id}
        nameOf={(g) => g.permission.name}
        removeLabel={messages.removePermission}
        confirmTitle={messages.removePermissionTitle}
        onRemove={(g) => confirmed(remove, g.permission.name)}
      >
        {(g) => (
          <>
            <strong>{g.permission.name}</strong>
            <GrantChip grant={g} />
          </>
        )}
      </HeldList>
      <PickForm
        label={messages.assignPermissionLabel}
        placeholder={messages.choosePermission}
        value={choice}
        options={options}
        onChange={setChoice}
        onAdd={() => void assign.run(undefined)}
        submitLabel={messages.assignPermission}
        busy={assign.isPending}
        columns="repeat(auto-fit, minmax(180px, 1fr))"
      >
        <DateField label={messages.grantUntilLabel} value={until} onChange={(e) => setUntil(e.target.value)} />
      </PickForm>
    </Card>
  );
}
