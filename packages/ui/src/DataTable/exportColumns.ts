import type { RowData } from '@tanstack/react-table';
import type { ExportColumn } from '../export/csv';
import type { DataTableFeatures } from './features';
import type { ReactTable } from '@tanstack/react-table';

/**
 * The export columns of a table: every leaf column with an accessor, headed
 * by its string header (or its id when the header is a render function).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column value type varies per column
export function exportColumnsOf<TData extends RowData>(table: ReactTable<DataTableFeatures, TData, any>): ExportColumn<TData>[] {
  return table
    .getAllLeafColumns()
    .filter((column) => Boolean(column.accessorFn))
    .map((column) => {
      const header = column.columnDef.header;
      return {
        header: typeof header === 'string' ? header : column.id,
        value: (row: TData) => column.accessorFn?.(row, 0),
      };
    });
}
