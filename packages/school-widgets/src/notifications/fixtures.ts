import type { Notification, NotificationList } from '@school/api';

export const notificationsOf = (n: number): Notification[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `n${i + 1}`,
    title: `Notice ${i + 1}`,
    message: `The text of notice ${i + 1}.`,
    type: (['info', 'warning', 'error', 'success', 'announcement'] as const)[i % 5],
    status: i < 3 ? 'unread' : 'read',
    imageUrl: null,
    createdAt: new Date(Date.parse('2026-11-22T08:00:00Z') - i * 3_600_000).toISOString(),
    users: ['st'],
  }));

export function pageOf(all: Notification[], page = 1, limit = 10): NotificationList {
  return { data: all.slice((page - 1) * limit, page * limit), total: all.length, unread: all.filter((n) => n.status === 'unread').length };
}
