import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type LoginResponse } from '@school/api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LoginForm } from './LoginForm';

const meta: Meta = { title: 'Widgets/Auth' };
export default meta;

const loginOk = createFakeApi({ auth: { login: async () => fakeOk({ token: 't', message: 'successfully login' } as LoginResponse) } });
const loginRefused = createFakeApi({ auth: { login: async () => fakeFail('Invalid ID or password', 401) } });

export const Login: StoryObj = { render: () => <LoginForm api={loginOk} onSuccess={() => undefined} /> };
export const LoginRefused: StoryObj = {
  name: 'Login (wrong password)',
  render: () => <LoginForm api={loginRefused} onSuccess={() => undefined} errorClearMs={60_000} />,
};
export const ChangePassword: StoryObj = {
  render: () => (
    <ChangePasswordForm
      api={createFakeApi({ auth: { changePassword: async () => fakeOk({ message: 'Password changed successfully' }) } })}
      userID="TE-0002"
      onChanged={() => undefined}
    />
  ),
};
