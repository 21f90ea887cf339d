import { useMemo, useState, type ReactNode } from 'react';
import type { ApiClient, ApiResult } from '@school/api';
import { Alert, Button, DataTable, dataTableColumnHelper, LinkButton, Stack, type DataTableColumn, type DataTableState } from '@school/ui';
import { useTexts } from '../shared/intl';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useServerTable, type ServerListFilter, type ServerListQuery, type ServerPage } from '../shared/useServerTable';
import { ContentItemDialog } from './ContentItemDialog';
import type { ContentKind, PhotoItem } from './kinds';
import { isoDay, newestFirst, statusText } from './logic';

/** Props of every admin list of photo items. */
export interface ContentAdminListProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Called with an item's _id when the admin opens it. */
  onOpen: (id: string) => void;
  /** Rows per page. @default the spec's size of the list */
  pageSize?: number;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
  /**
   * Search, page, size and sort when the host keeps them (the portal: in the URL, so Back from an
   * item returns to the same page). @default kept inside
   */
  listState?: Partial<DataTableState>;
  /** Reports every change (a search, size or sort change is on page 1). @default undefined */
  onListStateChange?: (state: DataTableState) => void;
}

/** A list the server searches, sorts and pages (news, gallery). */
export interface ServerContentList<T> {
  /** One page. */
  load: (api: ApiClient, query: ServerListQuery) => Promise<ApiResult<ServerPage<T>>>;
  /** Every matching item (export). */
  loadAll: (api: ApiClient, filter: ServerListFilter) => Promise<ApiResult<T[]>>;
  /** The server's `sortBy` names of the name, date and status columns. */
  sortBy: { name: string; date: string; status: string };
}

interface TableConfig<T extends PhotoItem> {
  kind: ContentKind<T>;
  title: string;
  /** Header of the name column (Title, Full name). */
  nameHeader: string;
  /** Columns between the name and the date. @default [] */
  extraColumns?: readonly DataTableColumn<T>[];
  /** Every item, read whole and paged in the browser (a short list: staff messages). Without `server`. */
  load?: (api: ApiClient) => Promise<ApiResult<T[]>>;
  /** Paged, searched and sorted by the server (lists that grow: news, gallery). */
  server?: ServerContentList<T>;
  pageSizes: readonly number[];
  xlsxFileName: string;
}

type Props<T extends PhotoItem> = ContentAdminListProps & TableConfig<T>;

/**
 * A searchable, sortable, paged table of news, gallery items or staff messages with Add, refresh,
 * CSV/Excel export; each name opens the item. An added item shows as the list reads again.
 * With `server`, the server searches, sorts and pages (the page shown stays while the next loads).
 */
export function ContentAdminTable<T extends PhotoItem>(props: Props<T>) {
  if (props.server) return <ServerTable {...props} server={props.server} />;
  if (props.load) return <ClientTable {...props} load={props.load} />;
  throw new Error('ContentAdminTable needs `load` or `server`');
}

function useColumns<T extends PhotoItem>({ kind, nameHeader, extraColumns, onOpen }: Props<T>) {
  const t = useTexts();
  return useMemo(() => {
    const { messages, format } = t;
    const col = dataTableColumnHelper<T>();
    return [
      col.accessor((item) => kind.nameOf(item), {
        id: 'name',
        header: nameHeader,
        cell: (info) => <LinkButton onClick={() => onOpen(info.row.original._id)}>{info.getValue()}</LinkButton>,
      }),
      ...(extraColumns ?? []),
      col.accessor((item) => isoDay(kind.dateOf(item)), {
        id: 'date',
        header: messages.dateLabel,
        cell: (info) => format.formatDate(kind.dateOf(info.row.original)),
      }),
      col.accessor((item) => statusText(t, kind.key, item.show), { id: 'status', header: messages.statusLabel }),
    ] as DataTableColumn<T>[];
  }, [t, kind, nameHeader, extraColumns, onOpen]);
}

/** Every item read at once; search, sort and pages in the browser. */
function ClientTable<T extends PhotoItem>(props: Props<T> & { load: NonNullable<TableConfig<T>['load']> }) {
  const { api, kind, load } = props;
  const query = useApiQuery(queryKeys.content[kind.key].list({ every: true }), () => load(api));
  const rows = useMemo(() => (query.status === 'success' ? newestFirst(query.data, kind.dateOf) : []), [query.status, query.data, kind]);
  const columns = useColumns(props);
  const reload = () => void query.reload();
  return (
    <Chrome {...props} error={query.status === 'error' ? query.error : null} reload={reload}>
      {(actions) => (
        <DataTable
          {...shared(props, reload, actions)}
          columns={columns}
          data={rows}
          loading={query.status === 'loading'}
          state={props.listState}
          onStateChange={props.onListStateChange}
        />
      )}
    </Chrome>
  );
}

/** One page read at a time; the server searches, sorts and pages. */
function ServerTable<T extends PhotoItem>(props: Props<T> & { server: ServerContentList<T> }) {
  const { api, kind, server, pageSize, pageSizes } = props;
  const { table, query } = useServerTable<T>({
    queryKey: (q) => queryKeys.content[kind.key].list({ ...q }),
    load: (q) => server.load(api, q),
    loadAll: (filter) => server.loadAll(api, filter),
    sortable: server.sortBy,
    state: props.listState,
    onStateChange: props.onListStateChange,
    pageSizes,
    pageSize,
  });
  const columns = useColumns(props);
  const reload = () => void query.reload();
  return (
    <Chrome {...props} error={query.status === 'error' ? query.error : null} reload={reload}>
      {(actions) => <DataTable {...shared(props, reload, actions)} {...table} columns={columns} />}
    </Chrome>
  );
}

/** What both tables set alike. */
function shared<T extends PhotoItem>(props: Props<T>, reload: () => void, actions: ReactNode) {
  return {
    title: props.title,
    getRowId: (item: T) => item._id,
    defaultPageSize: props.pageSize ?? props.pageSizes[0],
    pageSizes: props.pageSizes,
    onRefresh: reload,
    onBack: props.onBack,
    xlsxFileName: props.xlsxFileName,
    actions,
  };
}

/** The table (or the error with Try again), with Add and the add dialog. */
function Chrome<T extends PhotoItem>({
  api,
  kind,
  error,
  reload,
  children,
}: Props<T> & { error: string | null; reload: () => void; children: (actions: ReactNode) => ReactNode }) {
  const t = useTexts();
  const { messages } = t;
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="lg">
      {error !== null ? (
        <Stack gap="md" align="start">
          <Alert kind="error" message={`${messages.errorPrefix}${error}`} />
          <Button variant="secondary" onClick={reload}>
            {messages.tryAgain}
          </Button>
        </Stack>
      ) : (
        children(<Button onClick={() => setAdding(true)}>{kind.text(t).add}</Button>)
      )}
      <ContentItemDialog api={api} kind={kind} open={adding} onOpenChange={setAdding} />
    </Stack>
  );
}
