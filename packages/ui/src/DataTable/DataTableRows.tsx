import type { KeyboardEvent, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactTable, Row, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './features';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column value type varies per column
type AnyTable<TData extends RowData> = ReactTable<DataTableFeatures, TData, any>;

interface RowsProps<TData extends RowData> {
  table: AnyTable<TData>;
  rows: Row<DataTableFeatures, TData>[];
  onRowClick?: (click: { row: TData; id: string }) => void;
}

function DataRow<TData extends RowData>({
  table,
  row,
  onRowClick,
  index,
}: {
  table: AnyTable<TData>;
  row: Row<DataTableFeatures, TData>;
  onRowClick?: RowsProps<TData>['onRowClick'];
  index?: number;
}) {
  const activate = () => onRowClick?.({ row: row.original, id: row.id });
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target !== e.currentTarget) return; // keys inside cell controls stay theirs
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate();
    }
  };
  return (
    <tr
      data-index={index}
      data-clickable={onRowClick ? 'true' : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? activate : undefined}
      onKeyDown={onRowClick ? onKeyDown : undefined}
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id}>
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/** Every row of the current page. */
export function PlainRows<TData extends RowData>({ table, rows, onRowClick }: RowsProps<TData>) {
  return (
    <>
      {rows.map((row) => (
        <DataRow key={row.id} table={table} row={row} onRowClick={onRowClick} />
      ))}
    </>
  );
}

const ROW_HEIGHT = 41;

/**
 * Only the rows in view, between two spacer rows, so the markup stays a real
 * table (screen readers keep header/cell relations) while long lists stay fast.
 */
export function VirtualRows<TData extends RowData>({
  table,
  rows,
  onRowClick,
  scrollRef,
  columnCount,
}: RowsProps<TData> & { scrollRef: RefObject<HTMLDivElement | null>; columnCount: number }) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {before > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: before, padding: 0, border: 0 }} />
        </tr>
      ) : null}
      {items.map((item) => (
        <DataRow key={item.key} table={table} row={rows[item.index]} onRowClick={onRowClick} index={item.index} />
      ))}
      {after > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: after, padding: 0, border: 0 }} />
        </tr>
      ) : null}
    </>
  );
}
