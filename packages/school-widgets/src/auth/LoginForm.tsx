import { useState } from 'react';
import { loginRequestSchema, type ApiClient, type LoginRequest, type LoginResponse } from '@school/api';
import { Alert, Form, FormPasswordField, FormSubmitButton, FormTextField } from '@school/ui';
import { useCatalogueForm } from '../shared/useCatalogueForm';
import { useApiMutation } from '../shared/query';
import { usePublicMessages } from '../shared/intl';

export interface LoginFormProps {
  /** The API client. */
  api: ApiClient;
  /** Called with the token and user after a 200 from login. */
  onSuccess: (result: LoginResponse) => void;
  /** How long the login error stays, in ms (spec: 2 s). @default 2000 */
  errorClearMs?: number;
}

/** The sign-in form of the top bar: ID, password with show/hide, Login with a spinner. */
export function LoginForm({ api, onSuccess, errorClearMs = 2000 }: LoginFormProps) {
  const messages = usePublicMessages();
  const form = useCatalogueForm(loginRequestSchema, { defaultValues: { ID: '', password: '' }, mode: 'onSubmit' });
  const [serverError, setServerError] = useState('');

  // The form shows a refusal itself, for errorClearMs.
  const login = useApiMutation((values: LoginRequest) => api.auth.login(values), { toastErrors: false, successText: false });
  const submit = async (values: LoginRequest) => {
    const result = await login.run(values);
    if (result.ok) onSuccess(result.data);
    else setServerError(result.error);
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={messages.loginTitle}>
      <FormTextField<LoginRequest> name="ID" label={messages.idLabel} autoComplete="username" />
      <FormPasswordField<LoginRequest> name="password" label={messages.passwordLabel} autoComplete="current-password" />
      {serverError ? <Alert kind="error" message={serverError} clearAfterMs={errorClearMs} onClear={() => setServerError('')} /> : null}
      <FormSubmitButton fullWidth>{messages.login}</FormSubmitButton>
    </Form>
  );
}
