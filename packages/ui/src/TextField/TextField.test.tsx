import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is reachable by its visible label and accepts typing', async () => {
    const onChange = vi.fn();
    renderWithTheme(<TextField label="First name" onChange={onChange} />);
    const input = screen.getByLabelText('First name');
    await userEvent.type(input, 'Amina');
    expect(input).toHaveValue('Amina');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('marks itself invalid and describes itself with the error text', () => {
    renderWithTheme(<TextField label="Email" hint="School address" error="Email is required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('School address Email is required');
  });

  it('is not invalid without an error', () => {
    renderWithTheme(<TextField label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });
});
