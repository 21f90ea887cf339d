import { useState } from 'react';
import styled from 'styled-components';
import { changePasswordRequestSchema, type ApiClient, type ChangePasswordRequest } from '@school/api';
import { Alert, Card, Form, FormPasswordField, FormSubmitButton, FormTextField, tokens } from '@school/ui';
import { useCatalogueForm } from '../shared/useCatalogueForm';
import { useApiMutation } from '../shared/query';
import { usePublicMessages } from '../shared/intl';

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

type Values = ChangePasswordRequest;

/** Change Password for every role: ID, current, new and confirm (spec 002 §5 messages). */
export function ChangePasswordForm({ api, userID, onChanged, errorClearMs = 3000 }: ChangePasswordFormProps) {
  const messages = usePublicMessages();
  const form = useCatalogueForm(changePasswordRequestSchema, {
    defaultValues: { ID: userID, current_password: '', new_password: '', confirmnew_password: '' },
    mode: 'onSubmit',
  });
  const [serverError, setServerError] = useState('');

  // The form shows a refusal itself, for errorClearMs; the host shows the success.
  const change = useApiMutation((values: Values) => api.auth.changePassword(values), { toastErrors: false, successText: false });
  const submit = async (values: Values) => {
    const result = await change.run(values);
    if (result.ok) onChanged(result.message || messages.passwordChanged);
    else setServerError(result.error);
  };

  return (
    <Card title={messages.changePasswordTitle}>
      <Narrow>
        <Form form={form} onSubmit={submit} aria-label={messages.changePasswordTitle}>
          <Intro>{messages.changePasswordIntro}</Intro>
          <FormTextField<Values> name="ID" label={messages.idLabel} autoComplete="username" />
          <FormPasswordField<Values> name="current_password" label={messages.currentPasswordLabel} autoComplete="current-password" />
          <FormPasswordField<Values> name="new_password" label={messages.newPasswordLabel} autoComplete="new-password" />
          <FormPasswordField<Values> name="confirmnew_password" label={messages.confirmPasswordLabel} autoComplete="new-password" />
          {serverError ? <Alert kind="error" message={serverError} clearAfterMs={errorClearMs} onClear={() => setServerError('')} /> : null}
          <FormSubmitButton busyLabel={messages.progressChanging}>{messages.changePasswordButton}</FormSubmitButton>
        </Form>
      </Narrow>
    </Card>
  );
}

const Narrow = styled.div`
  max-width: 28rem;
`;

const Intro = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;
