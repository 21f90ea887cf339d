export { DataTable } from './DataTable';
export type { DataTableProps, DataTableServerMode } from './DataTable';
export { dataTableFeatures, dataTableColumnHelper } from './features';
export type { DataTableColumn, DataTableFeatures } from './features';
export { useListState, nextListState, listStateOf, useSettledText } from './listState';
export type { DataTableState, DataTableSort, UseListStateOptions } from './listState';
