import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type LoginResponse } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { LoginForm } from './LoginForm';

const response = { token: 't', message: 'successfully login', user: { ID: 'AD-0001' } } as LoginResponse;

describe('LoginForm', () => {
  it('asks for both fields and sends nothing while one is empty', async () => {
    const login = vi.fn();
    const { user } = renderWidget(<LoginForm api={createFakeApi({ auth: { login } })} onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('ID is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('ID')).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });

  it('reads in Amharic for a reader in Amharic, and in English after a switch', async () => {
    const { setLanguage } = renderWidget(<LoginForm api={createFakeApi({ auth: { login: vi.fn() } })} onSuccess={vi.fn()} />, {
      language: 'am',
    });
    expect(await screen.findByRole('form', { name: 'ወደ መግቢያው ይግቡ' })).toBeInTheDocument();
    expect(screen.getByLabelText('መለያ ቁጥር')).toBeInTheDocument();
    expect(screen.getByLabelText('የይለፍ ቃል')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ግባ' })).toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('signs in with the typed ID and password', async () => {
    const login = vi.fn(async () => fakeOk(response));
    const onSuccess = vi.fn();
    const { user } = renderWidget(<LoginForm api={createFakeApi({ auth: { login } })} onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('ID'), 'AD-0001');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!{Enter}');
    expect(login).toHaveBeenCalledWith({ ID: 'AD-0001', password: 'Passw0rd!' });
    expect(onSuccess).toHaveBeenCalledWith(response);
  });

  it('shows the server error, then clears it', async () => {
    const login = vi.fn(async () => fakeFail('Invalid ID or password', 401));
    const onSuccess = vi.fn();
    const { user } = renderWidget(<LoginForm api={createFakeApi({ auth: { login } })} onSuccess={onSuccess} errorClearMs={150} />);
    await user.type(screen.getByLabelText('ID'), 'AD-0001');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid ID or password');
    await waitForElementToBeRemoved(() => screen.queryByText('Invalid ID or password'));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('lets the password be shown and hidden', async () => {
    const { user } = renderWidget(<LoginForm api={createFakeApi()} onSuccess={vi.fn()} />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
  });
});
