import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { pageSizeOptions, renderWidget, rowTexts } from '../../shared/test-utils';
import { fakeList, sevenApplicants } from '../../students/fixtures';
import { ApplicantList } from './ApplicantList';

/** The server's studenttobeapproved over seven applicants. */
const serverList = () => vi.fn(fakeList(sevenApplicants, 'StudentsTobeApproved'));
/** The '#' and ID cells of the rows shown. */
const shownRows = () => rowTexts(0, 1);

// Paging and sorting flows click through several pages: give them room on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ApplicantList', () => {
  it('shows the columns, 5 a page from the server numbered in the whole list, and opens a row by its record _id', async () => {
    const list = serverList();
    const onOpen = vi.fn();
    const { user } = renderWidget(<ApplicantList api={createFakeApi({ applicants: { list } })} onOpen={onOpen} />);
    const table = await screen.findByRole('table', { name: 'Applicants' });
    expect(await screen.findByText('1–5 of 7')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['#', 'ID', 'First Name', 'Middle Name', 'Last Name', 'Gender', 'email', 'Grade applied for', 'Applied on']);
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 5 });
    expect(pageSizeOptions()).toEqual(['5', '10', '25']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    expect(shownRows()).toEqual(['6 ST-0160', '7 ST-0170']);
    await user.click(within(table).getByRole('cell', { name: 'Selam' }));
    expect(onOpen).toHaveBeenCalledWith('a7');
  });

  it('reads its headers in Amharic for a reader in Amharic', async () => {
    renderWidget(<ApplicantList api={createFakeApi({ applicants: { list: serverList() } })} onOpen={() => {}} />, { language: 'am' });
    const table = await screen.findByRole('table', { name: 'አመልካቾች' });
    expect(await within(table).findByRole('columnheader', { name: /ያመለከተበት ቀን/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /ያመለከተበት ክፍል/ })).toBeInTheDocument();
  });

  it('searches by name on the server from page 1, and sorts by the date applied', async () => {
    const list = serverList();
    const { user } = renderWidget(<ApplicantList api={createFakeApi({ applicants: { list } })} onOpen={() => {}} />);
    expect(await screen.findByText('1–5 of 7')).toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: '#' })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('6–7 of 7')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'meron');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ searchTerm: 'meron', page: 1, limit: 5 }));
    await waitFor(() => expect(shownRows()).toEqual(['1 ST-0150']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(await screen.findByText('1–5 of 7')).toBeInTheDocument();
    const appliedOn = () => within(screen.getByRole('columnheader', { name: /Applied on/ })).getByRole('button');
    await user.click(appliedOn());
    await user.click(appliedOn());
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 5, sortBy: 'Date', sortDir: 'desc' }));
    await waitFor(() => expect(shownRows()).toEqual(['1 ST-0170', '2 ST-0160', '3 ST-0150', '4 ST-0140', '5 ST-0130']));
  });

  it('shows the error with Try again, which reads the list again', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('poor connection', 0))
      .mockResolvedValue(fakeOk({ StudentsTobeApproved: sevenApplicants.slice(0, 2), totalPages: 1, totalItems: 2 }));
    const { user } = renderWidget(<ApplicantList api={createFakeApi({ applicants: { list } })} onOpen={() => {}} />);
    expect(await screen.findByText('Error: poor connection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'ST-0110' })).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });
});
