import { useMemo, useRef, type ReactNode } from 'react';
import { useTable, type RowData } from '@tanstack/react-table';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { downloadCsv, downloadXlsx } from '../export/download';
import { DEFAULT_CSV_FILE_NAME } from '../export/csv';
import { LoadingState } from '../LoadingState/LoadingState';
import { Pagination } from '../Pagination/Pagination';
import { Select } from '../Select/Select';
import { useUiMessages } from '../UiProvider/UiProvider';
import { DataTableToolbar } from './DataTableToolbar';
import { PlainRows, VirtualRows } from './DataTableRows';
import { exportColumnsOf } from './exportColumns';
import { dataTableFeatures, type DataTableColumn } from './features';
import { Footer, Root, Scroll, SortButton, Summary, Table } from './styled';

export interface DataTableProps<TData extends RowData> {
  /** Column definitions (keep the array stable: module scope or useMemo). */
  columns: readonly DataTableColumn<TData>[];
  /** Rows (keep the array stable between real changes). */
  data: readonly TData[];
  /** Stable row id. @default the row index */
  getRowId?: (row: TData, index: number) => string;
  /** Show a search box filtering across string and number values. @default true */
  searchable?: boolean;
  /** Page size choices. @default [5, 10, 25] */
  pageSizes?: readonly number[];
  /** Initial page size. @default 5 */
  defaultPageSize?: number;
  /** Paginate at all; false shows every row (virtualized when long). @default true */
  paginated?: boolean;
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

/** A searchable, sortable, paginated table with CSV/XLSX export and empty/loading states. */
export function DataTable<TData extends RowData>({
  columns, data, getRowId, searchable = true, pageSizes = DEFAULT_PAGE_SIZES, defaultPageSize = 5, paginated = true,
  loading = false, onRefresh, onBack, onRowClick, exportable = true, exportFileName = DEFAULT_CSV_FILE_NAME,
  xlsxFileName, title, ariaLabel, actions, virtualizeAbove = 100,
}: DataTableProps<TData>) {
  const messages = useUiMessages();
  const scrollRef = useRef<HTMLDivElement>(null);
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
    initialState: { pagination: { pageIndex: 0, pageSize: paginated ? defaultPageSize : Number.MAX_SAFE_INTEGER }, globalFilter: '', sorting: [] },
  });

  const { pagination, globalFilter } = table.state;
  const rows = table.getRowModel().rows;
  const total = table.getPrePaginatedRowModel().rows.length;
  const leafColumns = table.getAllLeafColumns().length;
  const virtual = rows.length > virtualizeAbove;
  const sizeOptions = useMemo(() => pageSizes.map((n) => ({ value: String(n), label: String(n) })), [pageSizes]);

  const visibleRows = () => table.getPrePaginatedRowModel().rows.map((r) => r.original);
  const exportCsv = () => downloadCsv({ rows: visibleRows(), columns: exportColumnsOf(table), fileName: exportFileName });
  const exportXlsx = () =>
    downloadXlsx({ rows: visibleRows(), columns: exportColumnsOf(table), fileName: xlsxFileName ?? exportFileName.replace(/\.csv$/i, '') + '.xlsx' });

  const first = total === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1;
  const last = Math.min(total, (pagination.pageIndex + 1) * pagination.pageSize);

  return (
    <Root data-ui="data-table" aria-busy={loading || undefined}>
      <DataTableToolbar
        title={title}
        search={searchable ? { value: String(globalFilter ?? ''), onChange: (value) => { table.setGlobalFilter(value); table.setPageIndex(0); } } : undefined}
        actions={actions}
        onRefresh={onRefresh}
        onBack={onBack}
        onExportCsv={exportable ? exportCsv : undefined}
        onExportXlsx={exportable ? exportXlsx : undefined}
        busy={loading}
      />
      <Scroll ref={scrollRef} data-virtual={virtual}>
        <Table aria-label={ariaLabel ?? (typeof title === 'string' ? title : undefined)}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <SortButton type="button" onClick={() => header.column.toggleSorting(undefined, false)}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </SortButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
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
                  <EmptyState action={onRefresh ? <Button variant="secondary" onClick={onRefresh}>{messages.refresh}</Button> : undefined} />
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
            value={String(pagination.pageSize)}
            onChange={(e) => table.setPagination({ pageIndex: 0, pageSize: Number(e.currentTarget.value) })}
          />
          <Summary aria-live="polite">{`${first}–${last} ${messages.of} ${total}`}</Summary>
          <Pagination page={pagination.pageIndex + 1} pageCount={table.getPageCount()} onPageChange={({ page }) => table.setPageIndex(page - 1)} />
        </Footer>
      ) : null}
    </Root>
  );
}
