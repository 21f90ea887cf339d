import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { DataTable, type DataTableProps } from './DataTable';
import { dataTableColumnHelper } from './features';
import { manyStudents, studentColumns, students, type StudentRow } from './fixtures';

const bodyNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

function renderTable(props: Partial<DataTableProps<StudentRow>> = {}) {
  return renderWithTheme(
    <DataTable<StudentRow> title="Students" columns={studentColumns} data={students} getRowId={(r) => r.id} {...props} />,
  );
}

describe('DataTable', () => {
  it('shows 5 rows per page by default and pages with the pagination', async () => {
    renderTable();
    expect(bodyNames()).toEqual(['Amina', 'Omar', 'Lina', 'Youssef', 'Sara']);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyNames()).toEqual(['Hana', 'Ziad']);
  });

  it('filters by search across columns and goes back to page 1', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'grade 3-b');
    expect(bodyNames()).toEqual(['Omar', 'Youssef', 'Karim', 'Adam', 'Rami']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'maya');
    expect(bodyNames()).toEqual(['Maya']);
  });

  it('names its controls by the table: the search box and page size sit in the group named Students', () => {
    renderTable();
    const group = screen.getByRole('group', { name: 'Students' });
    expect(within(group).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(within(group).getByRole('combobox', { name: 'Rows per page' })).toBeInTheDocument();
    expect(within(group).getByRole('table', { name: 'Students' })).toBeInTheDocument();
  });

  it('sorts by clicking a header button, reflecting aria-sort', async () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['Adam', 'Amina', 'Hana', 'Karim', 'Lina']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()[0]).toBe('Ziad');
  });

  it('changes page size, returning to page 1', async () => {
    renderTable({ pageSizes: [5, 10, 25] });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(bodyNames()).toHaveLength(10);
    expect(bodyNames()[0]).toBe('Amina');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows No Data Available with a Refresh button that calls onRefresh', async () => {
    const onRefresh = vi.fn();
    renderTable({ data: [], onRefresh });
    const cell = within(screen.getByRole('table')).getByText('No Data Available').closest('td')!;
    await userEvent.click(within(cell).getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state instead of rows', () => {
    renderTable({ loading: true });
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Amina')).not.toBeInTheDocument();
  });

  it('activates rows by click and keyboard when onRowClick is set', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    await userEvent.click(screen.getByText('Omar'));
    const row = screen.getByText('Lina').closest('tr')!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick.mock.calls.map(([c]) => c.id)).toEqual(['s2', 's3']);
  });

  it('offers Back and export buttons', async () => {
    const onBack = vi.fn();
    renderTable({ onBack });
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
  });

  it('reads the cells again when the columns change with the same rows (the texts of another language)', async () => {
    const col = dataTableColumnHelper<StudentRow>();
    const columnsIn = (passed: string, failed: string) =>
      col.columns([
        col.accessor('name', { header: 'Name' }),
        col.accessor((row) => (row.average >= 15 ? passed : failed), { id: 'result', header: passed === 'Passed' ? 'Result' : 'ውጤት' }),
      ]);
    const english = columnsIn('Passed', 'Failed');
    const amharic = columnsIn('አልፏል', 'ወድቋል');
    const { rerender } = renderTable({ columns: english });
    const header = screen.getByRole('columnheader', { name: /Result/ });
    await userEvent.click(within(header).getByRole('button'));
    const results = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(results()).toEqual(['Failed', 'Failed', 'Failed', 'Failed', 'Failed']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'fail');
    expect(screen.getByText('1–5 of 6')).toBeInTheDocument();

    rerender(<DataTable<StudentRow> title="Students" columns={amharic} data={students} getRowId={(r) => r.id} />);
    expect(await screen.findByRole('columnheader', { name: /ውጤት/ })).toBeInTheDocument();
    // The same rows, the new columns' texts; the search reads them too (nothing says "fail" now).
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ወድቋል');
    expect(results()).toEqual(['ወድቋል', 'ወድቋል', 'ወድቋል', 'ወድቋል', 'ወድቋል']);
    expect(screen.getByText('1–5 of 6')).toBeInTheDocument();
  });

  it('keeps the cells it read while the rows and the columns stay the same arrays', () => {
    const col = dataTableColumnHelper<StudentRow>();
    const read = vi.fn((row: StudentRow) => row.className);
    const columns = col.columns([col.accessor('name', { header: 'Name' }), col.accessor(read, { id: 'class', header: 'Class' })]);
    const { rerender } = renderTable({ columns });
    const reads = read.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    rerender(<DataTable<StudentRow> title="Pupils" columns={columns} data={students} getRowId={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Pupils' })).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(reads);
  });

  it('virtualizes long unpaginated lists instead of rendering every row', () => {
    renderTable({ data: manyStudents, paginated: false, virtualizeAbove: 100 });
    const rendered = within(screen.getByRole('table')).getAllByRole('row').length;
    expect(rendered).toBeLessThan(100);
  });
});
