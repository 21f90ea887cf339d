import { englishMessages } from '@school/api';
import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../shell/navigation';

describe('communication navigation', () => {
  it('gives every role Chat, Email and Notifications under its own prefix', () => {
    const items = (role: Parameters<typeof navigationFor>[1], ID: string) =>
      navigationFor(englishMessages, role, ID).filter((i) => ['Chat', 'Email', 'Notifications'].includes(i.label));
    expect(items('admin', 'AD-0001')).toEqual([
      { to: '/dashboard/admin/chat/AD-0001', label: 'Chat' },
      { to: '/dashboard/admin/email', label: 'Email' },
      { to: '/dashboard/admin/notifications', label: 'Notifications' },
    ]);
    expect(items('super admin', 'SA-0001').map((i) => i.to)[0]).toBe('/dashboard/admin/chat/SA-0001');
    expect(items('teacher', 'TE-0001').map((i) => i.to)).toEqual([
      '/dashboard/teacher/chat/TE-0001',
      '/dashboard/teacher/TE-0001/email',
      '/dashboard/teacher/TE-0001/notifications',
    ]);
    expect(items('student', 'ST-0001').map((i) => i.to)).toEqual([
      '/dashboard/student/chat/ST-0001',
      '/dashboard/student/ST-0001/email',
      '/dashboard/student/ST-0001/notifications',
    ]);
    expect(items('Family', 'FA-0001').map((i) => i.to)).toEqual([
      '/dashboard/parent/chat/FA-0001',
      '/dashboard/parent/FA-0001/email',
      '/dashboard/parent/FA-0001/notifications',
    ]);
  });
});
