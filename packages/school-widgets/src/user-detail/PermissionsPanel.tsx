import { z } from 'zod';
import type { ApiClient } from '@school/api';
import { Card, FormDateField } from '@school/ui';
import { GrantChip } from '../shared/GrantChip';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTextsForm } from '../shared/schemaText';
import { useTexts } from '../shared/intl';
import { HeldList, PickForm } from './HeldItems';

const schema = z.object({ choice: z.string().min(1), until: z.string() });

/** A user's permissions: what they hold (remove after confirmation), and assign another (optionally until a date). */
export function PermissionsPanel({ api, userId }: { api: ApiClient; userId: string }) {
  const { messages, fill } = useTexts();
  const grants = useApiQuery(queryKeys.permissions.grantsOf(userId), () => api.permissions.permissions.ofUser(userId));
  const all = useApiQuery(queryKeys.permissions.list, () => api.permissions.permissions.list());
  const form = useTextsForm(schema, { defaultValues: { choice: '', until: '' } });
  const invalidates = [queryKeys.permissions.all, queryKeys.communication.users];
  const assign = useApiMutation(
    ({ choice, until }: z.output<typeof schema>) =>
      api.permissions.permissions.assign({
        userId,
        permissionName: choice,
        expiresAt: until ? new Date(`${until}T23:59:59`).toISOString() : null,
      }),
    {
      invalidates,
      onSuccess: () => form.reset(),
    },
  );
  const remove = useApiMutation((permissionName: string) => api.permissions.permissions.unassign({ userId, permissionName }), {
    invalidates,
  });

  const viaRole = (grants.data?.grants ?? []).filter((g) => g.viaRole && g.active);
  const held = new Set((grants.data?.grants ?? []).filter((g) => g.active).map((g) => g.permission.name));
  const options = (all.data?.permissions ?? []).filter((p) => !held.has(p.name)).map((p) => ({ value: p.name, label: p.name }));
  return (
    <Card title={messages.permissionsPanelTitle}>
      <HeldList
        query={grants}
        // What the person's role carries is changed on the roles grid, not removed here (issue 37).
        items={(d) => d.grants.filter((g) => !g.viaRole)}
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
      {viaRole.length ? (
        <p>{fill(messages.heldThroughRole, { role: viaRole[0].viaRole!, names: viaRole.map((g) => g.permission.name).join(', ') })}</p>
      ) : null}
      <PickForm
        label={messages.assignPermissionLabel}
        placeholder={messages.choosePermission}
        form={form}
        options={options}
        onAdd={assign.run}
        submitLabel={messages.assignPermission}
        columns="repeat(auto-fit, minmax(180px, 1fr))"
      >
        <FormDateField name="until" label={messages.grantUntilLabel} />
      </PickForm>
    </Card>
  );
}
