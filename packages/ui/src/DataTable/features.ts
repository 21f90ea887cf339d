import {
  columnFilteringFeature,
  createColumnHelper,
  createCoreRowModel,
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
  type RowModel,
} from '@tanstack/react-table';

/**
 * The core row model, built again when the columns change as well as the data. TanStack memoises
 * it on the data alone, and each row keeps the values its columns' accessors gave: the same rows
 * under new columns (the texts of another language, issue 38) would show, search and sort by the
 * old values. The rows are made again only when one of the two arrays changes (callers keep both
 * stable), so a big table pays nothing more per render; a new model per columns array, and its
 * first run skips TanStack's auto resets (the page and the sort stay).
 */
function coreRowModelOfDataAndColumns() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of TanStack's row model factories
  return (table: any): (() => RowModel<any, any>) => {
    let columns: unknown;
    let model: (() => RowModel<any, any>) | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
    return () => {
      if (!model || table.options.columns !== columns) {
        columns = table.options.columns;
        model = createCoreRowModel()(table);
      }
      return model();
    };
  };
}

// TanStack Table v9: features are registered explicitly (prerequisites first),
// each with its client-side row model. Module scope keeps the object stable.
/** The TanStack Table features DataTable uses: sorting, global search, pagination. */
export const dataTableFeatures = tableFeatures({
  coreRowModel: coreRowModelOfDataAndColumns(),
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
