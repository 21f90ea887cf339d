import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Alert, Button, LoadingState, TextField, tokens } from '@school/ui';
import { CardList } from '../shared/CardList';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { usePublicMessages } from '../shared/intl';
import { NewsCard } from './NewsCard';

export interface NewsListProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** Items per page (spec: the public news page shows 1). @default 1 */
  pageSize?: number;
  /** Called when the reader opens an item. */
  onOpen: (id: string) => void;
  /** Wait after the last keystroke before searching, in ms. @default 300 */
  searchDelayMs?: number;
}

/** The public news page: a search box and paged news cards of the live items. */
export function NewsList({ api, pageSize = 1, onOpen, searchDelayMs = 300 }: NewsListProps) {
  const messages = usePublicMessages();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searchTerm = useDebouncedValue(search.trim(), searchDelayMs);
  const params = { searchTerm: searchTerm || undefined, page, limit: pageSize, show: 'true' } as const;
  const query = useApiQuery(queryKeys.content.news.list(params), () => api.content.news.list(params), { keepPrevious: true });

  return (
    <Root>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={messages.searchNews}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1); // a new search starts at page 1 (spec 000 §9)
          }}
        />
      </form>
      {query.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
      {query.status === 'error' ? (
        <ErrorBox>
          <Alert kind="error" message={`${messages.errorPrefix}${query.error}`} />
          <Button variant="secondary" onClick={() => void query.reload()}>
            {messages.tryAgain}
          </Button>
        </ErrorBox>
      ) : null}
      {query.status === 'success' ? (
        <CardList
          items={query.data.news}
          itemKey={(n) => n._id}
          layout="stack"
          limit={pageSize}
          page={page}
          pageCount={query.data.totalPages}
          onPageChange={setPage}
          emptyText={messages.noNews}
          renderCard={(n) => <NewsCard news={n} fileUrl={api.fileUrl} onOpen={onOpen} />}
        />
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;

const ErrorBox = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  justify-items: start;
`;
