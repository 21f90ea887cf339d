import { useState } from 'react';
import styled from 'styled-components';
import { subscribeRequestSchema, type ApiClient, type SubscribeRequest } from '@school/api';
import { Alert, Form, FormSubmitButton, FormTextField, tokens } from '@school/ui';
import { useCatalogueForm } from '../shared/useCatalogueForm';
import { useApiMutation } from '../shared/query';
import { usePublicMessages } from '../shared/intl';

export interface NewsletterBoxProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** How long the success or error notice stays, in ms. @default 4000 */
  noticeClearMs?: number;
}

/**
 * The footer's newsletter box: an email and Send (POST subscribe), checked with the server's own
 * schema. The portal loads it when the footer nears the screen, not with the page (decision 127).
 */
export function NewsletterBox({ api, noticeClearMs = 4000 }: NewsletterBoxProps) {
  const messages = usePublicMessages();
  const form = useCatalogueForm(subscribeRequestSchema, { defaultValues: { email: '' }, mode: 'onSubmit' });
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // The box shows both outcomes in place (noticeClearMs): no toasts.
  const subscribe = useApiMutation((body: SubscribeRequest) => api.content.subscribe(body), { toastErrors: false, successText: false });

  const submit = async (values: SubscribeRequest) => {
    const result = await subscribe.run(values);
    if (result.ok) {
      form.reset({ email: '' });
      setNotice({ kind: 'success', text: result.message || messages.subscribed });
    } else {
      setNotice({ kind: 'error', text: result.error });
    }
  };

  return (
    <Box>
      <Form form={form} onSubmit={submit} aria-label={messages.newsletterTitle}>
        <strong>{messages.newsletterTitle}</strong>
        <p>{messages.newsletterText}</p>
        <Row>
          <FormTextField<SubscribeRequest> name="email" label={messages.newsletterEmailLabel} type="email" autoComplete="email" />
          <FormSubmitButton>{messages.send}</FormSubmitButton>
        </Row>
        <Alert kind={notice?.kind} message={notice?.text} clearAfterMs={noticeClearMs} onClear={() => setNotice(null)} />
      </Form>
    </Box>
  );
}

const Box = styled.div`
  max-width: 24rem;
  form {
    gap: ${tokens.space.sm};
  }
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
  > :first-child {
    flex: 1;
  }
  > button {
    margin-top: 1.6rem;
  }
`;
