import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type SessionUser } from '@school/api';
import { UiTestProvider } from '@school/ui';
import type * as Application from '@school/widgets/admissions/application';
import { ApplicationPage } from './ApplicationPage';

const signIn = vi.fn();
vi.mock('../../session/SessionProvider.tsx', () => ({ useSession: () => ({ api: createFakeApi(), signIn }) }));
// The form has its own tests (packages/school-widgets); here only the page's wiring matters.
// The notice's duration is the real constant (REGISTRATION_NOTICE_MS), not a copy in the mock.
vi.mock('@school/widgets/admissions/application', async (importOriginal) => ({
  ...(await importOriginal<typeof Application>()),
  ApplicationForm: ({ onRegistered }: { onRegistered: (r: { token: string; user: SessionUser }) => void }) => (
    <button onClick={() => onRegistered({ token: 'tok-new', user: { ID: 'ST-0042', type: { name: 'student' } } as SessionUser })}>
      apply now
    </button>
  ),
}));

describe('ApplicationPage', () => {
  afterEach(() => vi.useRealTimers());

  it('signs the new applicant in and opens their change-password page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <UiTestProvider>
        <MemoryRouter initialEntries={['/register']}>
          <Routes>
            <Route path="/register" element={<ApplicationPage />} />
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
    // The registration page's notice lasts 4 s (spec 000 §9), not the toasts' usual 3 s.
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.getByText('successfully registered')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('successfully registered')).not.toBeInTheDocument();
  });
});
