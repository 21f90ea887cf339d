import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, Email, EmailFolder } from '@school/api';
import { Button, Chip, tokens } from '@school/ui';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { useTexts } from '../shared/intl';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { emailDate, folderLabel, names, sizeText, subjectOf } from './logic';
import { useToasts } from '@school/ui';

export interface EmailDetailProps {
  api: ApiClient;
  emailId: string;
  /** The folder it was opened from (Mark as read belongs to the inbox). */
  folder: EmailFolder;
  onBack: () => void;
  /** A draft was sent from here. */
  onSent: () => void;
}

/** One email: people, date, body ('No Content'), attachments; Mark as read, Send (a draft), Delete (one side). */
export function EmailDetail({ api, emailId, folder, onBack, onSent }: EmailDetailProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDateTime } = t.format;
  const toasts = useToasts();
  const query = useApiQuery(queryKeys.communication.emailDetail(emailId), () => api.communication.emails.get(emailId));
  const [deleting, setDeleting] = useState(false);
  const invalidates = [queryKeys.communication.emails, queryKeys.communication.email];
  const markRead = useApiMutation(() => api.communication.emails.markRead(emailId), { invalidates });
  const send = useApiMutation(() => api.communication.emails.send(emailId), {
    invalidates,
    successText: false,
    onSuccess: () => {
      toasts.push({ kind: 'success', message: messages.emailSentSuccess });
      onSent();
    },
  });
  const remove = useApiMutation(() => api.communication.emails.remove(emailId), { invalidates, successText: messages.emailDeleted });

  if (query.status !== 'success') return queryFallback(query, onBack);
  const e: Email = query.data.email;
  const people: [string, string][] = [
    [messages.emailFrom, e.sender.fullName],
    [messages.emailTo, names(e.recipients)],
    ...(e.cc.length ? ([[messages.emailCc, names(e.cc)]] as [string, string][]) : []),
    ...(e.bcc.length ? ([[messages.emailBcc, names(e.bcc)]] as [string, string][]) : []),
    [messages.emailDate, formatDateTime(emailDate(e))],
  ];

  return (
    <Root aria-labelledby="email-subject">
      <BackButton onBack={onBack} />
      <Head>
        <h3 id="email-subject">{subjectOf(t, e)}</h3>
        <Chip label={folderLabel(t, folder)} />
        {folder === 'inbox' && !e.isRead ? <Chip label={messages.emailNew} tone="info" /> : null}
      </Head>
      <Facts>
        {people.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v || '—'}</dd>
          </div>
        ))}
      </Facts>
      {e.status === 'draft' && e.sendAt ? <p>{fill(messages.emailScheduled, { time: formatDateTime(e.sendAt) })}</p> : null}
      <Body>{e.content.trim() ? e.content : messages.emailNoContent}</Body>
      {e.attachments.length ? (
        <section aria-labelledby="email-attachments">
          <h4 id="email-attachments">{messages.emailAttachments}</h4>
          <ul>
            {e.attachments.map((a) => (
              <li key={a.file}>
                <a href={api.communication.emails.attachmentUrl(a.file, e._id)} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </a>{' '}
                ({sizeText(a.size)})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Actions>
        {folder === 'inbox' && !e.isRead ? (
          <Button variant="secondary" busy={markRead.isPending} onClick={() => void markRead.run(undefined)}>
            {markRead.isPending ? messages.emailMarkingRead : messages.emailMarkAsRead}
          </Button>
        ) : null}
        {e.status === 'draft' ? (
          <Button busy={send.isPending} onClick={() => void send.run(undefined)}>
            {messages.emailSendDraft}
          </Button>
        ) : null}
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {messages.emailDelete}
        </Button>
      </Actions>
      <ConfirmDelete
        open={deleting}
        onClose={() => setDeleting(false)}
        title={fill(messages.emailDeleteConfirm, { folder: folderLabel(t, folder) })}
        busyLabel={messages.emailDeleting}
        onConfirm={async () => {
          await confirmed(remove, undefined);
          onBack();
        }}
      />
    </Root>
  );
}

const Root = styled.article`
  display: grid;
  gap: ${tokens.space.md};
  justify-items: start;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  h3 {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${tokens.space.xs};
  margin: 0;
  div {
    display: flex;
    gap: ${tokens.space.sm};
  }
  dt {
    min-width: 4rem;
    font-weight: ${tokens.font.weightBold};
  }
  dd {
    margin: 0;
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
`;
