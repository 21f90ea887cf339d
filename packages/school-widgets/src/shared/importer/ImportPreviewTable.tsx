import styled from 'styled-components';
import { IconButton, IconClose, tokens, VisuallyHidden } from '@school/ui';
import type { DraftRow } from './types';

/** The preview's words (each importer has its own catalogue entries). */
export interface PreviewText {
  /** The table's accessible name. */
  label: string;
  /** Header of the row-number column. */
  rowHeader: string;
  /** Header of the errors column. */
  errorsHeader: string;
  /** Header of the remove-button column (read by screen readers only). */
  actionsHeader: string;
  /** A cell's label, e.g. "email of row 2". */
  cell: (field: string, row: number) => string;
  /** The remove button's label, e.g. "Remove row 2". */
  remove: (row: number) => string;
  /** The text of a row's errors (row numbered from 1). @default the messages joined by commas */
  rowErrors?: (row: number, messages: string[]) => string;
}

export interface ImportPreviewTableProps<F extends string> {
  /** The columns shown, in order. */
  columns: readonly F[];
  rows: readonly DraftRow<F>[];
  /** Every message of a row (client and server), by row key. */
  errorsOf: (row: DraftRow<F>) => string[];
  onEdit: (edit: { key: string; field: F; value: string }) => void;
  onRemove: (removal: { key: string }) => void;
  text: PreviewText;
  /** While reading or submitting. @default false */
  disabled?: boolean;
}

/** The rows of an import file as editable cells; a row with errors is marked and lists them in its last column. */
export function ImportPreviewTable<F extends string>({
  columns,
  rows,
  errorsOf,
  onEdit,
  onRemove,
  text,
  disabled = false,
}: ImportPreviewTableProps<F>) {
  return (
    <Scroll>
      <Table aria-label={text.label}>
        <thead>
          <tr>
            <th scope="col">{text.rowHeader}</th>
            {columns.map((f) => (
              <th key={f} scope="col">
                {f}
              </th>
            ))}
            <th scope="col">{text.errorsHeader}</th>
            <th scope="col">
              <VisuallyHidden>{text.actionsHeader}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const errors = errorsOf(r);
            const n = i + 1;
            const errorId = `import-row-${r.key}-errors`;
            return (
              <tr key={r.key} data-invalid={errors.length ? true : undefined} data-row={n}>
                <th scope="row">{n}</th>
                {columns.map((f) => (
                  <td key={f}>
                    <input
                      aria-label={text.cell(f, n)}
                      aria-invalid={errors.length ? true : undefined}
                      aria-describedby={errors.length ? errorId : undefined}
                      value={r.cells[f] ?? ''}
                      disabled={disabled}
                      onChange={(e) => onEdit({ key: r.key, field: f, value: e.currentTarget.value })}
                    />
                  </td>
                ))}
                <td id={errorId} data-part="row-errors">
                  {errors.length ? (text.rowErrors ? text.rowErrors(n, errors) : errors.join(', ')) : null}
                </td>
                <td>
                  <IconButton
                    label={text.remove(n)}
                    icon={<IconClose size={16} />}
                    size="sm"
                    onClick={() => onRemove({ key: r.key })}
                    disabled={disabled}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** The table scrolls inside its own box (a phone, many columns), never the page. */
const Scroll = styled.div`
  max-height: 50vh;
  overflow: auto;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
`;
// eslint-disable-next-line no-restricted-syntax -- an editable sheet whose rows carry their errors (decision 108)
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.sizeSm};
  th,
  td {
    padding: ${tokens.space.xs};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${tokens.color.surface};
  }
  input {
    width: 100%;
    min-width: 6rem;
    padding: ${tokens.space.xs};
    font: inherit;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.sm};
  }
  tr[data-invalid] {
    background: ${tokens.color.dangerSurface};
  }
  tr[data-invalid] input {
    border-color: ${tokens.color.danger};
  }
  td[data-part='row-errors'] {
    color: ${tokens.color.danger};
    min-width: 10rem;
  }
`;
