import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, LiveClient, Notification } from '@school/api';
import { Button, Chip, Dialog, Select, TextField, tokens } from '@school/ui';
import { CardList } from '../shared/CardList';
import { CardButton, CardListSection, CardListToolbar } from '../shared/CardParts';
import { queryKeys } from '../shared/queryKeys';
import { queryFallback } from '../shared/QueryFallback';
import { useApiMutation, useApiQuery } from '../shared/query';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { useLiveInvalidation } from '../shared/useLive';
import { useTexts, type Texts } from '../shared/intl';
import { serverText, typeLabels, typeTone } from './logic';
import { PushNotificationDialog, type PushScope } from './PushNotificationDialog';

export interface NotificationListProps {
  /** The API client of the signed-in person. */
  api: ApiClient;
  /** The live connection: new notifications appear at once. @default undefined */
  live?: LiveClient;
  /** Add Notification: admins, and teachers holding Push notification. @default false */
  canPush?: boolean;
  /** Whom the push dialog offers ('named': no whole roles, only one's students and their families). @default 'all' */
  pushScope?: PushScope;
}

/** The notifications' keys (kept as an export for hosts that invalidate them; they live in queryKeys). */
export const notificationKeys = queryKeys.communication.notifications;
const PAGE_SIZE = 10;
const sortOptions = ({ messages }: Texts) => [
  { value: 'newest', label: messages.notificationsNewest },
  { value: 'oldest', label: messages.notificationsOldest },
];

/** Notifications (spec 002): search, newest/oldest, 10 per page; opening one shows it and marks it read. */
export function NotificationList({ api, live, canPush = false, pushScope = 'all' }: NotificationListProps) {
  const t = useTexts();
  const { messages } = t;
  const { formatDateTime } = t.format;
  const typeLabel = useMemo(() => typeLabels(t), [t]);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const [text, setText] = useState('');
  const [open, setOpen] = useState<Notification | null>(null);
  const [pushing, setPushing] = useState(false);
  const search = useDebouncedValue(text.trim(), 300);
  const params = { page, limit: PAGE_SIZE, sort, search: search || undefined };
  const list = useApiQuery(notificationKeys.list(params), () => api.communication.notifications.list(params), { keepPrevious: true });
  useLiveInvalidation(live, ['notification'], [notificationKeys.all]);
  const markRead = useApiMutation((id: string) => api.communication.notifications.markRead(id), {
    invalidates: [notificationKeys.all],
    successText: false,
  });

  const show = (n: Notification) => {
    setOpen(n);
    if (n.status === 'unread') void markRead.run(n._id);
  };

  return (
    <CardListSection aria-labelledby="notifications-title">
      <h2 id="notifications-title">{messages.notificationsTitle}</h2>
      <CardListToolbar>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <TextField
            label={messages.notificationsSearch}
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
          />
        </form>
        <Select
          label={messages.notificationsSort}
          options={sortOptions(t)}
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as 'newest' | 'oldest');
            setPage(1);
          }}
        />
        {canPush ? <Button onClick={() => setPushing(true)}>{messages.notificationsAdd}</Button> : null}
      </CardListToolbar>
      {list.status !== 'success' ? queryFallback(list, undefined, messages.notificationsLoading) : null}
      {list.status === 'success' ? (
        <CardList
          label={messages.notificationsTitle}
          layout="stack"
          items={list.data.data}
          total={list.data.total}
          limit={PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          itemKey={(n) => n._id}
          emptyText={messages.notificationsEmpty}
          renderCard={(n) => (
            <Item data-unread={n.status === 'unread' || undefined} onClick={() => show(n)}>
              <strong>{serverText(t, n.title)}</strong>
              <Chip label={typeLabel[n.type]} tone={typeTone[n.type]} />
              {n.status === 'unread' ? <Chip label={messages.notificationUnread} tone="info" /> : null}
              <small>
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </small>
            </Item>
          )}
        />
      ) : null}
      <Dialog open={!!open} onOpenChange={(o) => !o && setOpen(null)} title={open ? serverText(t, open.title) : ''}>
        {open ? (
          <Detail>
            <Chip label={typeLabel[open.type]} tone={typeTone[open.type]} />
            <p>{serverText(t, open.message)}</p>
            <small>
              <time dateTime={open.createdAt}>{formatDateTime(open.createdAt)}</time>
            </small>
          </Detail>
        ) : null}
      </Dialog>
      {canPush ? <PushNotificationDialog api={api} open={pushing} onOpenChange={setPushing} scope={pushScope} /> : null}
    </CardListSection>
  );
}

// The one clickable card (shared/CardList), laid out as a row; an unread one has a coloured edge.
const Item = styled(CardButton)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  &[data-unread] {
    border-left: 4px solid ${tokens.color.primary};
  }
  small {
    margin-left: auto;
    color: ${tokens.color.textMuted};
  }
`;

const Detail = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  justify-items: start;
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;
