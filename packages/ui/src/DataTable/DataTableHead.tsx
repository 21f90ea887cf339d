import type { ReactTable, RowData } from '@tanstack/react-table';
import { IconArrowDown, IconArrowUp, IconArrowUpDown } from '../icons';
import type { DataTableFeatures } from './features';
import { SortButton } from './styled';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column value type varies per column
type AnyTable<TData extends RowData> = ReactTable<DataTableFeatures, TData, any>;

export interface DataTableHeadProps<TData extends RowData> {
  table: AnyTable<TData>;
  /** Whether a column may be sorted (server mode: only what the server sorts by). */
  canSort: (columnId: string) => boolean;
}

/** The header row: a sortable column's name is a button; aria-sort says the order. */
export function DataTableHead<TData extends RowData>({ table, canSort }: DataTableHeadProps<TData>) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const sortable = header.column.getCanSort() && canSort(header.column.id);
            return (
              <th
                key={header.id}
                colSpan={header.colSpan}
                scope="col"
                aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
              >
                {header.isPlaceholder ? null : sortable ? (
                  <SortButton type="button" onClick={() => header.column.toggleSorting(undefined, false)}>
                    <table.FlexRender header={header} />
                    {sorted === 'asc' ? (
                      <IconArrowUp size={14} aria-hidden="true" />
                    ) : sorted === 'desc' ? (
                      <IconArrowDown size={14} aria-hidden="true" />
                    ) : (
                      <IconArrowUpDown size={14} aria-hidden="true" />
                    )}
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
  );
}
