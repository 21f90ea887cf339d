export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { dataTableFeatures, dataTableColumnHelper } from './features';
export type { DataTableColumn, DataTableFeatures } from './features';
