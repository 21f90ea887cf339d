import styled from 'styled-components';
import { type ApiClient } from '@school/api';
import { Alert, Avatar, LoadingState, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { usePublicMessages } from '../shared/intl';

export interface StaffMessagesProps {
  /** The API client (no token needed). */
  api: ApiClient;
}

/** The staff messages set "in front" (getshowmessage): photo, position, message, sign-off, full name. */
export function StaffMessages({ api }: StaffMessagesProps) {
  const messages = usePublicMessages();
  const query = useApiQuery(queryKeys.content.staff.list({ shown: true }), () => api.content.staffMessages.listShown());
  if (query.status === 'loading') return <LoadingState label={messages.loading} />;
  if (query.status === 'error') return <Alert kind="error" message={`${messages.errorPrefix}${query.error}`} />;
  const list = query.data.messages;
  if (list.length === 0) return <Alert kind="info" message={messages.noStaffMessages} />;
  return (
    <List>
      {list.map((m) => (
        <li key={m._id}>
          <article aria-label={`${m.position}: ${m.fullName}`}>
            <Avatar name={m.fullName} src={m.photo ? api.fileUrl('staff', m.photo) : undefined} size={72} />
            <div>
              <Position>{m.position}</Position>
              <blockquote>{m.message}</blockquote>
              <SignOff>{messages.staffSignOff}</SignOff>
              <strong>{m.fullName}</strong>
            </div>
          </article>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  article {
    display: flex;
    gap: ${tokens.space.lg};
    align-items: flex-start;
    padding: ${tokens.space.lg};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surface};
    box-shadow: ${tokens.shadow.sm};
  }
  blockquote {
    margin: ${tokens.space.sm} 0;
    line-height: 1.6;
    font-style: italic;
  }
`;

const Position = styled.p`
  margin: 0;
  color: ${tokens.color.primary};
  font-weight: ${tokens.font.weightBold};
`;

const SignOff = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;
