import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('toggles between hidden and shown with the Show/Hide password button', async () => {
    renderWithTheme(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('uses overridden messages from the provider', () => {
    renderWithTheme(<PasswordField label="Mot de passe" />, { messages: { showPassword: 'Afficher' } });
    expect(screen.getByRole('button', { name: 'Afficher' })).toBeInTheDocument();
  });
});
