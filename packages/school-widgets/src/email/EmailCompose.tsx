import { useState } from 'react';
import styled from 'styled-components';
import { EMAIL_MAX_ATTACHMENTS, EMAIL_SUBJECT_MAX, messages, type ApiClient, type Email } from '@school/api';
import { Alert, Button, Dialog, FileInput, LoadingState, TextField, tokens, useUiMessages } from '@school/ui';
import { chatUsersKey } from '../chat';
import { useApiQuery } from '../shared/query';
import { PeoplePicker } from '../shared/PeoplePicker';
import { TextAreaField } from '../shared/TextAreaField';

export interface EmailComposeProps {
  api: ApiClient;
  /** The signed-in person's `_id` (never offered as a recipient). */
  me?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server stored the draft and holds its send. */
  onCreated: (email: Email) => void;
}

const empty = { recipients: [] as string[], cc: [] as string[], bcc: [] as string[], subject: '', content: '', files: [] as File[] };

/** Compose: recipients, cc and bcc (people one may reach), subject, message and attachments. */
export function EmailCompose({ api, me, open, onOpenChange, onCreated }: EmailComposeProps) {
  const users = useApiQuery(chatUsersKey, () => api.communication.users(), { enabled: open });
  const ui = useUiMessages();
  const [draft, setDraft] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const people = users.status === 'success' ? users.data.users.filter((u) => u._id !== me && u.approved) : [];
  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    setBusy(true);
    setError(null);
    const r = await api.communication.emails.create({
      recipients: draft.recipients,
      cc: draft.cc,
      bcc: draft.bcc,
      subject: draft.subject,
      content: draft.content,
      attachments: draft.files,
    });
    setBusy(false);
    if (!r.ok) return setError(r.error);
    setDraft(empty);
    onOpenChange(false);
    onCreated(r.data.email);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.emailComposeTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {ui.cancel}
          </Button>
          <Button busy={busy} onClick={() => void submit()}>
            {messages.emailSendButton}
          </Button>
        </>
      }
    >
      <Fields
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {users.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
        {users.status === 'error' ? <Alert kind="error" message={`${messages.errorPrefix}${users.error}`} /> : null}
        <PeoplePicker
          label={messages.emailRecipients}
          people={people}
          value={draft.recipients}
          onChange={({ value }) => set('recipients', value)}
        />
        <PeoplePicker label={messages.emailCc} people={people} value={draft.cc} onChange={({ value }) => set('cc', value)} />
        <PeoplePicker label={messages.emailBcc} people={people} value={draft.bcc} onChange={({ value }) => set('bcc', value)} />
        <TextField
          label={messages.emailSubject}
          maxLength={EMAIL_SUBJECT_MAX}
          value={draft.subject}
          onChange={(e) => set('subject', e.target.value)}
        />
        <TextAreaField label={messages.emailContent} rows={6} value={draft.content} onChange={(e) => set('content', e.target.value)} />
        <FileInput
          label={messages.emailAttachments}
          multiple
          hint={draft.files.map((f) => f.name).join(', ') || undefined}
          onChange={({ files }) => set('files', files.slice(0, EMAIL_MAX_ATTACHMENTS))}
        />
        {error ? <Alert kind="error" message={error} /> : null}
        {busy ? <p role="status">{messages.emailSendingEmail}</p> : null}
      </Fields>
    </Dialog>
  );
}

const Fields = styled.form`
  display: grid;
  gap: ${tokens.space.md};
`;
