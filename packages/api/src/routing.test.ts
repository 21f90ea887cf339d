import { describe, expect, it } from 'vitest';
import { landingPathFor } from './routing';

describe('where each role lands', () => {
  it.each([
    ['super admin', 'SA-0001', '/dashboard/admin'],
    ['admin', 'AD-0001', '/dashboard/admin'],
    ['student', 'ST-0001', '/dashboard/student/ST-0001'],
    ['Family', 'FA-0001', '/dashboard/parent/FA-0001'],
    ['teacher', 'TE-0001', '/dashboard/teacher/TE-0001'],
  ] as const)('%s lands on its dashboard', (role, ID, path) => {
    expect(landingPathFor({ ID, type: { name: role }, temp_password_changed: true })).toBe(path);
  });

  it.each([
    ['teacher', 'TE-0002', '/dashboard/teacher/changepassword/TE-0002'],
    ['student', 'ST-0009', '/dashboard/student/changepassword/ST-0009'],
    ['Family', 'FA-0002', '/dashboard/parent/changepassword/FA-0002'],
    ['admin', 'AD-0002', '/dashboard/admin/change-password'],
  ] as const)('a %s with a temporary password goes to change password first', (role, ID, path) => {
    expect(landingPathFor({ ID, type: { name: role }, temp_password_changed: false })).toBe(path);
  });
});
