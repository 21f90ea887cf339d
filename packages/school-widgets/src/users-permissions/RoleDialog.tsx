import { z } from 'zod';
import styled from 'styled-components';
import { roleNames, type ApiClient, type Role } from '@school/api';
import { Checkbox, FormSelect, FormTextField, LoadingState, tokens } from '@school/ui';
import { useTexts } from '../shared/intl';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTextsForm } from '../shared/schemaText';
import { roleText } from '../shared/words';
import { EditDialog } from './EditDialog';

const schema = z.object({
  name: z.string().trim().min(1).max(100),
  kind: z.enum(roleNames),
  permissions: z.array(z.string()),
});
type Values = z.input<typeof schema>;

/**
 * Add or edit a role (issue 37): its name, its kind (one of the five: login ID prefix, landing page,
 * base policy; fixed once people hold it) and the permissions its holders get.
 */
export function RoleDialog({ api, role, superAdmin, onClose }: { api: ApiClient; role?: Role; superAdmin: boolean; onClose: () => void }) {
  const t = useTexts();
  const { messages, fill } = t;
  const permissions = useApiQuery(queryKeys.permissions.list, () => api.permissions.permissions.list());
  const form = useTextsForm(schema, {
    mode: 'onChange',
    defaultValues: { name: role?.name ?? '', kind: role?.kind ?? 'teacher', permissions: role?.permissions.map((p) => p.name) ?? [] },
  });
  const save = useApiMutation(
    (v: z.output<typeof schema>) => {
      const body = { name: v.name, kind: v.kind, permissions: v.permissions.map((name) => ({ name })) };
      return role ? api.permissions.roles.update(role._id, body) : api.permissions.roles.create(body);
    },
    { invalidates: [queryKeys.permissions.all], toastErrors: false, onSuccess: onClose },
  );
  const kinds = roleNames
    .filter((k) => superAdmin || k !== 'super admin' || role?.kind === k)
    .map((k) => ({ value: k, label: roleText(t, k) }));
  const chosen = form.watch('permissions');
  const toggle = (name: string, on: boolean) =>
    form.setValue('permissions', on ? [...chosen, name] : chosen.filter((x) => x !== name), { shouldDirty: true });
  const held = !!role && role.users > 0;
  return (
    <EditDialog
      open
      title={role ? fill(messages.editRoleTitle, { name: role.name }) : messages.addRoleTitle}
      form={form}
      onSubmit={save.run}
      error={save.error}
      onClose={onClose}
    >
      <FormTextField<Values> name="name" label={messages.roleNameLabel} maxLength={100} />
      <FormSelect<Values>
        name="kind"
        label={messages.roleKindLabel}
        hint={held ? messages.roleKindHeld : messages.roleKindHint}
        disabled={held}
        options={kinds}
      />
      <Choices>
        <legend>{messages.rolePermissionsLegend}</legend>
        {permissions.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
        {permissions.status === 'success' && !permissions.data.permissions.length ? <p>{messages.noPermissionsToChoose}</p> : null}
        {(permissions.data?.permissions ?? []).map((p) => (
          <Checkbox
            key={p._id}
            label={p.unlocks ? `${p.name}: ${p.unlocks}` : p.name}
            checked={chosen.includes(p.name)}
            onChange={(e) => toggle(p.name, e.target.checked)}
          />
        ))}
      </Choices>
    </EditDialog>
  );
}

const Choices = styled.fieldset`
  display: grid;
  gap: ${tokens.space.xs};
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  legend {
    font-weight: ${tokens.font.weightBold};
  }
`;
