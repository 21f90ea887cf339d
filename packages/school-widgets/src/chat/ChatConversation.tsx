import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import type { ApiClient, ChatUser, LiveClient } from '@school/api';
import { Alert, Button, EmptyState, Form, LoadingState, tokens, VisuallyHidden } from '@school/ui';
import { useTextsForm } from '../shared/schemaText';
import { BackButton, QueryError } from '../shared/QueryFallback';
import { messageTime, shownMessages, unseenFrom, type ShownMessage } from './logic';
import { useConversation } from './useConversation';
import { useTexts, type Texts } from '../shared/intl';

export interface ChatConversationProps {
  api: ApiClient;
  live: LiveClient;
  me: string;
  partner: ChatUser;
  online: boolean;
  /** Messages loaded first (5 when opened from a link, 10 when picked in the list). */
  initialLimit: number;
  /** Back to the people (shown on a phone only, where the chat is one pane at a time). @default undefined */
  onBack?: () => void;
}

/** What a sent message's status reads, in the reader's language ('' for none). */
const statusText = ({ messages }: Texts, status: ShownMessage['status']): string =>
  status === 'sending'
    ? messages.chatSending
    : status === 'delivered'
      ? messages.chatDelivered
      : status === 'seen'
        ? messages.chatSeen
        : '';

/** One conversation: the messages (older ones on scrolling up), seen receipts, and the composer. */
export function ChatConversation({ api, live, me, partner, online, initialLimit, onBack }: ChatConversationProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const c = useConversation(api, live, me, partner._id, initialLimit);
  const shown = shownMessages(c.stored, c.pending, c.failed, me);
  const logRef = useRef<HTMLDivElement>(null);
  const olderFrom = useRef<number | null>(null);
  const hasOlder = c.stored.length < c.total;

  // Keep the newest message in view; after loading older ones, keep the reader's place.
  const last = shown[shown.length - 1]?.key;
  useLayoutEffect(() => {
    const el = logRef.current;
    if (!el) return;
    if (olderFrom.current !== null) {
      el.scrollTop = el.scrollHeight - olderFrom.current;
      olderFrom.current = null;
    } else el.scrollTop = el.scrollHeight;
  }, [last, shown.length]);

  // Seen: a received message counts as seen once it is on screen while the page is visible.
  const unseen = unseenFrom(c.stored, partner._id).join(',');
  const { seeing } = c;
  useEffect(() => {
    const el = logRef.current;
    if (!el || !unseen) return;
    const visible = new Set<string>();
    const flush = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      if (visible.size) seeing([...visible]);
    };
    const wanted = new Set(unseen.split(','));
    const targets = [...el.querySelectorAll<HTMLElement>('[data-message-id]')].filter((t) => wanted.has(t.dataset.messageId!));
    if (typeof IntersectionObserver === 'undefined') {
      for (const id of unseen.split(',')) visible.add(id);
      flush();
    } else {
      const io = new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            const id = (e.target as HTMLElement).dataset.messageId!;
            if (e.isIntersecting) visible.add(id);
            else visible.delete(id);
          }
          flush();
        },
        { root: el, threshold: 0.6 },
      );
      for (const t of targets) io.observe(t);
      document.addEventListener('visibilitychange', flush);
      return () => {
        io.disconnect();
        document.removeEventListener('visibilitychange', flush);
      };
    }
  }, [unseen, seeing]);

  const older = () => {
    if (!hasOlder || c.loadingOlder) return;
    olderFrom.current = logRef.current ? logRef.current.scrollHeight - logRef.current.scrollTop : null;
    void c.loadOlder();
  };

  return (
    <Pane aria-labelledby="chat-partner">
      <Header>
        {onBack ? (
          <PhoneOnly>
            <BackButton onBack={onBack} />
          </PhoneOnly>
        ) : null}
        <h3 id="chat-partner" tabIndex={-1}>
          {partner.fullName}
        </h3>
        <span data-online={online || undefined}>{online ? messages.chatOnline : messages.chatOffline}</span>
      </Header>
      {c.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
      {c.status === 'error' ? <QueryError error={c.error ?? ''} onRetry={() => void c.reload()} /> : null}
      {c.status === 'ready' ? (
        <>
          {hasOlder ? (
            <Button variant="ghost" size="sm" busy={c.loadingOlder} onClick={older}>
              {messages.chatLoadOlder}
            </Button>
          ) : null}
          <Log
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label={fill(messages.chatConversationWith, { name: partner.fullName })}
            tabIndex={0}
            onScroll={(e) => e.currentTarget.scrollTop === 0 && older()}
          >
            <ol>
              {shown.length === 0 ? (
                <li>
                  <EmptyState title={messages.chatNoMessages} />
                </li>
              ) : null}
              {shown.map((m) => (
                <Bubble key={m.key} data-mine={m.mine || undefined} data-status={m.status} data-message-id={m.id ?? undefined}>
                  <VisuallyHidden>{m.mine ? messages.chatYou : partner.fullName}: </VisuallyHidden>
                  <p>{m.text}</p>
                  <small>
                    <time dateTime={m.at}>{messageTime(t, m.at)}</time>
                    {m.mine && statusText(t, m.status) ? ` · ${statusText(t, m.status)}` : null}
                  </small>
                  {m.error ? <Alert kind="error" message={m.error} /> : null}
                </Bubble>
              ))}
            </ol>
          </Log>
        </>
      ) : null}
      <Composer onSend={c.send} />
    </Pane>
  );
}

