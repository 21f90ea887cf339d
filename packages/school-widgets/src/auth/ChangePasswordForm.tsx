import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { changePasswordRequestSchema, messages, type ApiClient } from '@school/api';
import { Alert, Button, Card, PasswordField, TextField, tokens } from '@school/ui';
import { fieldErrors } from '../shared/fieldErrors';

export interface ChangePasswordFormProps {
  /** The API client. */
  api: ApiClient;
  /** The signed-in person's ID, filled in for them. */
  userID: string;
  /** Called with the server's message once the password is changed. */
  onChanged: (message: string) => void;
  /** How long an error stays, in ms. @default 3000 */
  errorClearMs?: number;
}

type Field = 'ID' | 'current_password' | 'new_password' | 'confirmnew_password';

/** Change Password for every role: ID, current, new and confirm (spec 002 §5 messages). */
export function ChangePasswordForm({ api, userID, onChanged, errorClearMs = 3000 }: ChangePasswordFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    ID: userID,
    current_password: '',
    new_password: '',
    confirmnew_password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await api.auth.changePassword(parsed.data);
    setBusy(false);
    if (result.ok) onChanged(result.message || messages.passwordChanged);
    else setServerError(result.error);
  };

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <Card title={messages.changePasswordTitle}>
      <Form onSubmit={submit} noValidate aria-label={messages.changePasswordTitle}>
        <Intro>{messages.changePasswordIntro}</Intro>
        <TextField label={messages.idLabel} name="ID" autoComplete="username" value={values.ID} onChange={set('ID')} error={errors.ID} />
        <PasswordField label={messages.currentPasswordLabel} name="current_password" autoComplete="current-password" value={values.current_password} onChange={set('current_password')} error={errors.current_password} />
        <PasswordField label={messages.newPasswordLabel} name="new_password" autoComplete="new-password" value={values.new_password} onChange={set('new_password')} error={errors.new_password} />
        <PasswordField label={messages.confirmPasswordLabel} name="confirmnew_password" autoComplete="new-password" value={values.confirmnew_password} onChange={set('confirmnew_password')} error={errors.confirmnew_password} />
        {serverError ? <Alert kind="error" message={serverError} clearAfterMs={errorClearMs} onClear={() => setServerError('')} /> : null}
        <Button type="submit" busy={busy}>
          {messages.changePasswordButton}
        </Button>
      </Form>
    </Card>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.md};
  max-width: 28rem;
`;

const Intro = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;
