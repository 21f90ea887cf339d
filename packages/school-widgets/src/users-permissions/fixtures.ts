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
];

export const roles: Role[] = [
  { _id: 'r-admin', name: 'admin', builtIn: true, users: 2 },
  { _id: 'r-lib', name: 'Librarian', builtIn: false, users: 0 },
  { _id: 'r-teacher', name: 'teacher', builtIn: true, users: 12 },
];
