import { bigserial, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk } from './_id';
import { users } from './users';

// Chat, internal email, notifications, top-bar badges (spec 001 chat, spec 002).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A notification (spec 002 §3): pushed by an admin or raised by the product itself. */
export const notifications = pgTable(
  'notifications',
  {
    id: pk(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: ['info', 'warning', 'error', 'success', 'announcement'] })
      .notNull()
      .default('info'),
    imageUrl: text('image_url'),
    /** null when the product raised it (a graded assignment, an announced exam, ...). */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * When the live push (bell badge over the socket) went out; null until then. The push sweep
     * only sees committed rows, so a notify() inside a transaction never pushes before the commit
     * and a rolled-back one never pushes at all (transactional outbox).
     */
    pushedAt: at('pushed_at'),
  },
  (t) => [index('notifications_unpushed_idx').on(t.pushedAt)],
);

/** Who received a notification, and when they read it. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    id: pk(),
    notificationId: cascadeRef('notification_id', () => notifications.id),
    userId: cascadeRef('user_id', () => users.id),
    readAt: at('read_at'),
  },
  (t) => [
    unique('notification_recipients_unique').on(t.notificationId, t.userId),
    index('notification_recipients_user_idx').on(t.userId, t.readAt),
  ],
);

/**
 * A chat message (spec 001 §3). `clientId` is the sender's own id for the message: a resend after
 * a reconnect hits the unique key and is answered with the stored row (at-least-once delivery,
 * stored and shown once). `seq` orders messages of the same instant.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: pk(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    senderId: cascadeRef('sender_id', () => users.id),
    receiverId: cascadeRef('receiver_id', () => users.id),
    clientId: text('client_id').notNull(),
    message: text('message').notNull(),
    seen: boolean('seen').notNull().default(false),
    seenAt: at('seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('chat_messages_client_unique').on(t.senderId, t.clientId),
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.seq),
    index('chat_messages_unseen_idx').on(t.receiverId, t.seen),
  ],
);

/**
 * An internal email (spec 002 §3). A created email is a draft; `sendAt` holds its send: the
 * held-send sweep sends it when due, UNDO clears it (the email stays a draft).
 */
export const emails = pgTable(
  'emails',
  {
    id: pk(),
    senderId: cascadeRef('sender_id', () => users.id),
    subject: text('subject').notNull().default(''),
    content: text('content').notNull().default(''),
    status: text('status', { enum: ['draft', 'sent'] })
      .notNull()
      .default('draft'),
    /** When the held send is due; null for a plain draft and once sent. */
    sendAt: at('send_at'),
    sentAt: at('sent_at'),
    /** The sender removed it from their Sent or Draft folder (partial delete). */
    senderDeletedAt: at('sender_deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('emails_sender_idx').on(t.senderId, t.status), index('emails_send_at_idx').on(t.sendAt)],
);

/** One addressee of an email: to (recipients), cc or bcc; read and deleted per person. */
export const emailRecipients = pgTable(
  'email_recipients',
  {
    id: pk(),
    emailId: cascadeRef('email_id', () => emails.id),
    userId: cascadeRef('user_id', () => users.id),
    kind: text('kind', { enum: ['to', 'cc', 'bcc'] }).notNull(),
    readAt: at('read_at'),
    /** The recipient removed it from their inbox (partial delete). */
    deletedAt: at('deleted_at'),
  },
  (t) => [unique('email_recipients_unique').on(t.emailId, t.userId), index('email_recipients_user_idx').on(t.userId)],
);

/** A file sent with an email, stored under UPLOAD_DIR/email/ with a generated name. */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: pk(),
    emailId: cascadeRef('email_id', () => emails.id),
    fileName: text('file_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('email_attachments_email_idx').on(t.emailId)],
);
