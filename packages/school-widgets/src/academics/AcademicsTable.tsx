import { useMemo, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiResult, MessageBody } from '@school/api';
import { Alert, Button, ConfirmDialog, DataTable, dataTableColumnHelper, Stack, type DataTableColumn } from '@school/ui';
import { useTexts } from '../shared/intl';
import { confirmed, useApiMutation, type QueryState } from '../shared/query';

/** A row of these tables: an id and a name for the action buttons' labels. */
export interface NamedRow {
  _id: string;
  /** The row's number in the '#' column. */
  n: number;
}

export interface AcademicsTableProps<T extends NamedRow> {
  /** The table's heading (also its accessible name). */
  title: string;
  /** The list read's state, with its reload. */
  query: { status: QueryState<unknown>['status']; error?: string; reload: () => Promise<void> };
  /** The rows, numbered. */
  rows: readonly T[];
  /** Columns after '#' (module scope or memoised). */
  columns: readonly DataTableColumn<T>[];
  /** The name of a row in the Edit/Delete labels. */
  nameOf: (row: T) => string;
  /** Add button text; no Add button without it. @default undefined */
  addLabel?: string;
  /** Opens the add dialog. */
  onAdd?: () => void;
  /** Opens the edit dialog; no Edit/Delete column without it. @default undefined */
  onEdit?: (row: T) => void;
  /** Deletes a row after confirmation. */
  onDelete?: (row: T) => Promise<ApiResult<MessageBody>>;
  /** What a delete changes: these reads refetch after it. @default [] */
  deleteInvalidates?: QueryKey[];
  /** The confirmation's title. */
  deleteTitle?: string;
  /** The spec's progress text on Delete while deleting ('deleting courses'). @default undefined */
  deleteBusyText?: string;
  /** Makes rows open something (Enter/Space by keyboard). @default undefined */
  onOpen?: (row: T) => void;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
}

/**
 * The tables of periods, courses, grades and sections: search, paging 5/10/25, CSV export,
 * refresh, Add, per-row Edit and Delete (confirmed first; a refusal is shown in the dialog and
 * as a toast; a success refetches `deleteInvalidates`), and the error state with Try again.
 */
export function AcademicsTable<T extends NamedRow>({
  title,
  query,
  rows,
  columns,
  nameOf,
  addLabel,
  onAdd,
  onEdit,
  onDelete,
  deleteInvalidates = [],
  deleteTitle,
  deleteBusyText,
  onOpen,
  onBack,
}: AcademicsTableProps<T>) {
  const { messages, fill } = useTexts();
  const [deleting, setDeleting] = useState<T | null>(null);
  const removal = useApiMutation((row: T) => onDelete!(row), { invalidates: deleteInvalidates, successText: messages.deleted });
  const all = useMemo(() => {
    const col = dataTableColumnHelper<T>();
    const number = col.accessor((row) => row.n, { id: 'n', header: messages.numberHeader });
    if (!onEdit) return [number, ...columns] as DataTableColumn<T>[];
    const actions = col.display({
      id: 'actions',
      header: messages.actionsHeader,
      cell: (info) => (
        <Stack direction="row" gap="xs" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={fill(messages.editNamed, { name: nameOf(info.row.original) })}
            onClick={() => onEdit(info.row.original)}
          >
            {messages.editAction}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={fill(messages.deleteNamed, { name: nameOf(info.row.original) })}
            onClick={() => setDeleting(info.row.original)}
          >
            {messages.deleteAction}
          </Button>
        </Stack>
      ),
    });
    return [number, ...columns, actions] as DataTableColumn<T>[];
  }, [columns, nameOf, onEdit, messages, fill]);

  // A refusal is thrown: ConfirmDialog shows it and stays open.
  const remove = async () => {
    if (deleting && onDelete) await confirmed(removal, deleting);
  };

  if (query.status === 'error') {
    return (
      <Stack as="section" gap="md" align="start">
        <h2>{title}</h2>
        <Alert kind="error" message={`${messages.errorPrefix}${query.error}`} />
        <Button variant="secondary" onClick={() => void query.reload()}>
          {messages.tryAgain}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <DataTable<T>
        title={title}
        columns={all}
        data={rows}
        getRowId={(row) => row._id}
        loading={query.status === 'loading'}
        onRefresh={() => void query.reload()}
        onBack={onBack}
        onRowClick={onOpen ? ({ row }) => onOpen(row) : undefined}
        actions={addLabel && onAdd ? <Button onClick={onAdd}>{addLabel}</Button> : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleteTitle ?? messages.deleteAction}
        confirmLabel={messages.deleteAction}
        busyLabel={deleteBusyText}
        danger
        onConfirm={remove}
      />
    </>
  );
}
