import { useState, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Calendar, Language } from '@school/api';
import { UiTestProvider, type DataTableState } from '@school/ui';
import { SchoolIntlProvider } from './intl/SchoolIntlProvider';
import { createSchoolQueryClient, SchoolQueryProvider } from './query';

export interface RenderWidgetOptions {
  /** The reader's language (SchoolIntlProvider, decision 220). @default 'en' */
  language?: Language;
  /** @default 'gregorian' */
  calendar?: Calendar;
}

/**
 * Renders a widget inside the UI providers, SchoolIntlProvider and a fresh query cache, with a
 * user-event session ready. A failed read shows at once: the network retry of the real client is
 * off. `setLanguage` switches the provider's language as a host's language switch does (the
 * widget stays mounted; Amharic arrives with its chunk: wait with findBy).
 */
export function renderWidget(ui: ReactElement, { language = 'en', calendar = 'gregorian' }: RenderWidgetOptions = {}) {
  const client = createSchoolQueryClient({ networkRetries: 0 });
  const tree = (reader: { language: Language; calendar: Calendar }) => (
    <UiTestProvider>
      <SchoolIntlProvider language={reader.language} calendar={reader.calendar}>
        <SchoolQueryProvider client={client}>{ui}</SchoolQueryProvider>
      </SchoolIntlProvider>
    </UiTestProvider>
  );
  let reader = { language, calendar };
  const result = render(tree(reader));
  return {
    user: userEvent.setup(),
    queryClient: client,
    ...result,
    /** The host's language switch: the same widget, in another language. */
    setLanguage: (next: Language) => result.rerender(tree((reader = { ...reader, language: next }))),
    /** The host's calendar switch. */
    setCalendar: (next: Calendar) => result.rerender(tree((reader = { ...reader, calendar: next }))),
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
