import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../shared/test-utils';
import { TemporaryPasswordsDialog } from './TemporaryPasswordsDialog';

const accounts = Array.from({ length: 12 }, (_, i) => ({
  _id: `n${i + 1}`,
  ID: `TE-${String(101 + i).padStart(4, '0')}`,
  fullName: `Imported Teacher ${i + 1}`,
  temporaryPassword: `Pw${i + 1}!abcdefgh`,
}));

describe('TemporaryPasswordsDialog', () => {
  it('lists a large import 10 a page, finds a teacher by the search, and copies one password', async () => {
    const { user } = renderWidget(<TemporaryPasswordsDialog accounts={accounts} onDone={() => undefined} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText'); // user-event's clipboard stub
    const dialog = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Full name', 'Temporary password', 'Copy']);
    expect(within(dialog).getByText('Pw1!abcdefgh')).toBeInTheDocument();
    expect(within(dialog).queryByText('Pw11!abcdefgh')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Pw11!abcdefgh')).toBeInTheDocument();
    expect(within(dialog).queryByText('Pw1!abcdefgh')).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'Teacher 7');
    expect(await within(dialog).findByText('TE-0107')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Copy TE-0107' }));
    expect(writeText).toHaveBeenCalledWith('Pw7!abcdefgh');
    expect(await within(dialog).findByRole('button', { name: 'Copy TE-0107' })).toHaveTextContent('Copied');
  });

  // Issue 38 (decision 220): the dialog reads its texts from SchoolIntlProvider.
  it('reads the dialog in Amharic under an Amharic provider', async () => {
    renderWidget(<TemporaryPasswordsDialog accounts={accounts} onDone={() => undefined} />, { language: 'am' });
    const dialog = await screen.findByRole('dialog', { name: 'ጊዜያዊ የይለፍ ቃል' });
    expect(within(dialog).getByRole('columnheader', { name: 'ሙሉ ስም' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ቅዳ TE-0101' })).toHaveTextContent('ቅዳ');
  });
});
