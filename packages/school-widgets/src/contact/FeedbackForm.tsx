import { useState } from 'react';
import styled from 'styled-components';
import { feedbackRequestSchema, type ApiClient, type FeedbackRequest } from '@school/api';
import { Alert, Form, FormSubmitButton, FormTextField, tokens } from '@school/ui';
import { FormTextAreaField } from '../shared/TextAreaField';
import { useApiMutation } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useCatalogueForm } from '../shared/useCatalogueForm';
import { usePublicMessages } from '../shared/intl';

export interface FeedbackFormProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** How long the server error stays, in ms (spec: 2 s). @default 2000 */
  errorClearMs?: number;
  /** How long the thank-you notice stays, in ms. @default 4000 */
  successClearMs?: number;
}

/** The Contact Us feedback form: full name, email and message (POST addfeedback). */
export function FeedbackForm({ api, errorClearMs = 2000, successClearMs = 4000 }: FeedbackFormProps) {
  const messages = usePublicMessages();
  const form = useCatalogueForm(feedbackRequestSchema, { defaultValues: { fullName: '', email: '', feedback: '' }, mode: 'onSubmit' });
  const [success, setSuccess] = useState('');
  // The form shows both outcomes in place for the spec's durations: no toasts.
  const send = useApiMutation((values: FeedbackRequest) => api.content.feedback.add(values), {
    toastErrors: false,
    successText: false,
    invalidates: [queryKeys.content.feedback.all],
  });

  const submit = async (values: FeedbackRequest) => {
    const result = await send.run(values);
    if (result.ok) {
      form.reset();
      setSuccess(result.message || messages.feedbackSent);
    }
  };

  return (
    <Layout>
      <Form form={form} onSubmit={submit} aria-label={messages.feedbackTitle}>
        <FormTextField<FeedbackRequest> name="fullName" label={messages.fullNameLabel} autoComplete="name" />
        <FormTextField<FeedbackRequest> name="email" label={messages.emailLabel} type="email" autoComplete="email" />
        <FormTextAreaField name="feedback" label={messages.feedbackLabel} />
        <Alert kind="error" message={send.error} clearAfterMs={errorClearMs} onClear={send.reset} />
        <Alert kind="success" message={success} clearAfterMs={successClearMs} onClear={() => setSuccess('')} />
        <FormSubmitButton>{messages.send}</FormSubmitButton>
      </Form>
    </Layout>
  );
}

const Layout = styled.div`
  max-width: 36rem;
  form > button {
    align-self: flex-start;
  }
  form {
    gap: ${tokens.space.md};
  }
`;
