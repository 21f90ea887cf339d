import { inArray } from 'drizzle-orm';
import type { OfferedLanguage as Language } from '@school/api/schemas';
import type { Db } from '../../db';
import { notificationRecipients, notifications, users } from '../../db/schema';
import { inLanguage } from '../../i18n';

/**
 * A notification's text: as written (an admin's own words, the same for everyone), or made by the
 * product from the catalogue, for each recipient in their language (`() => fill(messages.x, …)`).
 */
export type NotifyText = string | (() => string);

/** The text of a NotifyText in the language it is made in now. */
export const textNow = (text: NotifyText) => (typeof text === 'string' ? text : text());

export interface NotifyInput {
  /** users.id of every recipient (duplicates are dropped). */
  userIds: string[];
  title: NotifyText;
  message: NotifyText;
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
  // The product's texts are made once per language of the recipients (issue 38): each person
  // reads their notification in the language they chose, like an email written to them.
  const byLanguage = new Map<Language, string[]>();
  if (typeof input.title === 'string' && typeof input.message === 'string') byLanguage.set('en', userIds);
  else {
    for (let i = 0; i < userIds.length; i += 500) {
      const rows = await db
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(inArray(users.id, userIds.slice(i, i + 500)));
      for (const r of rows) {
        const language: Language = r.language === 'am' ? 'am' : 'en';
        byLanguage.set(language, [...(byLanguage.get(language) ?? []), r.id]);
      }
    }
  }
  let first: string | null = null;
  for (const [language, readers] of byLanguage) {
    const { title, message } = inLanguage(language, () => ({ title: textNow(input.title), message: textNow(input.message) }));
    const [row] = await db
      .insert(notifications)
      .values({ title, message, type: input.type ?? 'info', createdBy: input.createdBy ?? null })
      .returning({ id: notifications.id });
    first ??= row.id;
    for (let i = 0; i < readers.length; i += 500) {
      await db.insert(notificationRecipients).values(readers.slice(i, i + 500).map((userId) => ({ notificationId: row.id, userId })));
    }
  }
  return first ? { id: first, userIds } : null;
}
