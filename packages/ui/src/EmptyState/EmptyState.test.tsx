import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says No Data Available by default and offers its action', async () => {
    const onClick = vi.fn();
    renderWithTheme(<EmptyState action={<button onClick={onClick}>Retry</button>} />);
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalled();
  });
});
