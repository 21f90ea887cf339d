import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, CalendarFeed } from '@school/api';
import { Button, Card, ConfirmDialog, EmptyState, TextField, tokens, useToasts } from '@school/ui';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { feedKey, feedTitle } from './logic';

export interface CalendarFeedsProps {
  /** The API client (the signed-in teacher's, student's or family's token). */
  api: ApiClient;
}

type Pending = { kind: 'regenerate' | 'revoke'; feed: CalendarFeed } | null;

/**
 * Calendar subscription (issue 39): the person's private .ics address, one per linked child for a
 * family, to copy into a phone's or computer's calendar; make, regenerate (the old address stops
 * working) and stop it, each change confirmed first.
 */
export function CalendarFeeds({ api }: CalendarFeedsProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDate } = t.format;
  const feeds = useApiQuery(queryKeys.calendar.feeds, () => api.calendar.feeds.list());
  const toasts = useToasts();
  const [pending, setPending] = useState<Pending>(null);
  const invalidates = [queryKeys.calendar.feeds];
  const save = useApiMutation((feed: CalendarFeed) => api.calendar.feeds.save(feed.student ? { student_id: feed.student._id } : {}), {
    invalidates,
  });
  const revoke = useApiMutation((feedId: string) => api.calendar.feeds.revoke(feedId), { invalidates });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toasts.push({ kind: 'success', message: messages.calendarFeedCopied });
    } catch {
      toasts.push({ kind: 'error', message: messages.calendarFeedCopyFailed });
    }
  };

  return (
    <Root aria-labelledby="calendar-feeds-title">
      <h3 id="calendar-feeds-title">{messages.calendarFeedsTitle}</h3>
      <p>{messages.calendarFeedsIntro}</p>
      <Muted>{messages.calendarFeedsPrivate}</Muted>
      {feeds.status !== 'success' ? (
        queryFallback(feeds)
      ) : feeds.data.feeds.length === 0 ? (
        <EmptyState title={messages.calendarFeedNoChildren} />
      ) : (
        <List>
          {feeds.data.feeds.map((feed) => (
            <li key={feedKey(feed)}>
              <Card title={feedTitle(t, feed)}>
                {feed.url ? (
                  <>
                    <TextField
                      label={messages.calendarFeedAddress}
                      value={feed.url}
                      readOnly
                      onFocus={(e) => e.currentTarget.select()}
                      hint={
                        feed.createdAt ? fill(messages.calendarFeedCreatedOn, { date: formatDate(Date.parse(feed.createdAt)) }) : undefined
                      }
                    />
                    <Actions>
                      <Button onClick={() => void copy(feed.url!)}>{messages.calendarFeedCopy}</Button>
                      <Button variant="secondary" onClick={() => setPending({ kind: 'regenerate', feed })}>
                        {messages.calendarFeedRegenerate}
                      </Button>
                      <Button variant="danger" onClick={() => setPending({ kind: 'revoke', feed })}>
                        {messages.calendarFeedRevoke}
                      </Button>
                    </Actions>
                  </>
                ) : (
                  <>
                    <p>{messages.calendarFeedNone}</p>
                    <Actions>
                      <Button disabled={save.isPending} onClick={() => void save.run(feed)}>
                        {messages.calendarFeedCreate}
                      </Button>
                    </Actions>
                  </>
                )}
              </Card>
            </li>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'revoke' ? messages.calendarFeedRevoke : messages.calendarFeedRegenerate}
        description={
          pending
            ? fill(pending.kind === 'revoke' ? messages.calendarFeedRevokeConfirm : messages.calendarFeedRegenerateConfirm, {
                what: feedTitle(t, pending.feed),
              })
            : undefined
        }
        confirmLabel={pending?.kind === 'revoke' ? messages.calendarFeedRevoke : messages.calendarFeedRegenerate}
        danger={pending?.kind === 'revoke'}
        onConfirm={async () => {
          if (!pending) return;
          const result = pending.kind === 'revoke' ? await revoke.run(pending.feed._id!) : await save.run(pending.feed);
          if (result.ok) setPending(null);
        }}
      />
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  h3,
  p {
    margin: 0;
  }
`;
const Muted = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
const List = styled.ul`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.sm};
`;
