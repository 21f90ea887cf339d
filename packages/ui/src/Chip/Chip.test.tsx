import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Chip } from './Chip';

describe('Chip', () => {
  it('has a named remove button when removable', async () => {
    const onRemove = vi.fn();
    renderWithTheme(<Chip label="Mathematics" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mathematics' }));
    expect(onRemove).toHaveBeenCalledWith({ label: 'Mathematics' });
  });

  it('has no button otherwise', () => {
    renderWithTheme(<Chip label="Present" tone="success" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Present')).toHaveAttribute('data-tone', 'success');
  });
});
