import { useState } from 'react';
import { messages, type ApiClient } from '@school/api';
import { PasswordField, Select, TextField } from '@school/ui';
import { useApiMutation } from '../shared/query';
import { EditDialog } from './EditDialog';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Create user (email, password, role): admins and family accounts (a super admin may also create
 * super admins). The password is temporary: the person changes it at the first sign-in.
 */
export function CreateUserDialog({ api, superAdmin, onClose }: { api: ApiClient; superAdmin: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [type, setType] = useState('');
  const [fullName, setFullName] = useState('');
  const create = useApiMutation(
    () => api.permissions.users.create({ email: email.trim(), password, type, fullName: fullName.trim() || undefined }),
    { invalidates: [['communication', 'users']], toastErrors: false, onSuccess: onClose },
  );
  const roles = [
    { value: 'admin', label: 'admin' },
    { value: 'Family', label: 'Family' },
    ...(superAdmin ? [{ value: 'super admin', label: 'super admin' }] : []),
  ];
  const emailError = email && !EMAIL.test(email.trim()) ? messages.invalidEmail : undefined;
  const passwordError = password && (password.length < 8 || password.length > 15) ? messages.passwordLength : undefined;
  const canSave = !!(EMAIL.test(email.trim()) && password.length >= 8 && password.length <= 15 && type);
  return (
    <EditDialog
      open
      title={messages.createUserTitle}
      error={create.error}
      busy={create.isPending}
      busyText={messages.progressCreating}
      canSave={canSave}
      onClose={onClose}
      onSave={() => void create.run(undefined)}
    >
      <p>{messages.createUserHint}</p>
      <TextField label={messages.fullNameOptional} value={fullName} maxLength={100} onChange={(e) => setFullName(e.target.value)} />
      <TextField
        label={messages.emailFieldLabel}
        type="email"
        value={email}
        maxLength={254}
        error={emailError}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label={messages.passwordFieldLabel}
        autoComplete="new-password"
        value={password}
        error={passwordError}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Select
        label={messages.roleFieldLabel}
        placeholder={messages.chooseRole}
        hint={messages.roleNotCreatable}
        value={type}
        options={roles}
        onChange={(e) => setType(e.target.value)}
      />
    </EditDialog>
  );
}
