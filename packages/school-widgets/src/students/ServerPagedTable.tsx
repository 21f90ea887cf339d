import { useMemo, useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import styled from 'styled-components';
import { messages, type ApiResult, type PageQuery } from '@school/api';
import { Alert, Button, DataTable, Pagination, Select, Stack, TextField, tokens, type DataTableColumn } from '@school/ui';
import { fill } from '../shared/text';
import { useApiQuery } from '../shared/query';
import { useDebouncedValue } from '../shared/useDebouncedValue';

export interface PagedItems<T> {
  items: T[];
  totalPages: number;
  totalItems: number;
}

/** Where a server-paged list stands: what is searched, the page and its size. */
export interface PagedListState {
  search: string;
  page: number;
  limit: number;
}

export const PAGED_LIST_DEFAULTS: PagedListState = { search: '', page: 1, limit: 5 };

export interface ServerPagedTableProps<T> {
  /** Cache key of the list's pages (the query layer adds search, page and size). */
  queryKey: QueryKey;
  title: string;
  searchLabel: string;
  columns: readonly DataTableColumn<T & { n: number }>[];
  /** One page from the server (search, page and size as the spec's list calls take them). */
  load: (query: Required<Pick<PageQuery, 'page' | 'limit'>> & { searchTerm?: string }) => Promise<ApiResult<PagedItems<T>>>;
  getRowId: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** Changing it reloads the current page (after an add or an import). */
  reloadKey?: unknown;
  actions?: ReactNode;
  /** Called by the Refresh button besides reloading. @default undefined */
  onRefresh?: () => void;
  /**
   * The list's state, when the host keeps it (the portal keeps it in the URL, so Back from a
   * detail returns to the same search and page). @default kept inside the widget
   */
  state?: Partial<PagedListState>;
  /** Reports every change of search, page or size (with `state`). @default undefined */
  onStateChange?: (state: PagedListState) => void;
}

const PAGE_SIZES = [5, 10, 25];

/**
 * A list the server searches and pages (spec 000 §9: default size 5, options 5, 10, 25; a search
 * or size change goes back to page 1), drawn with DataTable. Rows carry `n`, their number in the
 * whole list (the '#' column).
 */
export function ServerPagedTable<T>({
  queryKey,
  title,
  searchLabel,
  columns,
  load,
  getRowId,
  onRowClick,
  reloadKey,
  actions,
  onRefresh,
  state,
  onStateChange,
}: ServerPagedTableProps<T>) {
  const [own, setOwn] = useState<PagedListState>(PAGED_LIST_DEFAULTS);
  const current = { ...own, ...state };
  const { search, page } = current;
  const limit = PAGE_SIZES.includes(current.limit) ? current.limit : PAGE_SIZES[0];
  const change = (next: Partial<PagedListState>) => {
    const merged = { ...current, limit, ...next };
    setOwn(merged);
    onStateChange?.(merged);
  };
  const setPage = (p: number) => change({ page: p });
  const searchTerm = useDebouncedValue(search.trim(), 300);
  const query = useApiQuery(
    [...queryKey, { searchTerm, page, limit }, reloadKey],
    () => load({ searchTerm: searchTerm || undefined, page, limit }),
    { keepPrevious: true },
  );
  // While the next page loads the previous one stays on screen: its numbers and range are those
  // of the page it is, not of the page asked for.
  const settled = query.status === 'success' && !query.isPrevious;
  const [shownAt, setShownAt] = useState({ page, limit });
  if (settled && (shownAt.page !== page || shownAt.limit !== limit)) setShownAt({ page, limit });
  const rows = useMemo(
    () =>
      query.status === 'success' ? query.data.items.map((item, i) => ({ ...item, n: (shownAt.page - 1) * shownAt.limit + i + 1 })) : [],
    [query.status, query.data, shownAt],
  );
  const total = query.status === 'success' ? query.data.totalItems : 0;

  return (
    <Stack gap="md">
      <Stack direction="row" wrap align="end" gap="md">
        <TextField label={searchLabel} type="search" value={search} onChange={(e) => change({ search: e.target.value, page: 1 })} />
        <Select
          label={messages.pageSizeLabel}
          value={String(limit)}
          options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(e) => change({ limit: Number(e.target.value), page: 1 })}
        />
      </Stack>
      {query.status === 'error' ? <Alert kind="error" message={`${messages.errorPrefix}${query.error}`} /> : null}
      <DataTable
        title={title}
        columns={columns}
        data={rows}
        getRowId={(row) => getRowId(row)}
        searchable={false}
        paginated={false}
        loading={query.status === 'loading'}
        onRefresh={() => {
          onRefresh?.();
          void query.reload();
        }}
        onRowClick={onRowClick ? ({ row }) => onRowClick(row) : undefined}
        actions={
          query.status === 'error' ? (
            <>
              {actions}
              <Button variant="secondary" onClick={() => void query.reload()}>
                {messages.tryAgain}
              </Button>
            </>
          ) : (
            actions
          )
        }
      />
      {query.status === 'success' && total > 0 ? (
        <Footer>
          <span>
            {fill(messages.shownRange, {
              first: (shownAt.page - 1) * shownAt.limit + 1,
              last: (shownAt.page - 1) * shownAt.limit + rows.length,
              total,
            })}
          </span>
          <Pagination page={page} pageCount={query.data.totalPages} onPageChange={({ page: next }) => setPage(next)} />
        </Footer>
      ) : null}
    </Stack>
  );
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  color: ${tokens.color.textMuted};
`;
