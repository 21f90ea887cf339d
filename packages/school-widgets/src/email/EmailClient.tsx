import { useState } from 'react';
import styled from 'styled-components';
import { emailFolders, type ApiClient, type EmailFolder, type EmailSort, type LiveClient } from '@school/api';
import { Button, EmptyState, Select, TextField, tokens } from '@school/ui';
import { useQueryClient } from '@tanstack/react-query';
import { CardListSection, CardListToolbar } from '../shared/CardParts';
import { useTexts } from '../shared/intl';
import { queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { useLiveInvalidation } from '../shared/useLive';
import { EmailCards } from './EmailCards';
import { EmailCompose } from './EmailCompose';
import { EmailDetail } from './EmailDetail';
import { folderCount, folderLabel, sortOptions } from './logic';
import { useHeldSend } from './useHeldSend';

export interface EmailClientProps {
  /** The API client of the signed-in person. */
  api: ApiClient;
  /** The live connection: new mail refreshes the folders. @default undefined */
  live?: LiveClient;
  /** The signed-in person's `_id` (not offered as a recipient). @default undefined */
  me?: string;
}

const PER_PAGE = 10;

interface View {
  folder: EmailFolder;
  page: number;
  sort: EmailSort;
  search: string;
}

/**
 * Internal email (spec 002): Inbox, Sent and Draft with search, sort and 10 per page; compose
 * with the 10-second UNDO window (the server holds the send); the detail with mark as read,
 * send a draft and delete for one side.
 */
export function EmailClient({ api, live, me }: EmailClientProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const client = useQueryClient();
  const [view, setView] = useState<View>({ folder: 'inbox', page: 1, sort: 'date_desc', search: '' });
  const [open, setOpen] = useState<{ id: string; folder: EmailFolder } | null>(null);
  const [composing, setComposing] = useState(false);
  const search = useDebouncedValue(view.search.trim(), 300);
  const params = { folder: view.folder, search: search || undefined, sort: view.sort, page: view.page, limit: PER_PAGE };
  const list = useApiQuery(queryKeys.communication.emailList(params), () => api.communication.emails.list(params), { keepPrevious: true });
  useLiveInvalidation(live, ['email'], [queryKeys.communication.emails, queryKeys.communication.email]);

  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.communication.emails });
  const goTo = (folder: EmailFolder) => {
    setOpen(null);
    setView((v) => ({ ...v, folder, page: 1 }));
    void refresh();
  };
  const held = useHeldSend(api, { sent: () => goTo('sent'), undone: () => goTo('draft'), failed: () => void refresh() });

  const notice = held.held ? (
    <Notice role="status">
      <span>{messages.emailCreated}</span>
      <strong>{fill(messages.emailSendingIn, { seconds: held.seconds })}</strong>
      <Button size="sm" variant="secondary" onClick={() => void held.undo()}>
        {messages.emailUndo}
      </Button>
    </Notice>
  ) : null;

  const compose = (
    <EmailCompose
      api={api}
      me={me}
      open={composing}
      onOpenChange={setComposing}
      onCreated={(email) => {
        held.hold(email);
        void refresh();
      }}
    />
  );

  if (open) {
    return (
      <CardListSection aria-labelledby="email-title">
        <h2 id="email-title">{messages.emailTitle}</h2>
        {notice}
        <EmailDetail api={api} emailId={open.id} folder={open.folder} onBack={() => setOpen(null)} onSent={() => goTo('sent')} />
        {compose}
      </CardListSection>
    );
  }

  const counts = list.status === 'success' ? list.data : null;
  return (
    <CardListSection aria-labelledby="email-title">
      <h2 id="email-title">{messages.emailTitle}</h2>
      {notice}
      <Folders role="group" aria-label={messages.emailFolders}>
        {emailFolders.map((f) => (
          <Button key={f} variant={view.folder === f ? 'primary' : 'secondary'} aria-pressed={view.folder === f} onClick={() => goTo(f)}>
            {folderLabel(t, f)}
            {counts ? ` (${folderCount(f, counts)})` : ''}
          </Button>
        ))}
      </Folders>
      <CardListToolbar>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <TextField
            label={messages.emailSearch}
            type="search"
            value={view.search}
            onChange={(e) => setView((v) => ({ ...v, search: e.target.value, page: 1 }))}
          />
        </form>
        <Select
          label={messages.emailSort}
          options={sortOptions(t)}
          value={view.sort}
          onChange={(e) => setView((v) => ({ ...v, sort: e.target.value as EmailSort, page: 1 }))}
        />
        <Button onClick={() => setComposing(true)}>{messages.emailCompose}</Button>
        <Button variant="secondary" busy={list.status === 'success' && list.isFetching} onClick={() => void refresh()}>
          {messages.emailRefresh}
        </Button>
      </CardListToolbar>
      {list.status !== 'success' ? queryFallback(list) : null}
      {list.status === 'success' && list.data.emails.length === 0 ? (
        <EmptyState title={search ? messages.emailNoMatch : messages.emailEmpty} />
      ) : null}
      {list.status === 'success' && list.data.emails.length > 0 ? (
        <EmailCards
          emails={list.data.emails}
          folder={view.folder}
          page={list.data.page}
          pageCount={list.data.totalPages}
          limit={PER_PAGE}
          onPageChange={(page) => setView((v) => ({ ...v, page }))}
          onOpen={(id) => setOpen({ id, folder: view.folder })}
        />
      ) : null}
      {compose}
    </CardListSection>
  );
}

const Folders = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.infoSurface};
`;
