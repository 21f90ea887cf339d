import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

// TanStack Table v9: features are registered explicitly (prerequisites first),
// each with its client-side row model. Module scope keeps the object stable.
/** The TanStack Table features DataTable uses: sorting, global search, pagination. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

/** Feature registry type of DataTable. */
export type DataTableFeatures = typeof dataTableFeatures;

/** A DataTable column definition (TanStack Table v9 ColumnDef for DataTable's features). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column value type varies per column
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/**
 * A typed column helper for DataTable:
 * `const col = dataTableColumnHelper<Student>(); const columns = col.columns([col.accessor('name', { header: 'Name' })])`.
 */
export function dataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
