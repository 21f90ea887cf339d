import styled from 'styled-components';
import { TEACHER_IMPORT_HEADER, messages } from '@school/api';
import { IconButton, tokens } from '@school/ui';
import { fill } from '../shared/text';
import type { ImportField, ImportRow } from './logic';

export interface ImportPreviewTableProps {
  rows: readonly ImportRow[];
  /** Client-side errors by row key. */
  clientErrors: ReadonlyMap<string, string[]>;
  onEdit: (edit: { key: string; field: ImportField; value: string }) => void;
  onRemove: (removal: { key: string }) => void;
  disabled?: boolean;
}

/** The rows of an import file as editable cells; a row with errors is marked and lists them. */
export function ImportPreviewTable({ rows, clientErrors, onEdit, onRemove, disabled = false }: ImportPreviewTableProps) {
  return (
    <Scroll>
      <Table aria-label={messages.teachersImportTitle}>
        <thead>
          <tr>
            <th scope="col">{messages.teachersImportRowHeader}</th>
            {TEACHER_IMPORT_HEADER.map((f) => (
              <th key={f} scope="col">
                {f}
              </th>
            ))}
            <th scope="col">{messages.teachersImportErrorsHeader}</th>
            <th scope="col" aria-label={messages.teachersActionsHeader} />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const errors = [...(clientErrors.get(r.key) ?? []), ...r.serverErrors];
            const n = i + 1;
            const errorId = `import-row-${r.key}-errors`;
            return (
              <tr key={r.key} data-invalid={errors.length ? true : undefined} data-row={n}>
                <th scope="row">{n}</th>
                {TEACHER_IMPORT_HEADER.map((f) => (
                  <td key={f}>
                    <input
                      aria-label={fill(messages.teachersImportCellLabel, { field: f, row: n })}
                      aria-invalid={errors.length ? true : undefined}
                      aria-describedby={errors.length ? errorId : undefined}
                      value={r.cells[f]}
                      disabled={disabled}
                      onChange={(e) => onEdit({ key: r.key, field: f, value: e.currentTarget.value })}
                    />
                  </td>
                ))}
                <td id={errorId} data-part="row-errors">
                  {errors.join(', ')}
                </td>
                <td>
                  <IconButton
                    label={fill(messages.teachersImportRemoveRow, { row: n })}
                    icon="×"
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

const Scroll = styled.div`
  max-height: 50vh;
  overflow: auto;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
`;
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
