import type { Db } from '../../db';
import { notificationRecipients, notifications } from '../../db/schema';

export interface NotifyInput {
  /** users.id of every recipient (duplicates are dropped). */
  userIds: string[];
  title: string;
  message: string;
  type?: 'info' | 'warning' | 'error' | 'success' | 'announcement';
  /** The admin who pushed it; omitted when the product raises it. */
  createdBy?: string | null;
}

/**
 * Raises a notification: the one call every area makes when something happens to a person
 * (a graded assignment, an announced exam, a released report, an approved application, a
 * permission decision). Pass a transaction to make it part of the change that caused it.
 * Returns the notification and its recipients (null when there is none).
 *
 * Live delivery (the bell badge over the socket) never happens here: the row is the outbox. The
 * push sweep (notifications/service.ts `pushNotifications`, every second and right after an
 * admin's push) sees a notification only once its transaction committed, so a caller inside a
 * transaction never pushes before the commit, and a rolled-back change pushes nothing.
 */
export async function notify(db: Db, input: NotifyInput): Promise<{ id: string; userIds: string[] } | null> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return null;
  const [row] = await db
    .insert(notifications)
    .values({ title: input.title, message: input.message, type: input.type ?? 'info', createdBy: input.createdBy ?? null })
    .returning({ id: notifications.id });
  for (let i = 0; i < userIds.length; i += 500) {
    await db.insert(notificationRecipients).values(userIds.slice(i, i + 500).map((userId) => ({ notificationId: row.id, userId })));
  }
  return { id: row.id, userIds };
}
