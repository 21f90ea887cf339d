import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label and by Space', async () => {
    renderWithTheme(<Checkbox label="Agree" />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    await userEvent.click(screen.getByText('Agree'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});
