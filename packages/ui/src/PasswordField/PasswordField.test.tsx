import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('toggles between hidden and shown with the Show/Hide password button', async () => {
    renderWithTheme(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    // The icon is an inline SVG, not an emoji that needs an emoji font, and only the name is read.
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.querySelector('svg[data-icon="eye"]')).not.toBeNull();
    expect(show.textContent).toBe('');
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' }).querySelector('svg[data-icon="eye-off"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('uses overridden messages from the provider', () => {
    renderWithTheme(<PasswordField label="Mot de passe" />, { messages: { showPassword: 'Afficher' } });
    expect(screen.getByRole('button', { name: 'Afficher' })).toBeInTheDocument();
  });
});
