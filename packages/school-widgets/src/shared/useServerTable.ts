import { useMemo, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiResult, PageQuery } from '@school/api';
import { useListState, type DataTableServerMode, type DataTableState } from '@school/ui';
import { useApiQuery, type ApiQuery } from './query';

/** What the server's list calls take: page, size, search and the sorted column (docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md). */
export interface ServerListQuery {
  page: number;
  limit: number;
  searchTerm?: string;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
}

/** The list's search and sort without its page (what an export of every page asks for). */
export type ServerListFilter = Omit<ServerListQuery, 'page' | 'limit'>;

/** One page of a server list. */
export interface ServerPage<T> {
  items: T[];
  totalItems: number;
}

export interface UseServerTableOptions<T> {
  /** The cache key of one page (the query layer's key for the list plus the query). */
  queryKey: (query: ServerListQuery) => QueryKey;
  /** Reads one page. */
  load: (query: ServerListQuery) => Promise<ApiResult<ServerPage<T>>>;
  /** Reads every page with the same search and sort (CSV/Excel export). @default the page shown */
  loadAll?: (filter: ServerListFilter) => Promise<ApiResult<T[]>>;
  /** The table's column ids the server sorts by, each with the server's `sortBy` name. */
  sortable: Readonly<Record<string, string>>;
  /** The list's state when the host keeps it (the portal: in the URL). @default kept inside */
  state?: Partial<DataTableState>;
  /** Reports every change (a search, size or sort change is on page 1). @default undefined */
  onStateChange?: (state: DataTableState) => void;
  /** The page sizes offered; a size from elsewhere (a hand-edited URL) falls back to `pageSize`. */
  pageSizes: readonly number[];
  /** The first page size. @default pageSizes[0] */
  pageSize?: number;
}

/** A row of a server page with `n`, its number in the whole list (the '#' column). */
export type Numbered<T> = T & { n: number };

/** What to spread on a DataTable in server mode. */
export interface ServerTableProps<T> {
  data: Numbered<T>[];
  state: DataTableState;
  onStateChange: (state: DataTableState) => void;
  server: DataTableServerMode<Numbered<T>>;
  loading: boolean;
  pageSizes: readonly number[];
  defaultPageSize: number;
}

/**
 * A DataTable whose rows the server searches, sorts and pages, through the query layer: the page
 * shown stays (numbered as itself) while the next loads; a search, size or sort change goes back
 * to page 1. Returns the table's props and the query (for errors and reloads).
 */
export function useServerTable<T>({
  queryKey,
  load,
  loadAll,
  sortable,
  state: given,
  onStateChange,
  pageSizes,
  pageSize = pageSizes[0],
}: UseServerTableOptions<T>): {
  table: ServerTableProps<T>;
  query: ApiQuery<ServerPage<T>>;
} {
  const defaults = { page: 1, pageSize, search: '', sort: null };
  const [kept, update] = useListState({ state: given, onStateChange, defaults });
  // Only an offered size reaches the server (?size=100000 in a URL asks for the first size).
  const state = pageSizes.includes(kept.pageSize) ? kept : { ...kept, pageSize };
  const sortBy = state.sort ? sortable[state.sort.id] : undefined;
  const filter: ServerListFilter = {
    searchTerm: state.search.trim() || undefined,
    sortBy,
    sortDir: sortBy ? (state.sort?.desc ? 'desc' : 'asc') : undefined,
  };
  const request: ServerListQuery = { page: state.page, limit: state.pageSize, ...filter };
  const query = useApiQuery(queryKey(request), () => load(request), { keepPrevious: true });
  // While the next page loads the previous one stays on screen: its numbers and range are those
  // of the page it is, not of the page asked for.
  const settled = query.status === 'success' && !query.isPrevious;
  const [shown, setShown] = useState({ page: state.page, pageSize: state.pageSize });
  if (settled && (shown.page !== state.page || shown.pageSize !== state.pageSize)) {
    setShown({ page: state.page, pageSize: state.pageSize });
  }
  const data = useMemo(
    () =>
      query.status === 'success' ? query.data.items.map((item, i) => ({ ...item, n: (shown.page - 1) * shown.pageSize + i + 1 })) : [],
    [query.status, query.data, shown],
  );
  const every = loadAll
    ? async () => {
        const result = await loadAll(filter);
        if (!result.ok) throw new Error(result.error);
        return result.data.map((item, i) => ({ ...item, n: i + 1 }));
      }
    : undefined;
  return {
    table: {
      data,
      state,
      onStateChange: update,
      loading: query.status === 'loading',
      pageSizes,
      defaultPageSize: pageSize,
      server: {
        totalItems: query.status === 'success' ? query.data.totalItems : 0,
        sortable: Object.keys(sortable),
        loadAll: every,
        fetching: query.status === 'success' && query.isPrevious,
        shown,
      },
    },
    query,
  };
}

/**
 * `load` and `loadAll` for a list call that answers `{ [rowsKey]: rows, totalItems }` and takes
 * `limit=all` (students, applicants): one page, or every page with the same search and sort.
 */
export function pagesOf<K extends string, T>(
  list: (query: PageQuery) => Promise<ApiResult<Record<K, T[]> & { totalItems: number }>>,
  rowsKey: K,
): Pick<UseServerTableOptions<T>, 'load' | 'loadAll'> {
  return {
    load: async (query) => {
      const r = await list(query);
      return r.ok ? { ...r, data: { items: r.data[rowsKey], totalItems: r.data.totalItems } } : r;
    },
    loadAll: async (filter) => {
      const r = await list({ ...filter, page: 1, limit: 'all' });
      return r.ok ? { ...r, data: r.data[rowsKey] } : r;
    },
  };
}
