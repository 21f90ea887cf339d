import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { AcademicPeriodList } from './AcademicPeriodList';
import { periodsFixture } from './fixtures';

const listOk = () => vi.fn(async () => fakeOk({ academicPeriods: periodsFixture, totalPages: 1, totalItems: periodsFixture.length }));
const rowsShown = () => screen.getAllByRole('row').slice(1);

describe('AcademicPeriodList', () => {
  it('lists every period 5 per page, searches, and opens one by keyboard', async () => {
    const list = listOk();
    const onOpen = vi.fn();
    const { user } = renderWidget(<AcademicPeriodList api={createFakeApi({ academics: { periods: { list } } })} onOpen={onOpen} />);
    expect(await screen.findByRole('cell', { name: '2026' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 'all' });
    expect(rowsShown()).toHaveLength(5);
    expect(screen.queryByRole('cell', { name: '2023' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '2024');
    expect(rowsShown()).toHaveLength(3); // the year, or a date in 2024
    rowsShown()[0].focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith({ id: 'ap3', year: 2024, semester: 2 });
  });

  it('adds a period: Save stays disabled while any error exists, errors show as typed', async () => {
    const list = listOk();
    const add = vi.fn(async () => fakeOk({ message: 'successfully added', academicPeriod: periodsFixture[0] }));
    const { user } = renderWidget(
      <AcademicPeriodList api={createFakeApi({ academics: { periods: { list, add } } })} onOpen={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Add academic period' }));
    const dialog = screen.getByRole('dialog', { name: 'Add academic period' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Year'), '-1');
    expect(within(dialog).getByText('Year must be a positive integer')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Year'));
    await user.type(within(dialog).getByLabelText('Year'), '2031');
    await user.selectOptions(within(dialog).getByLabelText('Semester'), '2');
    await user.type(within(dialog).getByLabelText('Start date'), '2032-02-01');
    await user.type(within(dialog).getByLabelText('End date'), '2032-01-01');
    expect(within(dialog).getByText('Start date must be before end date')).toBeInTheDocument();
    expect(within(dialog).getByText('End date must be after start date')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('End date'));
    await user.type(within(dialog).getByLabelText('End date'), '2032-08-31');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(add).toHaveBeenCalledWith({ year: 2031, semester: 2, startDate: '2032-02-01', endDate: '2032-08-31' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.getByText('successfully added')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const add = vi.fn(async () => fakeFail('An academic period for 2026 semester 1 already exists'));
    const { user } = renderWidget(
      <AcademicPeriodList api={createFakeApi({ academics: { periods: { list: listOk(), add } } })} onOpen={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Add academic period' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Year'), '2026');
    await user.type(within(dialog).getByLabelText('Start date'), '2026-09-01');
    await user.type(within(dialog).getByLabelText('End date'), '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already exists');
    expect(within(dialog).getByLabelText('Year')).toHaveValue(2026);
  });

  it('edits with the period’s values and deletes after confirmation, showing a refusal', async () => {
    const edit = vi.fn(async () => fakeOk({ message: 'successfully updated', academicPeriod: periodsFixture[0] }));
    const remove = vi.fn(async () => fakeFail('This academic period cannot be deleted while it has grades, courses'));
    const { user } = renderWidget(
      <AcademicPeriodList api={createFakeApi({ academics: { periods: { list: listOk(), edit, remove } } })} onOpen={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit 2026, semester 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit academic period' });
    expect(within(dialog).getByLabelText('Year')).toHaveValue(2026);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(edit).toHaveBeenCalledWith('ap6', { year: 2026, semester: 1, startDate: '2026-09-01', endDate: '2027-01-31' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete 2026, semester 1' }));
    expect(remove).not.toHaveBeenCalled();
    const confirm = screen.getByRole('dialog', { name: 'Delete this academic period?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('while it has grades, courses');
    expect(remove).toHaveBeenCalledWith('ap6');
  });

  // Issue 38 (decision 220): a switch of the provider re-renders the list and its dialog in Amharic, no reload.
  it('reads the list and the period dialog in Amharic after the language is switched', async () => {
    const { user, setLanguage } = renderWidget(
      <AcademicPeriodList api={createFakeApi({ academics: { periods: { list: listOk() } } })} onOpen={() => undefined} />,
    );
    expect(await screen.findByRole('button', { name: 'Edit 2026, semester 1' })).toBeInTheDocument();
    setLanguage('am');
    const edit = await screen.findByRole('button', { name: '2026፣ መንፈቀ ዓመት 1 አርትዕ' });
    expect(screen.getByRole('table', { name: 'የትምህርት ጊዜያት' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /መንፈቀ ዓመት/ })).toBeInTheDocument();
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'የትምህርት ጊዜ አርትዕ' });
    await user.clear(within(dialog).getByLabelText('ዓመት'));
    await user.type(within(dialog).getByLabelText('ዓመት'), '-1');
    // The contract schema's message, written in English at load, reads in Amharic.
    expect(within(dialog).getByText('ዓመቱ አዎንታዊ ሙሉ ቁጥር መሆን አለበት')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'አስቀምጥ' })).toBeDisabled();
  });

  it('shows the error state and tries again, and the empty state', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('poor connection', 0))
      .mockResolvedValue(fakeOk({ academicPeriods: [], totalPages: 0, totalItems: 0 }));
    const { user } = renderWidget(
      <AcademicPeriodList api={createFakeApi({ academics: { periods: { list } } })} onOpen={() => undefined} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });
});
