import type { ChatUser, Role } from '@school/api';

const user = (o: Partial<ChatUser> & Pick<ChatUser, '_id' | 'ID' | 'fullName' | 'role'>): ChatUser => ({
  email: `${o.ID.toLowerCase()}@mizan.edu.et`,
  type: { name: o.role },
  approved: true,
  temp_password_changed: true,
  online: false,
  unreadMessage: 0,
  photo: null,
  url: 'users',
  lastMessageAt: null,
  permissions: [],
  ...o,
});

export const users: ChatUser[] = [
  user({ _id: 'u-sa', ID: 'SA-0001', fullName: 'Sara Mekonnen', role: 'super admin' }),
  user({ _id: 'u-ad1', ID: 'AD-0001', fullName: 'Almaz Bekele', role: 'admin' }),
  user({ _id: 'u-te1', ID: 'TE-0001', fullName: 'Tigist Alemu', role: 'teacher', permissions: ['Manage content'] }),
  user({ _id: 'u-st1', ID: 'ST-0001', fullName: 'Abebe Kebede Tadesse', role: 'student' }),
  user({ _id: 'u-st2', ID: 'ST-0002', fullName: 'Hana Girma Bekele', role: 'student', approved: false }),
  user({ _id: 'u-fa1', ID: 'FA-0001', fullName: 'Kebede Tadesse Family', role: 'Family' }),
  // A custom role's holder (issue 37): a teacher by kind, shown by the role's own name.
  user({ _id: 'u-lib', ID: 'TE-0009', fullName: 'Meron Librarian', role: 'teacher', type: { name: 'teacher', role: 'Librarian' } }),
];

const builtIn = (name: Role['kind'], users: number): Role => ({
  _id: `r-${name}`,
  name,
  kind: name,
  builtIn: true,
  users,
  permissions: [],
});
export const roles: Role[] = [
  builtIn('admin', 2),
  builtIn('Family', 3),
  {
    _id: 'r-lib',
    name: 'Librarian',
    kind: 'teacher',
    builtIn: false,
    users: 2,
    permissions: [
      { _id: 'p-content', name: 'Manage content', constant: 'MANAGE_CONTENT', unlocks: 'Publish news.', expiresAt: null, active: true },
    ],
  },
  builtIn('student', 40),
  builtIn('super admin', 1),
  builtIn('teacher', 12),
];
