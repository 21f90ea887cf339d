import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '@school/api';
import { FormPasswordField, FormSelect, FormTextField } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { useApiMutation, useApiQuery } from '../shared/query';
import { roleText } from '../shared/words';
import { queryKeys } from '../shared/queryKeys';
import { useTextsForm } from '../shared/schemaText';
import { EditDialog } from './EditDialog';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** The form's rules, their texts in the reader's language. */
const schemaOf = ({ messages }: Texts) =>
  z.object({
    fullName: z.string().trim().max(100),
    email: z.string().trim().regex(EMAIL, messages.invalidEmail).max(254),
    password: z.string().min(8, messages.passwordLength).max(15, messages.passwordLength),
    type: z.string().min(1),
  });
type Schema = ReturnType<typeof schemaOf>;
type Values = z.input<Schema>;

/**
 * Create user (email, password, role): any role of the roles grid, custom ones with their kind
 * (issue 37); only a super admin gives a role of the super admin kind. The password is temporary:
 * the person changes it at the first sign-in.
 */
export function CreateUserDialog({ api, superAdmin, onClose }: { api: ApiClient; superAdmin: boolean; onClose: () => void }) {
  const t = useTexts();
  const { messages, fill } = t;
  const schema = useMemo(() => schemaOf(t), [t]);
  const form = useTextsForm(schema, { mode: 'onChange', defaultValues: { fullName: '', email: '', password: '', type: '' } });
  const create = useApiMutation(
    (v: z.output<Schema>) =>
      api.permissions.users.create({ email: v.email, password: v.password, type: v.type, fullName: v.fullName || undefined }),
    // The roles grid counts holders: a new account changes its role's count.
    { invalidates: [queryKeys.communication.users, queryKeys.permissions.roles], toastErrors: false, onSuccess: onClose },
  );
  const list = useApiQuery(queryKeys.permissions.roles, () => api.permissions.roles.list());
  const roles = (list.data?.roles ?? [])
    .filter((r) => superAdmin || r.kind !== 'super admin')
    .map((r) => ({
      value: r.name,
      label: r.builtIn ? roleText(t, r.name) : fill(messages.roleOfKind, { name: r.name, kind: roleText(t, r.kind) }),
    }));
  return (
    <EditDialog
      open
      title={messages.createUserTitle}
      form={form}
      onSubmit={create.run}
      error={create.error}
      busyText={messages.progressCreating}
      onClose={onClose}
    >
      <p>{messages.createUserHint}</p>
      <FormTextField<Values> name="fullName" label={messages.fullNameOptional} maxLength={100} />
      <FormTextField<Values> name="email" label={messages.emailFieldLabel} type="email" maxLength={254} />
      <FormPasswordField<Values> name="password" label={messages.passwordFieldLabel} autoComplete="new-password" />
      <FormSelect<Values>
        name="type"
        label={messages.roleFieldLabel}
        placeholder={messages.chooseRole}
        hint={messages.createUserRoleHint}
        options={roles}
      />
    </EditDialog>
  );
}
