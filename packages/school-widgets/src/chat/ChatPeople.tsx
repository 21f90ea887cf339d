import { useState } from 'react';
import styled from 'styled-components';
import type { ChatUser } from '@school/api';
import { Avatar, Badge, EmptyState, tokens, VisuallyHidden } from '@school/ui';
import { matchPeople } from './logic';
import { useTexts } from '../shared/intl';

export interface ChatPeopleProps {
  people: readonly ChatUser[];
  selected: string | null;
  online: (u: ChatUser) => boolean;
  photoUrl: (photo: string) => string;
  onSelect: (user: ChatUser) => void;
}

/** The people one may chat with: presence, unread counts, a search; each a button. */
export function ChatPeople({ people, selected, online, photoUrl, onSelect }: ChatPeopleProps) {
  const { messages, fill } = useTexts();
  const [search, setSearch] = useState('');
  const shown = matchPeople(people, search);
  return (
    <Root aria-labelledby="chat-people-title">
      <h3 id="chat-people-title">{messages.chatUsers}</h3>
      <input
        type="search"
        aria-label={messages.chatSearchUsers}
        placeholder={messages.chatSearchUsers}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {shown.length === 0 ? <EmptyState title={messages.chatNoUsers} /> : null}
      <ul>
        {shown.map((u) => {
          const on = online(u);
          // The visible text is the name (label-in-name): commas only for screen readers.
          return (
            <li key={u._id}>
              <button type="button" aria-pressed={selected === u._id} data-online={on || undefined} onClick={() => onSelect(u)}>
                <span aria-hidden="true">
                  <Avatar name={u.fullName} src={u.photo ? photoUrl(u.photo) : undefined} size={32} />
                </span>
                <span>
                  <strong>{u.fullName}</strong>
                  <VisuallyHidden>, </VisuallyHidden>
                  <small>
                    <Dot aria-hidden="true" data-online={on || undefined} /> {on ? messages.chatOnline : messages.chatOffline}
                    <VisuallyHidden>, </VisuallyHidden> · {u.ID}
                  </small>
                </span>
                {u.unreadMessage ? (
                  <>
                    <span aria-hidden="true">
                      <Badge tone="danger">{u.unreadMessage}</Badge>
                    </span>
                    <VisuallyHidden>, {fill(messages.chatUnread, { count: u.unreadMessage })}</VisuallyHidden>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Root>
  );
}

const Root = styled.nav`
  display: grid;
  align-content: start;
  gap: ${tokens.space.sm};
  h3 {
    margin: 0;
  }
  input {
    padding: ${tokens.space.sm};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    font: inherit;
  }
  ul {
    display: grid;
    gap: ${tokens.space.xxs};
    max-height: 60vh;
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${tokens.space.sm};
    width: 100%;
    padding: ${tokens.space.sm};
    border: 0;
    border-radius: ${tokens.radius.md};
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover,
  button[aria-pressed='true'] {
    background: ${tokens.color.infoSurface};
  }
  span {
    display: grid;
  }
  small {
    color: ${tokens.color.textMuted};
  }
`;

const Dot = styled.span`
  display: inline-block !important;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${tokens.color.border};
  &[data-online] {
    background: ${tokens.color.success};
  }
`;
