import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore, type SessionUser } from '@school/api';
import { UiTestProvider } from '@school/ui';
import { RequireRole } from './guards';
import { SessionProvider } from './SessionProvider';
import { SessionQueryProvider } from './SessionQueryProvider';

const user = (ID: string, role: SessionUser['type']['name'], temp_password_changed = true) =>
  ({
    _id: ID,
    ID,
    fullName: 'Test Person',
    email: null,
    type: { name: role },
    temp_password_changed,
    approved: true,
    photo: null,
    url: 'users',
    online: false,
    unreadMessage: 0,
  }) as SessionUser;

function renderAt(path: string) {
  return render(
    <UiTestProvider>
      <SessionProvider>
        <SessionQueryProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="/dashboard/admin"
                element={
                  <RequireRole roles={['admin', 'super admin']}>
                    <p>admin area</p>
                  </RequireRole>
                }
              />
              <Route
                path="/dashboard/student/:id"
                element={
                  <RequireRole roles={['student']} ownParam="id">
                    <p>student area</p>
                  </RequireRole>
                }
              />
              <Route
                path="/dashboard/student/changepassword/:id"
                element={
                  <RequireRole roles={['student']} ownParam="id" allowTemporaryPassword>
                    <p>change password</p>
                  </RequireRole>
                }
              />
            </Routes>
          </MemoryRouter>
        </SessionQueryProvider>
      </SessionProvider>
    </UiTestProvider>,
  );
}

describe('RequireRole', () => {
  beforeEach(() => createSessionStore().clear());

  it('shows Unauthorized Access without a session', () => {
    renderAt('/dashboard/admin');
    expect(screen.getByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('lets admins and super admins into the admin area only', () => {
    createSessionStore().save('t', user('SA-0001', 'super admin'));
    const { unmount } = renderAt('/dashboard/admin');
    expect(screen.getByText('admin area')).toBeInTheDocument();
    unmount();
    createSessionStore().save('t', user('ST-0001', 'student'));
    renderAt('/dashboard/admin');
    expect(screen.getByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
  });

  it("keeps a student out of another student's dashboard", () => {
    createSessionStore().save('t', user('ST-0001', 'student'));
    const { unmount } = renderAt('/dashboard/student/ST-0001');
    expect(screen.getByText('student area')).toBeInTheDocument();
    unmount();
    renderAt('/dashboard/student/ST-0002');
    expect(screen.getByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
  });

  it('sends a person with a temporary password to change it first', () => {
    createSessionStore().save('t', user('ST-0003', 'student', false));
    renderAt('/dashboard/student/ST-0003');
    expect(screen.getByText('change password')).toBeInTheDocument();
  });
});
