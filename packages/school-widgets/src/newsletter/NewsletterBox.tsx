import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { publicMessages as messages, type ApiClient } from '@school/api';
import { Alert, Button, TextField, tokens } from '@school/ui';
import { useApiMutation } from '../shared/query';

export interface NewsletterBoxProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** How long the success or error notice stays, in ms. @default 4000 */
  noticeClearMs?: number;
}

// One field: a plain check instead of the form library and the schemas, which would put ~40 KB
// gzip on every public page's footer (issue 7). The server checks with subscribeRequestSchema.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const emailProblem = (email: string) => {
  const value = email.trim();
  if (!value) return messages.emailRequired;
  return value.length > 254 || !EMAIL.test(value) ? messages.invalidEmail : '';
};

/** The footer's newsletter box: an email and Send (POST subscribe). */
export function NewsletterBox({ api, noticeClearMs = 4000 }: NewsletterBoxProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // The box shows both outcomes in place (noticeClearMs): no toasts.
  const subscribe = useApiMutation((body: { email: string }) => api.content.subscribe(body), { toastErrors: false, successText: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setFieldError(problem);
      return;
    }
    setFieldError('');
    const result = await subscribe.run({ email: email.trim() });
    if (result.ok) {
      setEmail('');
      setNotice({ kind: 'success', text: result.message || messages.subscribed });
    } else {
      setNotice({ kind: 'error', text: result.error });
    }
  };

  return (
    <Box onSubmit={submit} noValidate aria-label={messages.newsletterTitle}>
      <strong>{messages.newsletterTitle}</strong>
      <p>{messages.newsletterText}</p>
      <Row>
        <TextField
          label={messages.newsletterEmailLabel}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={fieldError || undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldError) setFieldError('');
          }}
        />
        <Button type="submit" busy={subscribe.isPending}>
          {messages.send}
        </Button>
      </Row>
      <Alert kind={notice?.kind} message={notice?.text} clearAfterMs={noticeClearMs} onClear={() => setNotice(null)} />
    </Box>
  );
}

// eslint-disable-next-line no-restricted-syntax -- one field on /home, hand-checked to keep the form library off /home's budget (decision 105)
const Box = styled.form`
  display: grid;
  gap: ${tokens.space.sm};
  max-width: 24rem;
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
