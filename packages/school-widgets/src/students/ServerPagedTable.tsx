import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { messages, type ApiResult, type PageQuery } from '@school/api';
import { Alert, Button, DataTable, Pagination, Select, Stack, TextField, tokens, type DataTableColumn } from '@school/ui';
import { fill } from '../shared/text';
import { useLegacyApiQuery } from '../shared/useApiQuery';
import { useDebouncedValue } from '../shared/useDebouncedValue';

export interface PagedItems<T> {
  items: T[];
  totalPages: number;
  totalItems: number;
}

export interface ServerPagedTableProps<T> {
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
}

const PAGE_SIZES = [5, 10, 25];

/**
 * A list the server searches and pages (spec 000 §9: default size 5, options 5, 10, 25; a search
 * or size change goes back to page 1), drawn with DataTable. Rows carry `n`, their number in the
 * whole list (the '#' column).
 */
export function ServerPagedTable<T>({
  title,
  searchLabel,
  columns,
  load,
  getRowId,
  onRowClick,
  reloadKey,
  actions,
  onRefresh,
}: ServerPagedTableProps<T>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZES[0]);
  const searchTerm = useDebouncedValue(search.trim(), 300);
  const query = useLegacyApiQuery(
    () => load({ searchTerm: searchTerm || undefined, page, limit }),
    [load, searchTerm, page, limit, reloadKey],
  );
  const rows = useMemo(
    () => (query.status === 'success' ? query.data.items.map((item, i) => ({ ...item, n: (page - 1) * limit + i + 1 })) : []),
    [query.status, query.data, page, limit],
  );
  const total = query.status === 'success' ? query.data.totalItems : 0;

  return (
    <Stack gap="md">
      <Stack direction="row" wrap align="end" gap="md">
        <TextField
          label={searchLabel}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <Select
          label={messages.pageSizeLabel}
          value={String(limit)}
          options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(e) => {
            setLimit(Number(e.target.value));
            setPage(1);
          }}
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
          <span>{fill(messages.shownRange, { first: (page - 1) * limit + 1, last: (page - 1) * limit + rows.length, total })}</span>
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