const composerSchema = z.object({ text: z.string() });

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, disabled = false }: { onSend: (text: string) => void; disabled?: boolean }) {
  const messages = useTexts().messages;
  const form = useTextsForm(composerSchema, { defaultValues: { text: '' } });
  const text = form.watch('text');
  // The message goes over the live connection (useConversation keeps it as sending until the
  // server has it), so the box clears at once.
  const send = ({ text: typed }: { text: string }) => {
    if (disabled || !typed.trim()) return;
    onSend(typed);
    form.reset({ text: '' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void form.handleSubmit(send)();
    }
  };
  return (
    <Box>
      <Form form={form} onSubmit={send}>
        <label htmlFor="chat-message">{messages.chatMessageLabel}</label>
        <textarea
          id="chat-message"
          rows={2}
          maxLength={2000}
          disabled={disabled}
          placeholder={disabled ? messages.chatSelectUserFirst : messages.chatMessagePlaceholder}
          {...form.register('text')}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={disabled || !text.trim()}>
          {messages.chatSend}
        </Button>
      </Form>
    </Box>
  );
}

const Pane = styled.section`
  display: grid;
  grid-template-rows: auto auto minmax(0, 1fr) auto;
  gap: ${tokens.space.sm};
  min-height: 28rem;
  max-height: 70vh;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.space.sm};
  h3 {
    margin: 0;
  }
  span {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
  span[data-online] {
    color: ${tokens.color.success};
  }
`;

/** The Back of the one-pane chat: a wide screen shows both panes and has no use for it. */
const PhoneOnly = styled.span`
  @media (min-width: 721px) {
    display: none;
  }
`;

const Log = styled.div`
  padding: ${tokens.space.md};
  overflow-y: auto;
  ol {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceMuted};
`;

const Bubble = styled.li`
  align-self: flex-start;
  max-width: 75%;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.sm};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${tokens.color.textMuted};
  }
  &[data-mine] {
    align-self: flex-end;
    background: ${tokens.color.infoSurface};
  }
  &[data-status='sending'] {
    opacity: 0.75;
  }
`;

const Box = styled.div`
  form {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: end;
    gap: ${tokens.space.sm};
  }
  label {
    grid-column: 1 / -1;
    font-weight: ${tokens.font.weightBold};
    font-size: ${tokens.font.sizeSm};
  }
  textarea {
    padding: ${tokens.space.sm};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    font: inherit;
    resize: vertical;
  }
`;
