import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiResult, Order, OrderList as OrderListData } from '@school/api';
import { TextField, tokens } from '@school/ui';
import { CardList } from '../shared/CardList';
import { useMessages } from '../shared/intl';
import { useApiQuery } from '../shared/query';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { OrderCard } from './OrderCard';

const PAGE_SIZE = 10;

export interface OrderListProps {
  /** The key of one page (from queryKeys, e.g. queryKeys.permissions.orders.mine). */
  queryKey: (q: { page: number; term: string }) => QueryKey;
  load: (q: { page: number; limit: number; search?: string }) => Promise<ApiResult<OrderListData>>;
  /** The list's accessible name (the tab's title). */
  label: string;
  empty: string;
  showRequester?: boolean;
  actions?: (order: Order) => ReactNode;
}

/** A server-paged, searchable list of permission requests, 10 per page. */
export function OrderList({ queryKey, load, label, empty, showRequester, actions }: OrderListProps) {
  const messages = useMessages();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), 300);
  const query = useApiQuery(queryKey({ page, term }), () => load({ page, limit: PAGE_SIZE, search: term || undefined }), {
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
      <CardList
        label={label}
        layout="stack"
        query={query}
        items={query.data?.orderPermissions}
        pageCount={query.data?.totalPages ?? 1}
        limit={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        itemKey={(order) => order._id}
        emptyText={empty}
        renderCard={(order) => <OrderCard order={order} showRequester={showRequester} actions={actions?.(order)} />}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;
