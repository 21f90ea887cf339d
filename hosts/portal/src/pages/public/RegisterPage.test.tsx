import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, type SessionUser } from '@school/api';
import { UiTestProvider } from '@school/ui';
import { RegisterPage } from './RegisterPage';

const signIn = vi.fn();
vi.mock('../../session/SessionProvider', () => ({ useSession: () => ({ api: createFakeApi(), signIn }) }));
// The form has its own tests (packages/school-widgets); here only the page's wiring matters.
vi.mock('@school/widgets/application', () => ({
  ApplicationForm: ({ onRegistered }: { onRegistered: (r: { token: string; user: SessionUser }) => void }) => (
    <button onClick={() => onRegistered({ token: 'tok-new', user: { ID: 'ST-0042', type: { name: 'student' } } as SessionUser })}>apply now</button>
  ),
}));

describe('RegisterPage', () => {
  it('signs the new applicant in and opens their change-password page', async () => {
    const user = userEvent.setup();
    render(
      <UiTestProvider>
        <MemoryRouter initialEntries={['/register']}>
          <Routes>
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/dashboard/student/changepassword/:id" element={<p>change password page</p>} />
          </Routes>
        </MemoryRouter>
      </UiTestProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Student application' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'apply now' }));
    expect(signIn).toHaveBeenCalledWith('tok-new', expect.objectContaining({ ID: 'ST-0042' }));
    expect(await screen.findByText('change password page')).toBeInTheDocument();
    expect(screen.getByText('successfully registered')).toBeInTheDocument();
  });
});
