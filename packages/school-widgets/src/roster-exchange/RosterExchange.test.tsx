import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { RosterExchange } from './RosterExchange';
import { check, imported, issues, okResult, periods } from './fixtures';

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'roster.zip', { type: 'application/zip' });

function show(overrides: Parameters<typeof createFakeApi>[0] = {}, language: 'en' | 'am' = 'en') {
  const exportZip = vi.fn(async () => fakeOk(new Blob(['zip'])));
  const api = createFakeApi({
    academics: { periods: { list: async () => fakeOk({ academicPeriods: periods, totalPages: 1, totalItems: periods.length }) } },
    roster: { exportZip },
    ...overrides,
  });
  return { ...renderWidget(<RosterExchange api={api} now={() => new Date('2026-11-28T10:00:00Z')} />, { language }), exportZip };
}

describe('RosterExchange', () => {
  it('exports one period with the released grades as a zip', async () => {
    const createUrl = vi.fn(() => 'blob:zip');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: () => undefined });
    const { user, exportZip } = show();
    const scope = await screen.findByRole('combobox', { name: 'What to export' });
    await screen.findByRole('option', { name: '2025, semester 2' });
    await user.selectOptions(scope, 'p2');
    await user.click(screen.getByRole('checkbox', { name: /Include the released grades/ }));
    await user.click(screen.getByRole('button', { name: 'Download the zip' }));
    expect(await screen.findByText('The zip is downloaded')).toBeInTheDocument();
    expect(exportZip).toHaveBeenCalledWith({ academic_period_id: 'p2', grades: true });
    expect(createUrl).toHaveBeenCalled();
  });

  it('shows the export’s failure', async () => {
    const { user } = show({ roster: { exportZip: async () => fakeFail('No such academic period', 404) } });
    await user.click(await screen.findByRole('button', { name: 'Download the zip' }));
    expect(await screen.findByText('No such academic period')).toBeInTheDocument();
  });

  it('refuses a file that is not a zip before sending it', async () => {
    const checkZip = vi.fn();
    show({ roster: { check: checkZip } });
    // The picker's accept list is only a hint to the browser: another file can still be dropped in.
    fireEvent.change(screen.getByLabelText('OneRoster zip'), { target: { files: [new File(['a,b'], 'users.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('The file is not a zip archive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    expect(checkZip).not.toHaveBeenCalled();
  });

  it('lists each problem of a refused zip with its file, line and column', async () => {
    const refused = { ok: false as const, status: 400, error: 'The file has 2 errors: nothing was imported', issues };
    const { user } = show({ roster: { check: async () => refused } });
    await user.upload(screen.getByLabelText('OneRoster zip'), zip());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('The file has 2 errors: nothing was imported')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Errors: nothing was imported' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'users.csv4emailThis email is already used by another account',
      'enrollments.csv11classSourcedIdNo record of classes.csv has the sourcedId cls-nope',
    ]);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('checks, shows what the import will do, imports on confirmation and shows the new passwords once', async () => {
    const checkZip = vi.fn(async (_f: Blob, _n: string, onProgress?: (f: number) => void) => {
      onProgress?.(0.5);
      return okResult(check);
    });
    const importZip = vi.fn(async () => okResult(imported, 201));
    const { user } = show({ roster: { check: checkZip, importZip } });
    await user.upload(screen.getByLabelText('OneRoster zip'), zip());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const preview = await screen.findByRole('table', { name: 'What the import will do' });
    // Kinds the import leaves alone are not listed.
    expect(
      within(preview)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Users31', 'Students in sections20']);
    expect(screen.getByText(/aide/)).toBeInTheDocument();
    expect(importZip).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The roster was imported')).toBeInTheDocument();
    const accounts = screen.getByRole('table', { name: 'New accounts and their temporary passwords' });
    expect(within(accounts).getByText('ST-0101')).toBeInTheDocument();
    expect(within(accounts).getByText('Ab3#kLmnPqRs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Ab3#kLmnPqRs')).toBeNull());
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads the export, a refused file and the import preview in the language of its provider', async () => {
    const { user } = show({ roster: { check: async () => okResult(check) } }, 'am');
    expect(await screen.findByRole('heading', { name: 'የስም ዝርዝር ልውውጥ (OneRoster 1.2)' })).toBeInTheDocument();
    const scope = await screen.findByRole('combobox', { name: 'የሚወጣው' });
    expect(within(scope).getByRole('option', { name: 'መላው ትምህርት ቤት' })).toBeInTheDocument();
    expect(await within(scope).findByRole('option', { name: '2025፣ ሴሚስተር 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ዚፑን አውርድ' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('የOneRoster ዚፕ'), { target: { files: [new File(['a,b'], 'users.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('ፋይሉ የዚፕ ማህደር አይደለም')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('የOneRoster ዚፕ'), zip());
    await user.click(screen.getByRole('button', { name: 'ፋይሉን ፈትሽ' }));
    const preview = await screen.findByRole('table', { name: 'ማስገባቱ የሚያደርገው' });
    expect(within(preview).getByRole('columnheader', { name: 'መዝገቦች' })).toBeInTheDocument();
    expect(within(preview).getByRole('columnheader', { name: 'አዲስ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'አስገባ' })).toBeInTheDocument();
  });
});
