import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { CreateNotificationRequest, NotificationList, NotificationListQuery, RoleName } from '@school/api/schemas';
import { createNotificationSchema, notificationListQuerySchema } from '@school/api/schemas';
import { messages } from '../../../i18n';
import type { Db } from '../../../db';
import { notificationRecipients, notifications, roles, users } from '../../../db/schema';
import type { AuthUser } from '../../../auth/guard';
import { badRequest, notFound } from '../../../http/errors';
import { notify } from '../notify';
import type { LiveHub } from '../live/hub';
import { fill, likePattern } from '../../../lib/text';

// ─── Notifications (spec 002 §2.5, §3, §7) ───────────────────────────────────────────────────

/** GET notifications: the caller's own, filtered, searched, sorted and paged; `unread` feeds the bell. */
export async function listNotifications(db: Db, auth: AuthUser, query: NotificationListQuery): Promise<NotificationList> {
  const q = notificationListQuerySchema.parse(query);
  const mine = eq(notificationRecipients.userId, auth.userId);
  const where = and(
    mine,
    q.status === 'unread'
      ? isNull(notificationRecipients.readAt)
      : q.status === 'read'
        ? isNotNull(notificationRecipients.readAt)
        : undefined,
    q.type ? eq(notifications.type, q.type) : undefined,
    q.search ? or(ilike(notifications.title, likePattern(q.search)), ilike(notifications.message, likePattern(q.search))) : undefined,
  );
  const base = () =>
    db.select().from(notificationRecipients).innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId));
  const order =
    q.sort === 'oldest' ? [asc(notifications.createdAt), asc(notifications.id)] : [desc(notifications.createdAt), desc(notifications.id)];
  const rows = await base()
    .where(where)
    .orderBy(...order)
    .offset((q.page - 1) * q.limit)
    .limit(q.limit);
  const [{ total }] = await db
    .select({ total: count() })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(where);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notificationRecipients)
    .where(and(mine, isNull(notificationRecipients.readAt)));
  return {
    data: rows.map(({ notifications: n, notification_recipients: r }) => ({
      _id: n.id,
      title: n.title,
      message: n.message,
      type: n.type,
      status: r.readAt ? 'read' : 'unread',
      imageUrl: n.imageUrl,
      createdAt: n.createdAt.toISOString(),
      users: [auth.userId],
    })),
    total: Number(total),
    unread: Number(unread),
  };
}

/** PUT notifications/{id}: marks the caller's copy read (opening it); 404 when it is not theirs. */
export async function markNotificationRead(db: Db, auth: AuthUser, id: string, now: Date) {
  const [row] = await db
    .select({ readAt: notificationRecipients.readAt })
    .from(notificationRecipients)
    .where(and(eq(notificationRecipients.notificationId, id), eq(notificationRecipients.userId, auth.userId)))
    .limit(1);
  if (!row) throw notFound();
  if (!row.readAt) {
    await db
      .update(notificationRecipients)
      .set({ readAt: now })
      .where(and(eq(notificationRecipients.notificationId, id), eq(notificationRecipients.userId, auth.userId)));
  }
  return { message: messages.notificationRead };
}

/**
 * POST create_notification (admins): to chosen people and/or whole roles (their active members:
 * not frozen, not applicants); unknown people are refused.
 */
export async function createNotification(db: Db, auth: AuthUser, body: CreateNotificationRequest) {
  const n = createNotificationSchema.parse(body);
  const chosen = [...new Set(n.users)];
  // People by `_id` (or login ID): any unknown one refuses the whole push.
  const found = chosen.length
    ? await db
        .select({ id: users.id, ID: users.ID })
        .from(users)
        .where(or(inArray(users.id, chosen), inArray(users.ID, chosen)))
    : [];
  const known = new Set(found.flatMap((u) => [u.id, u.ID]));
  if (chosen.some((c) => !known.has(c))) throw badRequest(messages.notificationUserUnknown);
  const members = n.roles.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(inArray(roles.kind, n.roles as RoleName[]), eq(users.frozen, false), eq(users.approved, true)))
    : [];
  const userIds = [...new Set([...found, ...members].map((u) => u.id))];
  const raised = await db.transaction((tx) =>
    notify(tx, { userIds, title: n.title, message: n.message, type: n.type, createdBy: auth.userId }),
  );
  const recipients = raised?.userIds.length ?? 0;
  return {
    message: fill(messages.notificationPushed, { count: recipients }),
    notification: { _id: raised?.id ?? '', recipients },
  };
}

/**
 * The live push of new notifications (transactional outbox): claims committed, unpushed rows,
 * marks them pushed and then tells each recipient's sockets. Runs as a sweep every second and
 * right after our own create; a notify() inside another area's transaction is seen once committed.
 */
export async function pushNotifications(db: Db, live: LiveHub, now: Date, limit = 200): Promise<number> {
  // Nothing unpushed (the usual tick): no transaction. On the embedded database an open
  // transaction holds every other statement back while it waits for this thread (decision 91).
  const [any] = await db.select({ id: notifications.id }).from(notifications).where(isNull(notifications.pushedAt)).limit(1);
  if (!any) return 0;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(isNull(notifications.pushedAt))
      .orderBy(asc(notifications.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    const ids = due.map((d) => d.id);
    await tx.update(notifications).set({ pushedAt: now }).where(inArray(notifications.id, ids));
    return tx
      .select({ id: notificationRecipients.notificationId, userId: notificationRecipients.userId })
      .from(notificationRecipients)
      .where(inArray(notificationRecipients.notificationId, ids));
  });
  const byNotification = new Map<string, string[]>();
  for (const r of claimed) byNotification.set(r.id, [...(byNotification.get(r.id) ?? []), r.userId]);
  for (const [id, userIds] of byNotification) live.toUsers(userIds, 'notification', { _id: id });
  return byNotification.size;
}
