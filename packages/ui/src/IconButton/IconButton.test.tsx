import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the icon', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton label="Delete row" icon="✕" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete row' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
