import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { messages, subscribeRequestSchema, type ApiClient } from '@school/api';
import { Alert, Button, TextField, tokens } from '@school/ui';

export interface NewsletterBoxProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** How long the success or error notice stays, in ms. @default 4000 */
  noticeClearMs?: number;
}

/** The footer's newsletter box: an email and Send (POST subscribe). */
export function NewsletterBox({ api, noticeClearMs = 4000 }: NewsletterBoxProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = subscribeRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.invalidEmail);
      return;
    }
    setFieldError('');
    setBusy(true);
    const result = await api.content.subscribe(parsed.data);
    setBusy(false);
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
        <Button type="submit" busy={busy}>
          {messages.send}
        </Button>
      </Row>
      <Alert kind={notice?.kind} message={notice?.text} clearAfterMs={noticeClearMs} onClear={() => setNotice(null)} />
    </Box>
  );
}

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
