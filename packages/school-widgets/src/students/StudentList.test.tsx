import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeOk, type StudentImportRow } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { studentRows } from './fixtures';
import { StudentList } from './StudentList';

const listOk = () => vi.fn(async () => fakeOk({ students: studentRows, totalPages: 1, totalItems: 2 }));
const csvParser = (matrix: string[][]) => vi.fn(async () => ({ ok: true as const, matrix }));

describe('StudentList', () => {
  it('shows the columns of the spec and opens a row by its login ID', async () => {
    const onOpen = vi.fn();
    const { user } = renderWidget(<StudentList api={createFakeApi({ students: { list: listOk() } })} onOpen={onOpen} />);
    const table = await screen.findByRole('table', { name: 'Students' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['#', 'First Name', 'Middle Name', 'Last Name', 'Gender', 'email', 'Age']);
    await user.click(await within(table).findByRole('cell', { name: 'Hanna' }));
    expect(onOpen).toHaveBeenCalledWith('ST-0003');
  });

  it('searches on the server and goes back to page 1', async () => {
    const list = listOk();
    const { user } = renderWidget(<StudentList api={createFakeApi({ students: { list } })} onOpen={() => {}} />);
    await screen.findByRole('cell', { name: 'Abel' });
    await user.type(screen.getByLabelText('Search students'), 'han');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ searchTerm: 'han', page: 1, limit: 5 }));
  });

  it('starts from the state the host keeps and reports every change of it', async () => {
    const list = listOk();
    const onListStateChange = vi.fn();
    const { user } = renderWidget(
      <StudentList
        api={createFakeApi({ students: { list } })}
        onOpen={() => {}}
        listState={{ search: 'ab', page: 2, limit: 10 }}
        onListStateChange={onListStateChange}
      />,
    );
    await waitFor(() => expect(list).toHaveBeenCalledWith({ searchTerm: 'ab', page: 2, limit: 10 }));
    expect(screen.getByLabelText('Search students')).toHaveValue('ab');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(onListStateChange).toHaveBeenLastCalledWith({ search: 'ab', page: 1, limit: 25 });
  });

  it('shows the error with a way to try again', async () => {
    const list = vi.fn(async () => ({ ok: false as const, status: 0, error: 'poor connection' }));
    renderWidget(<StudentList api={createFakeApi({ students: { list } })} onOpen={() => {}} />);
    expect(await screen.findByText('Error: poor connection')).toBeInTheDocument();
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
  }, 20_000);

  it('imports: parses with the injected parser, flags rows the server refuses, lets them be fixed and resubmitted', async () => {
    const list = listOk();
    const imports = vi
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        status: 400,
        error: 'Some rows have errors',
        body: { error: 'Some rows have errors', students: [{ errors: [] }, { errors: ['Invalid email'] }] },
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
    expect(await within(dialog).findByText('1 rows have errors: fix or remove them, then import again')).toBeInTheDocument();
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
  }, 20_000);

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
});
