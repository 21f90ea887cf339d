import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { loginRequestSchema, messages, type ApiClient, type LoginResponse } from '@school/api';
import { Alert, Button, PasswordField, TextField, tokens } from '@school/ui';
import { fieldErrors } from '../shared/fieldErrors';

export interface LoginFormProps {
  /** The API client. */
  api: ApiClient;
  /** Called with the token and user after a 200 from login. */
  onSuccess: (result: LoginResponse) => void;
  /** How long the login error stays, in ms (spec: 2 s). @default 2000 */
  errorClearMs?: number;
}

type Field = 'ID' | 'password';

/** The sign-in form of the top bar: ID, password with show/hide, Login with a spinner. */
export function LoginForm({ api, onSuccess, errorClearMs = 2000 }: LoginFormProps) {
  const [values, setValues] = useState({ ID: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await api.auth.login(parsed.data);
    setBusy(false);
    if (result.ok) onSuccess(result.data);
    else setServerError(result.error);
  };

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={messages.loginTitle}>
      <TextField label={messages.idLabel} name="ID" autoComplete="username" value={values.ID} onChange={set('ID')} error={errors.ID} />
      <PasswordField label={messages.passwordLabel} name="password" value={values.password} onChange={set('password')} error={errors.password} />
      {serverError ? <Alert kind="error" message={serverError} clearAfterMs={errorClearMs} onClear={() => setServerError('')} /> : null}
      <Button type="submit" busy={busy} fullWidth>
        {messages.login}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.md};
`;
