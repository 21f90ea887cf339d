import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk, type StudentImportRow } from '@school/api';
import type { DataTableState } from '@school/ui';
import { HostState, pageSizeOptions, renderWidget, rowTexts } from '../shared/test-utils';
import { fakeList, sevenStudents, studentRows } from './fixtures';
import { StudentList } from './StudentList';

const listOk = () => vi.fn(async () => fakeOk({ students: studentRows, totalPages: 1, totalItems: 2 }));
const csvParser = (matrix: string[][]) => vi.fn(async () => ({ ok: true as const, matrix }));
/** The server's getstudents over seven students. */
const serverList = () => vi.fn(fakeList(sevenStudents, 'students'));
/** The list in a host that keeps its state (as the portal does in the URL). */
const hosted = (list: ReturnType<typeof serverList>, initial: Partial<DataTableState>, onState?: (s: DataTableState) => void) => (
  <HostState initial={initial} onState={onState}>
    {(host) => <StudentList api={createFakeApi({ students: { list } })} onOpen={() => {}} {...host} />}
  </HostState>
);
/** The '#' and First Name cells of the rows shown. */
const shownRows = () => rowTexts(0, 1);

// The dialog flows type into many fields: give them room on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('StudentList', () => {
  it('shows the columns of the spec and opens a row by its login ID', async () => {
    const onOpen = vi.fn();
    const { user } = renderWidget(<StudentList api={createFakeApi({ students: { list: listOk() } })} onOpen={onOpen} />);
    const table = await screen.findByRole('table', { name: 'Students' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['#', 'First Name', 'Middle Name', 'Last Name', 'Gender', 'email', 'Age']);
    for (const name of ['Add', 'Import', 'Refresh', 'Export CSV', 'Export Excel'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await user.click(await within(table).findByRole('cell', { name: 'Hanna' }));
    expect(onOpen).toHaveBeenCalledWith('ST-0003');
  });

  it('reads 5 at a time from the server (5, 10 or 25 on offer) and numbers each row in the whole list', async () => {
    const list = serverList();
    const { user } = renderWidget(<StudentList api={createFakeApi({ students: { list } })} onOpen={() => {}} />);
    expect(await screen.findByText('1–5 of 7')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 5 });
    expect(shownRows()).toEqual(['1 Abel', '2 Hanna', '3 Kaleb', '4 Liya', '5 Meron']);
    expect(pageSizeOptions()).toEqual(['5', '10', '25']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 5 });
    expect(shownRows()).toEqual(['6 Natnael', '7 Selam']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(await screen.findByText('1–7 of 7')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
  });

  it('searches on the server by name and goes back to page 1', async () => {
    const list = serverList();
    const onState = vi.fn();
    const { user } = renderWidget(hosted(list, { page: 2 }, onState));
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'han');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ searchTerm: 'han', page: 1, limit: 5 }));
    expect(onState).toHaveBeenLastCalledWith({ search: 'han', page: 1, pageSize: 5, sort: null });
    await waitFor(() => expect(shownRows()).toEqual(['1 Hanna']));
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });

  it('starts from the state the host keeps and reports every change of it', async () => {
    const list = serverList();
    const onState = vi.fn();
    const { user } = renderWidget(hosted(list, { search: 'n', pageSize: 10 }, onState));
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ searchTerm: 'n', page: 1, limit: 10 });
    expect(shownRows()).toEqual(['1 Hanna', '2 Meron', '3 Natnael']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('n');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onState).toHaveBeenLastCalledWith({ search: 'n', page: 1, pageSize: 25, sort: null });
  });

  it('asks the server for an offered page size only: a size from a hand-edited URL reads 5', async () => {
    const list = serverList();
    renderWidget(hosted(list, { pageSize: 100_000 }));
    expect(await screen.findByText('1–5 of 7')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 5 });
    expect(list).not.toHaveBeenCalledWith(expect.objectContaining({ limit: 100_000 }));
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
  });

  it('sorts on the server by the name columns (not by #), from page 1', async () => {
    const list = serverList();
    const onState = vi.fn();
    const { user } = renderWidget(hosted(list, { page: 2 }, onState));
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: '#' })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: /Middle Name/ })).getByRole('button'));
    expect(onState).toHaveBeenLastCalledWith({ search: '', page: 1, pageSize: 5, sort: { id: 'middleName', desc: false } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 5, sortBy: 'middleName', sortDir: 'asc' }));
    await waitFor(() => expect(shownRows()).toEqual(['1 Abel', '2 Kaleb', '3 Meron', '4 Selam', '5 Hanna']));
    await user.click(within(screen.getByRole('columnheader', { name: /Middle Name/ })).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 5, sortBy: 'middleName', sortDir: 'desc' }));
  });

  it('exports every matching student (all pages, the same search), not only the page shown', async () => {
    const exported: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      exported.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const list = serverList();
    const { user } = renderWidget(<StudentList api={createFakeApi({ students: { list } })} onOpen={() => {}} />);
    expect(await screen.findByText('1–5 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 'all' });
    const all = await exported[0].text();
    for (const s of sevenStudents) expect(all).toContain(s.firstName);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'n');
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toHaveLength(2));
    expect(list).toHaveBeenLastCalledWith({ searchTerm: 'n', page: 1, limit: 'all' });
    const found = await exported[1].text();
    expect(found).toContain('Natnael');
    expect(found).not.toContain('Abel');
    vi.restoreAllMocks();
  });

  it('shows the error with Try again, and Refresh reads the page again', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('poor connection', 0))
      .mockResolvedValueOnce(fakeOk({ students: studentRows.slice(0, 1), totalPages: 1, totalItems: 1 }))
      .mockResolvedValue(fakeOk({ students: studentRows, totalPages: 1, totalItems: 2 }));
    const { user } = renderWidget(<StudentList api={createFakeApi({ students: { list } })} onOpen={() => {}} />);
    expect(await screen.findByText('Error: poor connection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Abel' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Hanna' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('cell', { name: 'Hanna' })).toBeInTheDocument();
    expect(screen.queryByText('Error: poor connection')).not.toBeInTheDocument();
  });

  it('adds a student, keeps the input on a server error, then shows the temporary password and reloads', async () => {
    const list = listOk();
    const add = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 400, error: 'Invalid email' })
      .mockResolvedValueOnce({
        ok: true,
        status: 201,
        message: 'successfully added',
        data: {
          message: 'successfully added',
          student: { _id: 'n', firstName: 'Kaleb', middleName: 'A', lastName: 'B', user_id: { ID: 'ST-0070' } },
          temporaryPassword: 'Temp1234abcd',
        },
      });
    const { user } = renderWidget(<StudentList api={createFakeApi({ students: { list, add } })} onOpen={() => {}} />);
    await screen.findByRole('cell', { name: 'Abel' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add student' });
    await user.type(within(dialog).getByLabelText('First name'), 'Kaleb');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'male');
    await user.type(within(dialog).getByLabelText('Age'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The student was not saved: Invalid email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Kaleb');
    expect(add).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Kaleb', gender: 'male', age: 12 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Temporary passwords' })).toHaveTextContent('Temp1234abcd');
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('imports: parses with the injected parser, flags rows the server refuses, lets them be fixed and resubmitted', async () => {
    const list = listOk();
    const imports = vi
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        status: 400,
        error: 'Some rows have errors',
        body: {
          error: 'Some rows have errors',
          errors: [{ row: 1, error: 'Invalid email' }],
          students: [{ errors: [] }, { errors: ['Invalid email'] }],
        },
      })
      .mockResolvedValueOnce({
        ok: true,
        status: 201,
        message: 'successfully added',
        data: {
          message: 'successfully added',
          students: [
            { _id: 'a', ID: 'ST-0070', firstName: 'A', middleName: 'B', lastName: 'C', temporaryPassword: 'pw1' },
            { _id: 'b', ID: 'ST-0071', firstName: 'D', middleName: 'E', lastName: 'F', temporaryPassword: 'pw2' },
          ],
        },
      });
    const parseFile = csvParser([
      ['firstName', 'email', 'colour'],
      ['A', 'a@example.et', 'red'],
      ['D', 'broken', 'blue'],
    ]);
    const { user } = renderWidget(
      <StudentList api={createFakeApi({ students: { list, import: imports } })} onOpen={() => {}} parseFile={parseFile} />,
    );
    await screen.findByRole('cell', { name: 'Abel' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import students from a spreadsheet' });
    await user.upload(
      within(dialog).getByLabelText('Spreadsheet (.xlsx, .xls or .csv)'),
      new File(['x'], 'students.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText('Ignored columns: colour')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 students' }));
    expect(await within(dialog).findByText('1 row has errors: fix or remove them, then import again')).toBeInTheDocument();
    expect(within(dialog).getByText('Row 2 has errors: Invalid email')).toBeInTheDocument();
    const cell = within(dialog).getByLabelText('email of row 2');
    await user.clear(cell);
    await user.type(cell, 'd@example.et');
    expect(within(dialog).queryByText(/Row 2 has errors/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 students' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((imports.mock.calls[1] as [StudentImportRow[]])[0]).toEqual([
      { firstName: 'A', email: 'a@example.et' },
      { firstName: 'D', email: 'd@example.et' },
    ]);
    expect(screen.getByRole('region', { name: 'Temporary passwords' })).toHaveTextContent('pw2');
    // The list reads again: the imported students show in it.
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it("refuses a file whose header names no known column: 'Invalid file. Header does not match expected fields.'", async () => {
    const { user } = renderWidget(
      <StudentList api={createFakeApi({ students: { list: listOk() } })} onOpen={() => {}} parseFile={csvParser([['name', 'mark']])} />,
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Spreadsheet (.xlsx, .xls or .csv)'), new File(['x'], 's.xlsx'));
    expect(await within(dialog).findByText('Invalid file. Header does not match expected fields.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 students' })).toBeDisabled();
  });

  // Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the table, its actions and the import dialog in Amharic, the default reader refusing a large file', async () => {
    const { user } = renderWidget(<StudentList api={createFakeApi({ students: { list: listOk() } })} onOpen={() => {}} />, {
      language: 'am',
    });
    const table = await screen.findByRole('table', { name: 'ተማሪዎች' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['#', 'ስም', 'የአባት ስም', 'የአያት ስም', 'ጾታ', 'ኢሜይል', 'ዕድሜ']);
    expect(screen.getByRole('button', { name: 'ጨምር' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'አስገባ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ተማሪዎችን ከተመን ሉህ አስገባ' });
    const big = new File(['x'], 'students.xlsx');
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText('የተመን ሉህ (.xlsx፣ .xls ወይም .csv)'), big);
    expect(await within(dialog).findByText('ፋይሉ ከ2 MB ይበልጣል')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ተው' })).toBeInTheDocument();
  });
});
