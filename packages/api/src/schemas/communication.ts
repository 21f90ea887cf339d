// Chat, internal email, notifications, top-bar badges (spec 001 chat, spec 002).
import { z } from 'zod';
import { messages } from '../messages';
import { roleNameSchema, roleNames, roleTypeSchema } from './common';
import { errorCodes } from '../errorCodes';

const id = z.string().trim().min(1, messages.invalidData).max(100, messages.invalidData);
const intIn = (min: number, max: number) =>
  z.coerce.number().int(messages.invalidData).min(min, messages.invalidData).max(max, messages.invalidData);

// ─── Chat (spec 001 §3, §7 Chat) ─────────────────────────────────────────────────────────────

/** GET users: one person of the chat list (spec 001 Chat user), also the admin Users grid's row. */
export const chatUserSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  type: roleTypeSchema,
  role: roleNameSchema,
  approved: z.boolean(),
  temp_password_changed: z.boolean(),
  online: z.boolean(),
  /** Messages from this person the caller has not seen yet. */
  unreadMessage: z.number().int(),
  photo: z.string().nullable(),
  url: z.string(),
  /** ISO time of the last message between the caller and this person (ours: orders the list). */
  lastMessageAt: z.string().nullable(),
  /** Admins only (the Users grid): the names of the permissions the person holds now. */
  permissions: z.array(z.string()).optional(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;
export const chatUsersResponseSchema = z.object({ users: z.array(chatUserSchema) });
export type ChatUsersResponse = z.infer<typeof chatUsersResponseSchema>;

const personRef = z.object({ _id: z.string(), ID: z.string() });

/** A chat message (spec 001 §3): `clientId` is the sender's id for it (resends carry the same). */
export const chatMessageSchema = z.object({
  _id: z.string(),
  message: z.string(),
  sender: personRef,
  receiver: personRef,
  /** ISO time the server stored it. */
  timestamp: z.string(),
  seen: z.boolean(),
  clientId: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET chat/user/{id}/{chatWith}/{skip}/{limit}: the newest `limit` messages after skipping `skip` newer ones. */
export const chatHistoryParamsSchema = z.object({
  id,
  chatWith: id,
  skip: intIn(0, 100_000),
  limit: intIn(1, 50),
});
export type ChatHistoryParams = z.infer<typeof chatHistoryParamsSchema>;
/** Oldest first; `total` counts the whole conversation. */
export const chatHistoryResponseSchema = z.object({ chat: z.array(chatMessageSchema), total: z.number().int() });
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/** Initial window, window on selecting a user, growth on scrolling up (spec 001 §9). */
export const CHAT_INITIAL_LIMIT = 5;
export const CHAT_SELECT_LIMIT = 10;
export const CHAT_SCROLL_STEP = 2;
export const CHAT_MESSAGE_MAX = 2000;

// Live connection events (socket.io), emitted by the client:
export const joinRoomSchema = z.object({ userId: id, chatWith: id });
export type JoinRoomPayload = z.infer<typeof joinRoomSchema>;
export const sendMessageSchema = z.object({
  senderId: id,
  receiverId: id,
  message: z.string().trim().min(1, messages.chatMessageRequired).max(CHAT_MESSAGE_MAX, messages.chatMessageTooLong),
  /** The spec's paging fields; accepted, unused (the client holds its window). */
  skip: z.number().int().min(0).optional(),
  limit: z.number().int().min(0).optional(),
  /**
   * Ours: the sender's id for the message, so a resend is stored and shown once. Optional, as the
   * spec sends none (issue 20): without it every send is stored (at least once).
   */
  clientId: z.string().trim().min(8, messages.invalidData).max(64, messages.invalidData).optional(),
});
/** A send as the server stores it: with the sender's clientId, or one the server gave it. */
export type SendMessagePayload = z.infer<typeof sendMessageSchema> & { clientId: string };
export const markAsSeenSchema = z.object({ messageIds: z.array(id).min(1, messages.invalidData).max(200, messages.invalidData) });
export type MarkAsSeenPayload = z.infer<typeof markAsSeenSchema>;

/** The acknowledgement of sendMessage (and joinRoom, markAsSeen). */
export type LiveAck<T = undefined> = { ok: true; data: T } | { ok: false; error: string };

// ...and received:
export const newMessageEventSchema = z.object({ chat: chatMessageSchema, receiverId: z.string(), senderID: z.string() });
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;
export const seenMessagesEventSchema = z.object({ chatIds: z.array(z.string()) });
export type SeenMessagesEvent = z.infer<typeof seenMessagesEventSchema>;
export const updateUserStatusEventSchema = z.object({ userId: z.string(), status: z.enum(['online', 'offline']) });
export type UpdateUserStatusEvent = z.infer<typeof updateUserStatusEventSchema>;
/** onlineUsers: the `_id`s of everyone connected. */
export const onlineUsersEventSchema = z.array(z.string());
/** error: the text a person reads (their language) and the machine code clients branch on (issue 38). */
export const liveErrorEventSchema = z.object({ error: z.string(), code: z.enum(errorCodes).optional() });
export type LiveErrorEvent = z.infer<typeof liveErrorEventSchema>;
/** Ours: a notification reached the person (the bell badge refreshes). */
export const notificationEventSchema = z.object({ _id: z.string() });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
/** Ours: an email arrived in the inbox, or one of the person's held sends went out. */
export const emailEventSchema = z.object({ _id: z.string(), folder: z.enum(['inbox', 'sent', 'draft']) });
export type EmailEvent = z.infer<typeof emailEventSchema>;

// ─── Internal email (spec 002 §3 Email, §7) ──────────────────────────────────────────────────

export const emailPersonSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  email: z.string().nullable(),
  fullName: z.string(),
  url: z.string(),
  photo: z.string().nullable(),
});
export type EmailPerson = z.infer<typeof emailPersonSchema>;

/** An attachment: `file` is the stored name of the URL email_attachments/{file}/{emailId}/{token}. */
export const emailAttachmentSchema = z.object({ file: z.string(), name: z.string(), size: z.number().int() });
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

export const emailSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  content: z.string(),
  sender: emailPersonSchema,
  recipients: z.array(emailPersonSchema),
  cc: z.array(emailPersonSchema),
  /** The sender sees every bcc; a bcc recipient sees only themselves; others see none. */
  bcc: z.array(emailPersonSchema),
  attachments: z.array(emailAttachmentSchema),
  status: z.enum(['draft', 'sent']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Ours: when the held send is due (a draft waiting for its UNDO window); null otherwise. */
  sendAt: z.string().nullable(),
  /** The caller's own copy was read (always true for the sender's copies). */
  isRead: z.boolean(),
});
export type Email = z.infer<typeof emailSchema>;

