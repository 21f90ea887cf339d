import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { DataTable } from './DataTable';
import { studentColumns, students, type StudentRow } from './fixtures';
import type { DataTableState } from './listState';

/** What a server does with the state: search names, sort, cut out the page. */
function serverPage(state: DataTableState) {
  const term = state.search.toLowerCase();
  const matching = students.filter((s) => s.name.toLowerCase().includes(term));
  const sorted = state.sort ? [...matching].sort((a, b) => a.name.localeCompare(b.name) * (state.sort!.desc ? -1 : 1)) : matching;
  return { rows: sorted.slice((state.page - 1) * state.pageSize, state.page * state.pageSize), total: matching.length, all: sorted };
}

const bodyNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

/** A caller that keeps the state (as the portal does in the address) and reads each page. */
function Harness({ initial = {}, onState = () => {} }: { initial?: Partial<DataTableState>; onState?: (s: DataTableState) => void }) {
  const [state, setState] = useState<Partial<DataTableState>>(initial);
  const full = { page: 1, pageSize: 5, search: '', sort: null, ...state };
  const { rows, total, all } = serverPage(full);
  return (
    <DataTable<StudentRow>
      title="Students"
      columns={studentColumns}
      data={rows}
      getRowId={(r) => r.id}
      state={state}
      onStateChange={(next) => {
        onState(next);
        setState(next);
      }}
      server={{ totalItems: total, sortable: ['name'], loadAll: async () => all, searchDelayMs: 50 }}
    />
  );
}

describe('DataTable in server mode', () => {
  let blobs: Blob[];
  beforeEach(() => {
    blobs = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the page it is given with the server’s total, and hands page changes to the caller', async () => {
    const onState = vi.fn();
    renderWithTheme(<Harness onState={onState} />);
    expect(bodyNames()).toEqual(['Amina', 'Omar', 'Lina', 'Youssef', 'Sara']);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onState).toHaveBeenLastCalledWith({ page: 3, pageSize: 5, search: '', sort: null });
    expect(bodyNames()).toEqual(['Hana', 'Ziad']);
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('sends the search after a pause, on page 1, and shows what the server found', async () => {
    const onState = vi.fn();
    renderWithTheme(<Harness initial={{ page: 2 }} onState={onState} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'am');
    await waitFor(() => expect(onState).toHaveBeenLastCalledWith({ page: 1, pageSize: 5, search: 'am', sort: null }));
    expect(onState).toHaveBeenCalledTimes(1); // once, not per keystroke
    expect(bodyNames()).toEqual(['Amina', 'Adam', 'Rami']);
  });

  it('sorts only the columns the server sorts by, and a sort starts at page 1', async () => {
    const onState = vi.fn();
    renderWithTheme(<Harness initial={{ page: 2 }} onState={onState} />);
    expect(within(screen.getByRole('columnheader', { name: 'Class' })).queryByRole('button')).not.toBeInTheDocument();
    const name = screen.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(name).getByRole('button'));
    expect(onState).toHaveBeenLastCalledWith({ page: 1, pageSize: 5, search: '', sort: { id: 'name', desc: false } });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['Adam', 'Amina', 'Hana', 'Karim', 'Lina']);
  });

  it('a page size change starts at page 1', async () => {
    const onState = vi.fn();
    renderWithTheme(<Harness initial={{ page: 3 }} onState={onState} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(onState).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, search: '', sort: null });
  });

  it('shows a remembered state (search, page) and moves a page past the end to the last one', async () => {
    const onState = vi.fn();
    renderWithTheme(<Harness initial={{ search: 'a', page: 9 }} onState={onState} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('a');
    await waitFor(() => expect(onState).toHaveBeenLastCalledWith({ page: 2, pageSize: 5, search: 'a', sort: null }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('exports every matching row, not just the page shown', async () => {
    renderWithTheme(<Harness initial={{ search: 'a' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = await blobs[0].text();
    for (const name of serverPage({ page: 1, pageSize: 100, search: 'a', sort: null }).all.map((s) => s.name)) expect(csv).toContain(name);
    expect(csv.trim().split('\n')).toHaveLength(1 + serverPage({ page: 1, pageSize: 100, search: 'a', sort: null }).total);
  });

  it('while the next page loads, the range is that of the rows shown', () => {
    renderWithTheme(
      <DataTable<StudentRow>
        columns={studentColumns}
        data={students.slice(0, 5)}
        title="Students"
        state={{ page: 2 }}
        server={{ totalItems: 12, fetching: true, shown: { page: 1, pageSize: 5 } }}
      />,
    );
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says why an export failed', async () => {
    renderWithTheme(
      <DataTable<StudentRow>
        columns={studentColumns}
        data={students.slice(0, 5)}
        title="Students"
        server={{
          totalItems: 12,
          loadAll: async () => {
            throw new Error('poor connection');
          },
        }}
      />,
    );
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Export Excel' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('poor connection');
  });
});
