import type { RoleName, SessionUser } from '@school/api';

/** A signed-in person for the portal's tests: an admin AD-0001 unless told otherwise. */
export function sessionUser(role: RoleName = 'admin', fields: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'a',
    ID: 'AD-0001',
    fullName: 'Admin',
    email: null,
    type: { name: role },
    temp_password_changed: true,
    approved: true,
    photo: null,
    url: 'users',
    online: false,
    unreadMessage: 0,
    ...fields,
  } as SessionUser;
}
