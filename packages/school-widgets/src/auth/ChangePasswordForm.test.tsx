import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { ChangePasswordForm } from './ChangePasswordForm';

async function fill(user: ReturnType<typeof renderWidget>['user'], current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('prefills the ID and lists every missing field', async () => {
    const changePassword = vi.fn();
    const { user } = renderWidget(
      <ChangePasswordForm api={createFakeApi({ auth: { changePassword } })} userID="TE-0002" onChanged={vi.fn()} />,
    );
    expect(screen.getByLabelText('ID')).toHaveValue('TE-0002');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('reads in Amharic for a reader in Amharic', async () => {
    renderWidget(<ChangePasswordForm api={createFakeApi({ auth: { changePassword: vi.fn() } })} userID="TE-0002" onChanged={vi.fn()} />, {
      language: 'am',
    });
    expect(await screen.findByRole('form', { name: 'የይለፍ ቃል ቀይር' })).toBeInTheDocument();
    expect(screen.getByLabelText('መለያ ቁጥር')).toHaveValue('TE-0002');
    expect(screen.getByLabelText('የአሁኑ የይለፍ ቃል')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'የይለፍ ቃል ቀይር' })).toBeInTheDocument();
  });

  it('refuses a confirmation that does not match', async () => {
    const changePassword = vi.fn();
    const { user } = renderWidget(
      <ChangePasswordForm api={createFakeApi({ auth: { changePassword } })} userID="TE-0002" onChanged={vi.fn()} />,
    );
    await fill(user, 'Passw0rd!', 'N3wPassword!', 'N3wPassword?');
    expect(screen.getByText('Confirm password must match with the new password')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("reads the spec's 'changing...' while the change is under way", async () => {
    const done = fakeOk({ message: 'Password changed successfully' }, 'Password changed successfully');
    let answer: (r: typeof done) => void = () => undefined;
    const changePassword = vi.fn(() => new Promise<typeof done>((resolve) => (answer = resolve)));
    const { user } = renderWidget(
      <ChangePasswordForm api={createFakeApi({ auth: { changePassword } })} userID="TE-0002" onChanged={vi.fn()} />,
    );
    await fill(user, 'Passw0rd!', 'N3wPassword!', 'N3wPassword!');
    expect(await screen.findByRole('button', { name: 'changing...' })).toBeDisabled();
    answer(done);
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('sends the change and reports success', async () => {
    const changePassword = vi.fn(async () => fakeOk({ message: 'Password changed successfully' }, 'Password changed successfully'));
    const onChanged = vi.fn();
    const { user } = renderWidget(
      <ChangePasswordForm api={createFakeApi({ auth: { changePassword } })} userID="TE-0002" onChanged={onChanged} />,
    );
    await fill(user, 'Passw0rd!', 'N3wPassword!', 'N3wPassword!');
    expect(changePassword).toHaveBeenCalledWith({
      ID: 'TE-0002',
      current_password: 'Passw0rd!',
      new_password: 'N3wPassword!',
      confirmnew_password: 'N3wPassword!',
    });
    expect(onChanged).toHaveBeenCalledWith('Password changed successfully');
  });

  it('shows the server refusal', async () => {
    const changePassword = vi.fn(async () => fakeFail('Current password is incorrect'));
    const { user } = renderWidget(
      <ChangePasswordForm api={createFakeApi({ auth: { changePassword } })} userID="TE-0002" onChanged={vi.fn()} />,
    );
    await fill(user, 'nope-nope', 'N3wPassword!', 'N3wPassword!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});
