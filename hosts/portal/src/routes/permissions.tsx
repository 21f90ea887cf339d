import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { RoleName } from '@school/api';
import { ParentDashboardPage, SettingsPage, UserDetailPage, UsersAndPermissionsPage } from '../pages/permissions';
import { ProfileHomePage } from '../pages/DashboardPages';
import { RequireRole } from '../session/guards';

// Routes of the area (inside DashboardLayout): users, roles, permissions and the approval chain,
// settings (spec 002 §2).

const ADMINS = ['admin', 'super admin'] as const;
const guard = (roles: readonly RoleName[], el: ReactNode, ownParam?: string) => (
  <RequireRole roles={roles} ownParam={ownParam}>
    {el}
  </RequireRole>
);

export const permissionsRoutes = (
  <>
    <Route path="admin/users_and_permission" element={guard(ADMINS, <UsersAndPermissionsPage />)} />
    <Route path="admin/users_and_permission/user/:ID" element={guard(ADMINS, <UserDetailPage />)} />
    <Route path="admin/settings/:id" element={guard(ADMINS, <SettingsPage />, 'id')} />
    <Route path="teacher/settings/:id" element={guard(['teacher'], <SettingsPage />, 'id')} />
    <Route path="student/settings/:id" element={guard(['student'], <SettingsPage />, 'id')} />
    <Route path="parent/settings/:id" element={guard(['Family'], <SettingsPage />, 'id')} />
    <Route path="parent/:id" element={guard(['Family'], <ParentDashboardPage />, 'id')} />
    <Route path="parent/:id/profile" element={guard(['Family'], <ProfileHomePage />, 'id')} />
  </>
);
