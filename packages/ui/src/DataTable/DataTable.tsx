import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTable, type PaginationState, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { downloadCsv, downloadXlsx } from '../export/download';
import { DEFAULT_CSV_FILE_NAME } from '../export/csv';
import { LoadingState } from '../LoadingState/LoadingState';
import { Pagination } from '../Pagination/Pagination';
import { Select } from '../Select/Select';
import { useUiMessages } from '../UiProvider/UiProvider';
import { DataTableHead } from './DataTableHead';
import { DataTableToolbar } from './DataTableToolbar';
import { PlainRows, VirtualRows } from './DataTableRows';
import { exportColumnsOf } from './exportColumns';
import { dataTableFeatures, type DataTableColumn } from './features';
import { useListState, useSettledText, type DataTableState } from './listState';
import { Footer, Root, Scroll, Summary, Table } from './styled';

/** Server mode: the caller reads one page for the table's state; the server searched, sorted and paged. */
export interface DataTableServerMode<TData> {
  /** How many rows match on the server (every page). */
  totalItems: number;
  /** Ids of the columns the server can sort by; the others have no sort button. @default [] */
  sortable?: readonly string[];
  /** Every matching row (same search and sort, all pages), for CSV and Excel. @default the page shown */
  loadAll?: () => Promise<readonly TData[]>;
  /** The next page is being read while this one stays on screen. @default false */
  fetching?: boolean;
  /** Wait after the last keystroke before the search goes to `onStateChange`, in ms. @default 300 */
  searchDelayMs?: number;
  /**
   * The page and size the rows shown belong to, when not the state's (the previous page stays on
   * screen while the next loads): the range above the pager is theirs. @default the state's
   */
  shown?: { page: number; pageSize: number };
}

export interface DataTableProps<TData extends RowData> {
  /**
   * Column definitions (keep the array stable: module scope or useMemo). A new array reads every
   * row's cells again, as new `data` does (the same rows in another language's texts).
   */
  columns: readonly DataTableColumn<TData>[];
  /** Rows (keep the array stable between real changes); in server mode, the page shown. */
  data: readonly TData[];
  /** Stable row id. @default the row index */
  getRowId?: (row: TData, index: number) => string;
  /** Show a search box (client mode: across string and number values). @default true */
  searchable?: boolean;
  /** Page size choices. @default [5, 10, 25] */
  pageSizes?: readonly number[];
  /** Initial page size. @default 5 */
  defaultPageSize?: number;
  /** Paginate at all; false shows every row (virtualized when long). @default true */
  paginated?: boolean;
  /**
   * The list's state (page from 1, page size, search, sort) when the caller keeps it, e.g. in the
   * address so Back returns to it; what is not given starts from the defaults. @default undefined
   */
  state?: Partial<DataTableState>;
  /** Called with the whole state after every change (a search, size or sort change is on page 1). @default undefined */
  onStateChange?: (state: DataTableState) => void;
  /** Server paging, sorting and search (see DataTableServerMode). @default undefined (all in the browser) */
  server?: DataTableServerMode<TData>;
  /** Show the loading state instead of rows. @default false */
  loading?: boolean;
  /** Shows a Refresh button (toolbar and empty state). @default undefined */
  onRefresh?: () => void;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
  /** Makes rows clickable and keyboard-activatable (Enter/Space). @default undefined */
  onRowClick?: (click: { row: TData; id: string }) => void;
  /** Show Export CSV / Export Excel buttons. @default true */
  exportable?: boolean;
  /** CSV file name. @default 'exported_data.csv' */
  exportFileName?: string;
  /** XLSX file name. @default exportFileName with .xlsx */
  xlsxFileName?: string;
  /** Heading above the table; also names the table. @default undefined */
  title?: ReactNode;
  /** Accessible name when there is no string title. @default undefined */
  ariaLabel?: string;
  /** Extra toolbar nodes (e.g. an "Add student" button). @default undefined */
  actions?: ReactNode;
  /** Row count above which rows are virtualized. @default 100 */
  virtualizeAbove?: number;
}

const DEFAULT_PAGE_SIZES = [5, 10, 25] as const;
const resolve = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater);

