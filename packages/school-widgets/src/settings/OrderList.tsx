import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { messages, type ApiResult, type Order, type OrderList as OrderListData } from '@school/api';
import { EmptyState, Pagination, TextField, tokens } from '@school/ui';
import { queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { OrderCard } from './OrderCard';

const PAGE_SIZE = 10;

export interface OrderListProps {
  /** Query key prefix, e.g. ['permissions', 'orders', 'mine']. */
  queryKey: readonly unknown[];
  load: (q: { page: number; limit: number; search?: string }) => Promise<ApiResult<OrderListData>>;
  empty: string;
  showRequester?: boolean;
  actions?: (order: Order) => ReactNode;
}

/** A server-paged, searchable list of permission requests, 10 per page. */
export function OrderList({ queryKey, load, empty, showRequester, actions }: OrderListProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), 300);
  const query = useApiQuery([...queryKey, { page, term }], () => load({ page, limit: PAGE_SIZE, search: term || undefined }), {
    keepPrevious: true,
  });
  return (
    <Root>
      <TextField
        label={messages.searchRequests}
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
      />
      {query.status !== 'success' ? (
        queryFallback(query)
      ) : query.data.orderPermissions.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <List aria-busy={query.isFetching || undefined}>
            {query.data.orderPermissions.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} showRequester={showRequester} actions={actions?.(order)} />
              </li>
            ))}
          </List>
          {query.data.totalPages > 1 ? (
            <Pagination page={page} pageCount={query.data.totalPages} onPageChange={({ page: p }) => setPage(p)} />
          ) : null}
        </>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;
const List = styled.ul`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
