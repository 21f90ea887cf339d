import { useState, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiTestProvider, type DataTableState } from '@school/ui';
import { createSchoolQueryClient, SchoolQueryProvider } from './query';

/**
 * Renders a widget inside the UI providers and a fresh query cache, with a user-event session
 * ready. A failed read shows at once: the network retry of the real client is off.
 */
export function renderWidget(ui: ReactElement) {
  const client = createSchoolQueryClient({ networkRetries: 0 });
  return {
    user: userEvent.setup(),
    queryClient: client,
    ...render(
      <UiTestProvider>
        <SchoolQueryProvider client={client}>{ui}</SchoolQueryProvider>
      </UiTestProvider>,
    ),
  };
}

/** The choices of the table's Rows per page list. */
export const pageSizeOptions = () =>
  within(screen.getByRole('combobox', { name: 'Rows per page' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Each body row of the table shown: the text of the cells at `columns`, joined by a space. */
export const rowTexts = (...columns: number[]) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return columns.map((i) => cells[i].textContent).join(' ');
    });

/** What a host that keeps a list's state hands the list widget (`listState`, `onListStateChange`). */
export interface HostedListState {
  listState: Partial<DataTableState>;
  onListStateChange: (state: DataTableState) => void;
}

/** A host that keeps a list's state (as the portal does in the URL) and reports each change to `onState`. */
export function HostState({
  initial,
  onState,
  children,
}: {
  initial: Partial<DataTableState>;
  onState?: (state: DataTableState) => void;
  children: (host: HostedListState) => ReactElement;
}) {
  const [state, setState] = useState(initial);
  return children({
    listState: state,
    onListStateChange: (next) => {
      onState?.(next);
      setState(next);
    },
  });
}
