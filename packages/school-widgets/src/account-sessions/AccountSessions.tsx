import { useState } from 'react';
import styled from 'styled-components';
import type { AccountSession, ApiClient } from '@school/api';
import { Button, ConfirmDialog, tokens } from '@school/ui';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { deviceName } from './logic';

export interface AccountSessionsProps {
  /** The API client (the signed-in person's token). */
  api: ApiClient;
  /** Called once "Sign out everywhere" has ended this session too: the host shows its sign-in. */
  onSignedOut: () => void;
}

const KEY = ['auth', 'sessions'] as const;

/**
 * The signed-in person's own sessions (issue 36): each device with when it signed in and was
 * last seen, this one marked; ending any other one (its tabs and sockets are signed out at once),
 * or all of them with "Sign out everywhere", each after a confirmation.
 */
export function AccountSessions({ api, onSignedOut }: AccountSessionsProps) {
  const t = useTexts();
  const { messages, fill, format } = t;
  const { formatDateTime } = format;
  const list = useApiQuery(KEY, () => api.auth.sessions());
  const end = useApiMutation((id: string) => api.auth.endSession(id), { invalidates: [KEY] });
  const endAll = useApiMutation(() => api.auth.endAllSessions(), { onSuccess: () => onSignedOut() });
  const [ending, setEnding] = useState<AccountSession | null>(null);
  const [endingAll, setEndingAll] = useState(false);

  return (
    <Section aria-labelledby="account-sessions-title">
      <Header>
        <h3 id="account-sessions-title">{messages.sessionsTitle}</h3>
        <Button variant="danger" onClick={() => setEndingAll(true)}>
          {messages.sessionsEndAll}
        </Button>
      </Header>
      {list.status !== 'success' ? (
        queryFallback(list)
      ) : (
        <List>
          {list.data.sessions.map((s) => (
            <Item key={s._id} data-current={s.current || undefined}>
              <div>
                <strong>{deviceName(t, s.device) ?? messages.sessionsUnknownDevice}</strong>
                {s.current ? <Badge>{messages.sessionsThisDevice}</Badge> : null}
                <Small>
                  {fill(messages.sessionsSignedInAt, { when: formatDateTime(s.createdAt) })}
                  {s.lastSeenAt ? ` · ${fill(messages.sessionsLastSeen, { when: formatDateTime(s.lastSeenAt) })}` : ''}
                </Small>
              </div>
              {s.current ? null : (
                <Button
                  variant="secondary"
                  aria-label={`${messages.sessionsEnd}: ${deviceName(t, s.device) ?? messages.sessionsUnknownDevice}`}
                  onClick={() => setEnding(s)}
                >
                  {messages.sessionsEnd}
                </Button>
              )}
            </Item>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={!!ending}
        onOpenChange={(open) => !open && setEnding(null)}
        title={messages.sessionsEnd}
        description={fill(messages.sessionsEndQuestion, {
          device: deviceName(t, ending?.device ?? null) ?? messages.sessionsUnknownDevice,
        })}
        confirmLabel={messages.sessionsEnd}
        danger
        onConfirm={async () => void (await confirmed(end, ending!._id))}
      />
      <ConfirmDialog
        open={endingAll}
        onOpenChange={setEndingAll}
        title={messages.sessionsEndAll}
        description={messages.sessionsEndAllQuestion}
        confirmLabel={messages.sessionsEndAll}
        danger
        onConfirm={async () => void (await confirmed(endAll, undefined))}
      />
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${tokens.space.md};
`;
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.sm};
`;
const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
`;
const Badge = styled.span`
  margin-inline-start: ${tokens.space.sm};
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.success};
`;
const Small = styled.div`
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;
