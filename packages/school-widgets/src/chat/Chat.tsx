import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { CHAT_INITIAL_LIMIT, CHAT_SELECT_LIMIT, type ApiClient, type ChatUser, type LiveClient } from '@school/api';
import { Alert, EmptyState, tokens, useToasts } from '@school/ui';
import { useQueryClient } from '@tanstack/react-query';
import { queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useLiveEvent } from '../shared/useLive';
import { useMessages } from '../shared/intl';
import { ChatConversation, Composer } from './ChatConversation';
import { ChatPeople } from './ChatPeople';
import { chatPeople, isOnline, orderPeople } from './logic';

export interface ChatProps {
  /** The API client of the signed-in person. */
  api: ApiClient;
  /** The live connection (one per session, from the host). */
  live: LiveClient;
  /** The signed-in person's `_id`. */
  me: string;
  /** Whose conversation opens first (`_id` or ID), e.g. from the page address. @default null */
  chatWith?: string | null;
  /** Another person was selected (hosts keep it in the address). */
  onChatWithChange?: (change: { userId: string; ID: string }) => void;
}

/** The people one may write to (kept as an export; the key lives in queryKeys). */
export const chatUsersKey = queryKeys.communication.users;

/**
 * Chat (spec 001): the people one may reach with presence and unread counts, and the
 * conversation with the selected one. Messages go through the live connection's outbox, so one
 * written while reconnecting is sent afterwards and shown once.
 */
export function Chat({ api, live, me, chatWith = null, onChatWithChange }: ChatProps) {
  const messages = useMessages();
  const toasts = useToasts();
  const client = useQueryClient();
  const users = useApiQuery(queryKeys.communication.users, () => api.communication.users());
  const [presence, setPresence] = useState<Map<string, boolean>>(new Map());
  const [picked, setPicked] = useState<{ id: string; limit: number } | null>(null);
  const [state, setState] = useState(live.state);
  // On a phone one pane at a time (issue 19): the people, or the conversation with a Back.
  const [listShown, setListShown] = useState(false);
  const columns = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'conversation' | 'person' | null>(null);

  const people = useMemo(() => (users.status === 'success' ? orderPeople(chatPeople(users.data.users, me)) : []), [users, me]);
  const fromLink = chatWith ? people.find((u) => u._id === chatWith || u.ID === chatWith) : undefined;
  const selection = picked ?? (fromLink ? { id: fromLink._id, limit: CHAT_INITIAL_LIMIT } : null);
  const partner = selection ? people.find((u) => u._id === selection.id) : undefined;

  // Unread counts and presence come from the list; live events refresh it (a burst: one reload).
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshPeople = () => {
    if (refresh.current) return;
    refresh.current = setTimeout(() => {
      refresh.current = null;
      void client.invalidateQueries({ queryKey: queryKeys.communication.users });
    }, 250);
  };
  useEffect(() => () => void (refresh.current && clearTimeout(refresh.current)), []);
  useLiveEvent(live, 'newMessage', (e) => e.receiverId === me && refreshPeople());
  useLiveEvent(live, 'seenMessages', refreshPeople);
  useLiveEvent(live, 'resync', refreshPeople);
  useLiveEvent(live, 'onlineUsers', (ids) =>
    setPresence(new Map([...people.map((u) => [u._id, false] as const), ...ids.map((id) => [id, true] as const)])),
  );
  useLiveEvent(live, 'updateUserStatus', ({ userId, status }) => setPresence((p) => new Map(p).set(userId, status === 'online')));
  useLiveEvent(live, 'error', ({ error }) => toasts.push({ kind: 'error', message: error }));
  useLiveEvent(live, 'state', setState);

  const pane = partner && !listShown ? 'conversation' : 'people';
  // Where focus goes when the pane changes on a phone: the conversation's heading after a pick,
  // the picked person after Back. On a wide screen both panes stay and focus stays where it is.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const root = columns.current;
    if (!target || !root) return;
    const el =
      target === 'conversation'
        ? root.querySelector<HTMLElement>('#chat-partner')
        : (root.querySelector<HTMLElement>('nav button[aria-pressed="true"]') ?? root.querySelector<HTMLElement>('nav input'));
    el?.focus();
  }, [pane, partner?._id]);

  const select = (u: ChatUser) => {
    setPicked({ id: u._id, limit: CHAT_SELECT_LIMIT });
    setListShown(false);
    if (isPhone()) focusNext.current = 'conversation';
    onChatWithChange?.({ userId: u._id, ID: u.ID });
  };
  const back = () => {
    setListShown(true);
    focusNext.current = 'person';
  };

  if (users.status !== 'success') return queryFallback(users);
  return (
    <Root aria-labelledby="chat-title">
      <h2 id="chat-title">{messages.chatTitle}</h2>
      {state === 'reconnecting' || state === 'connecting' ? <Alert kind="warning" message={messages.chatReconnecting} /> : null}
      <Columns ref={columns} data-pane={pane}>
        <ChatPeople
          people={people}
          selected={partner?._id ?? null}
          online={(u) => isOnline(u, presence)}
          photoUrl={(photo) => api.fileUrl('users', photo)}
          onSelect={select}
        />
        {partner ? (
          <ChatConversation
            key={partner._id}
            api={api}
            live={live}
            me={me}
            partner={partner}
            online={isOnline(partner, presence)}
            initialLimit={selection!.limit}
            onBack={back}
          />
        ) : (
          <Empty>
            <EmptyState title={messages.chatSelectUser} />
            <Composer disabled onSend={() => toasts.push({ kind: 'error', message: messages.chatSelectUserFirst })} />
          </Empty>
        )}
      </Columns>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  h2 {
    margin: 0;
  }
`;

/** The width under which the chat shows one pane at a time. */
const PHONE = '(max-width: 720px)';
const isPhone = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 18rem) 1fr;
  gap: ${tokens.space.lg};
  @media ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
    &[data-pane='people'] > :not(:first-child),
    &[data-pane='conversation'] > :first-child {
      display: none;
    }
  }
`;

const Empty = styled.div`
  display: grid;
  align-content: space-between;
  gap: ${tokens.space.md};
`;
