import type { RoleName } from './schemas';

/**
 * Where each role lands after sign-in (spec 000 §2 Header and sign-in). Kept beside the
 * contract because the portal, the embeds and the e2e tests all need the same answer.
 */
export function homePathFor(role: RoleName, ID: string): string {
  switch (role) {
    case 'super admin':
    case 'admin':
      return '/dashboard/admin';
    case 'student':
      return `/dashboard/student/${ID}`;
    case 'Family':
      return `/dashboard/parent/${ID}`;
    case 'teacher':
      return `/dashboard/teacher/${ID}`;
  }
}

/** The role's change-password page (admin's has no ID in it). */
export function changePasswordPathFor(role: RoleName, ID: string): string {
  switch (role) {
    case 'super admin':
    case 'admin':
      return '/dashboard/admin/change-password';
    case 'student':
      return `/dashboard/student/changepassword/${ID}`;
    case 'Family':
      return `/dashboard/parent/changepassword/${ID}`;
    case 'teacher':
      return `/dashboard/teacher/changepassword/${ID}`;
  }
}

/** After sign-in: the change-password page first while the temporary password is unchanged. */
export function landingPathFor(user: { ID: string; type: { name: RoleName }; temp_password_changed: boolean }): string {
  return user.temp_password_changed ? homePathFor(user.type.name, user.ID) : changePasswordPathFor(user.type.name, user.ID);
}

/** The settings page of every role (spec 002 §2): /dashboard/{admin|teacher|student|parent}/settings/{ID}. */
export function settingsPathFor(role: RoleName, ID: string): string {
  const area = role === 'super admin' || role === 'admin' ? 'admin' : role === 'Family' ? 'parent' : role;
  return `/dashboard/${area}/settings/${encodeURIComponent(ID)}`;
}