export const emailFolders = ['inbox', 'sent', 'draft'] as const;
export type EmailFolder = (typeof emailFolders)[number];
export const emailSorts = ['date_desc', 'date_asc', 'sender_asc', 'sender_desc', 'subject_asc', 'subject_desc'] as const;
export type EmailSort = (typeof emailSorts)[number];
export const EMAIL_PAGE_SIZE = 10;
/** The UNDO window: the held send is due this long after creation (spec 002 §9). */
export const EMAIL_SEND_DELAY_MS = 10_000;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_CONTENT_MAX = 20_000;
export const EMAIL_MAX_ADDRESSEES = 50;
export const EMAIL_MAX_ATTACHMENTS = 5;

/** GET emails (our path): one folder's page plus the counts of every folder. */
export const emailListQuerySchema = z.object({
  folder: z.enum(emailFolders).default('inbox'),
  search: z.string().trim().max(200, messages.invalidData).optional(),
  sort: z.enum(emailSorts).default('date_desc'),
  page: intIn(1, 100_000).default(1),
  limit: intIn(1, 50).default(EMAIL_PAGE_SIZE),
});
export type EmailListQuery = { folder?: EmailFolder; search?: string; sort?: EmailSort; page?: number; limit?: number };
export const emailListResponseSchema = z.object({
  inbox: z.object({ new: z.number().int(), total: z.number().int() }),
  sent: z.number().int(),
  draft: z.number().int(),
  emails: z.array(emailSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type EmailList = z.infer<typeof emailListResponseSchema>;

/** The text fields of create_email (multipart; recipients, cc and bcc repeated, user ids). */
export const createEmailFieldsSchema = z
  .object({
    recipients: z.array(id).max(EMAIL_MAX_ADDRESSEES, messages.emailTooManyAddressees).default([]),
    cc: z.array(id).max(EMAIL_MAX_ADDRESSEES, messages.emailTooManyAddressees).default([]),
    bcc: z.array(id).max(EMAIL_MAX_ADDRESSEES, messages.emailTooManyAddressees).default([]),
    subject: z.string().trim().max(EMAIL_SUBJECT_MAX, messages.emailSubjectTooLong).default(''),
    content: z.string().max(EMAIL_CONTENT_MAX, messages.emailContentTooLong).default(''),
  })
  .refine((e) => e.recipients.length + e.cc.length + e.bcc.length > 0, { message: messages.emailRecipientRequired, path: ['recipients'] });
export type CreateEmailFields = z.input<typeof createEmailFieldsSchema>;
export interface CreateEmailInput {
  recipients: string[];
  cc?: string[];
  bcc?: string[];
  subject?: string;
  content?: string;
  attachments?: readonly File[];
}
export const emailResponseSchema = z.object({ message: z.string(), email: emailSchema });
export type EmailResponse = z.infer<typeof emailResponseSchema>;
export const emailDetailResponseSchema = z.object({ email: emailSchema });
export type EmailDetailResponse = z.infer<typeof emailDetailResponseSchema>;

// ─── Notifications (spec 002 §3 Notification, §7) ────────────────────────────────────────────

export const notificationTypes = ['info', 'warning', 'error', 'success', 'announcement'] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const NOTIFICATION_PAGE_SIZE = 10;

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  status: z.enum(['unread', 'read']),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** The caller's own `_id`: recipients never see who else received it. */
  users: z.array(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: intIn(1, 50).default(NOTIFICATION_PAGE_SIZE),
  page: intIn(1, 100_000).default(1),
  status: z.enum(['unread', 'read', 'all']).default('all'),
  type: z.enum(notificationTypes).optional(),
  search: z.string().trim().max(200, messages.invalidData).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type NotificationListQuery = {
  limit?: number;
  page?: number;
  status?: 'unread' | 'read' | 'all';
  type?: NotificationType;
  search?: string;
  sort?: 'newest' | 'oldest';
};
/** `total` counts what the query matches; `unread` is the caller's unread total (the bell). */
export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** POST create_notification: to chosen users and/or every member of whole roles (ours). */
export const createNotificationSchema = z
  .object({
    title: z.string().trim().min(1, messages.notificationTitleRequired).max(120, messages.notificationTitleTooLong),
    message: z.string().trim().min(1, messages.notificationMessageRequired).max(2000, messages.notificationMessageTooLong),
    type: z.enum(notificationTypes, { error: messages.notificationTypeInvalid }).default('info'),
    users: z.array(id).max(5000, messages.invalidData).default([]),
    roles: z
      .array(z.enum(roleNames, { error: messages.invalidData }))
      .max(roleNames.length)
      .default([]),
  })
  .refine((n) => n.users.length + n.roles.length > 0, { message: messages.notificationAudienceRequired, path: ['users'] });
export type CreateNotificationRequest = z.input<typeof createNotificationSchema>;
export const createNotificationResponseSchema = z.object({
  message: z.string(),
  notification: z.object({ _id: z.string(), recipients: z.number().int() }),
});
export type CreateNotificationResponse = z.infer<typeof createNotificationResponseSchema>;

export const communicationIdParamsSchema = z.object({ id });