/**
 * A searchable, sortable, paginated table with CSV/XLSX export and empty/loading states. In the
 * browser by default; with `server`, the caller loads each page for the state it is given.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  searchable = true,
  pageSizes = DEFAULT_PAGE_SIZES,
  defaultPageSize = 5,
  paginated = true,
  state: given,
  onStateChange,
  server,
  loading = false,
  onRefresh,
  onBack,
  onRowClick,
  exportable = true,
  exportFileName = DEFAULT_CSV_FILE_NAME,
  xlsxFileName,
  title,
  ariaLabel,
  actions,
  virtualizeAbove = 100,
}: DataTableProps<TData>) {
  const messages = useUiMessages();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(scrollRef);
  const defaults = { page: 1, pageSize: paginated ? defaultPageSize : Number.MAX_SAFE_INTEGER, search: '', sort: null };
  const [state, update] = useListState({ state: given, onStateChange, defaults });
  const [searchText, setSearchText] = useSettledText(state.search, (search) => update({ search }), server?.searchDelayMs ?? 300);
  const [exporting, setExporting] = useState<{ error: string } | 'busy' | null>(null);
  const pageSize = paginated ? state.pageSize : Number.MAX_SAFE_INTEGER;
  const sorting: SortingState = state.sort ? [state.sort] : [];

  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataTableColumn<TData>[],
    data,
    getRowId,
    globalFilterFn: 'includesString',
    // Search only columns whose values are text or numbers (not objects/dates).
    getColumnCanGlobalFilter: (column) => {
      const first = data[0];
      if (first === undefined || !column.accessorFn) return false;
      const value = (column.accessorFn as unknown as (row: TData, index: number) => unknown)(first, 0);
      return typeof value === 'string' || typeof value === 'number';
    },
    manualPagination: Boolean(server),
    manualSorting: Boolean(server),
    manualFiltering: Boolean(server),
    rowCount: server?.totalItems,
    // The page is the state's; it goes back to 1 only on a search, size or sort change.
    autoResetPageIndex: false,
    state: {
      pagination: { pageIndex: state.page - 1, pageSize },
      sorting,
      globalFilter: server ? '' : state.search,
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = resolve(updater, { pageIndex: state.page - 1, pageSize });
      update({ page: next.pageIndex + 1, pageSize: next.pageSize });
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [first] = resolve(updater, sorting);
      update({ sort: first ? { id: first.id, desc: first.desc } : null });
    },
  });

  const rows = table.getRowModel().rows;
  const total = server ? server.totalItems : table.getPrePaginatedRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const leafColumns = table.getAllLeafColumns().length;
  const virtual = rows.length > virtualizeAbove;
  const sizeOptions = useMemo(() => pageSizes.map((n) => ({ value: String(n), label: String(n) })), [pageSizes]);

  // A remembered page past the end (fewer rows now): show the last page instead.
  const pastEnd = paginated && !loading && !server?.fetching && state.page > pageCount;
  useEffect(() => {
    if (pastEnd) update({ page: pageCount });
  }, [pastEnd, pageCount, update]);

  const exportRows = async (): Promise<readonly TData[] | null> => {
    if (!server) return table.getPrePaginatedRowModel().rows.map((r) => r.original);
    if (!server.loadAll) return data;
    setExporting('busy');
    try {
      const all = await server.loadAll();
      setExporting(null);
      return all;
    } catch (e) {
      setExporting({ error: e instanceof Error ? e.message : String(e) });
      return null;
    }
  };
  const exportCsv = async () => {
    const all = await exportRows();
    if (all) downloadCsv({ rows: all, columns: exportColumnsOf(table), fileName: exportFileName });
  };
  const exportXlsx = async () => {
    const all = await exportRows();
    if (all)
      await downloadXlsx({
        rows: all,
        columns: exportColumnsOf(table),
        fileName: xlsxFileName ?? exportFileName.replace(/\.csv$/i, '') + '.xlsx',
      });
  };

  const page = Math.min(state.page, pageCount);
  const shown = server?.shown ?? { page, pageSize };
  const first = total === 0 ? 0 : (shown.page - 1) * shown.pageSize + 1;
  const last = Math.min(total, shown.page * shown.pageSize);
  const busy = loading || Boolean(server?.fetching);

  // The table's name also names the group of its controls: two tables on a page each have a
  // search box and page controls, told apart by the group a screen reader announces on entry.
  const name = ariaLabel ?? (typeof title === 'string' ? title : undefined);
  return (
    <Root data-ui="data-table" role={name ? 'group' : undefined} aria-label={name} aria-busy={busy || undefined}>
      <DataTableToolbar
        title={title}
        search={
          searchable
            ? {
                value: server ? searchText : state.search,
                onChange: (value) => (server ? setSearchText(value) : update({ search: value })),
              }
            : undefined
        }
        actions={actions}
        onRefresh={onRefresh}
        onBack={onBack}
        onExportCsv={exportable ? () => void exportCsv() : undefined}
        onExportXlsx={exportable ? () => void exportXlsx() : undefined}
        busy={loading}
        exporting={exporting === 'busy'}
      />
      {exporting && exporting !== 'busy' ? <Alert kind="error" message={exporting.error} onClear={() => setExporting(null)} /> : null}
      <Scroll
        ref={scrollRef}
        data-virtual={virtual}
        data-fetching={server?.fetching || undefined}
        {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': name } : {})}
      >
        <Table aria-label={name}>
          <DataTableHead table={table} canSort={(id) => !server || (server.sortable ?? []).includes(id)} />
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={leafColumns}>
                  <LoadingState />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={leafColumns}>
                  <EmptyState
                    action={
                      onRefresh ? (
                        <Button variant="secondary" onClick={onRefresh}>
                          {messages.refresh}
                        </Button>
                      ) : undefined
                    }
                  />
                </td>
              </tr>
            ) : virtual ? (
              <VirtualRows table={table} rows={rows} onRowClick={onRowClick} scrollRef={scrollRef} columnCount={leafColumns} />
            ) : (
              <PlainRows table={table} rows={rows} onRowClick={onRowClick} />
            )}
          </tbody>
        </Table>
      </Scroll>
      {paginated && !loading ? (
        <Footer data-part="footer">
          <Select
            label={messages.rowsPerPage}
            options={sizeOptions}
            value={String(pageSize)}
            onChange={(e) => update({ pageSize: Number(e.currentTarget.value) })}
          />
          <Summary aria-live="polite">{`${first}–${last} ${messages.of} ${total}`}</Summary>
          <Pagination page={page} pageCount={pageCount} onPageChange={({ page: next }) => update({ page: next })} />
        </Footer>
      ) : null}
    </Root>
  );
}

/**
 * Whether the box's content is wider or taller than the box, so it scrolls: then the box takes
 * keyboard focus, and the arrow keys scroll a table of plain text on a phone (WCAG 2.1.1, axe's
 * scrollable-region-focusable). A box that does not scroll stays out of the tab order.
 */
function useScrolls(ref: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
