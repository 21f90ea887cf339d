import type {
  ChatHistoryParams,
  ChatHistoryResponse,
  ChatUsersResponse,
  CreateEmailInput,
  CreateNotificationRequest,
  CreateNotificationResponse,
  EmailDetailResponse,
  EmailList,
  EmailListQuery,
  EmailResponse,
  MessageBody,
  NotificationList,
  NotificationListQuery,
} from '../../schemas';
import type { ApiClientOptions, Caller } from '../core';
import { signedFileUrl } from '../files';

const id = encodeURIComponent;

/** Chat, internal email, notifications, top-bar badges (spec 001 chat, spec 002). */
export const communicationApi = (call: Caller, options: Pick<ApiClientOptions, 'baseURL' | 'getToken'>) => ({
  /** GET users: the people the caller may chat with (admins: every account), with presence and unread counts. */
  users: () => call<ChatUsersResponse>({ method: 'GET', path: 'users' }),
  chat: {
    /** GET chat/user/{id}/{chatWith}/{skip}/{limit}: the newest `limit` messages after skipping `skip`, oldest first. */
    history: (p: ChatHistoryParams) =>
      call<ChatHistoryResponse>({ method: 'GET', path: `chat/user/${id(p.id)}/${id(p.chatWith)}/${p.skip}/${p.limit}` }),
  },
  emails: {
    /** GET emails (our path): one folder's page and every folder's count. */
    list: (query: EmailListQuery) => call<EmailList>({ method: 'GET', path: 'emails', query }),
    /** GET email/{id} (our path). */
    get: (emailId: string) => call<EmailDetailResponse>({ method: 'GET', path: `email/${id(emailId)}` }),
    /** POST create_email (multipart): a draft whose send the server holds for 10 s; 201. */
    create: (input: CreateEmailInput) => {
      const form = new FormData();
      for (const r of input.recipients) form.append('recipients', r);
      for (const r of input.cc ?? []) form.append('cc', r);
      for (const r of input.bcc ?? []) form.append('bcc', r);
      form.append('subject', input.subject ?? '');
      form.append('content', input.content ?? '');
      for (const f of input.attachments ?? []) form.append('email_attachments', f);
      const files = (input.attachments ?? []).length > 0;
      // Files take the upload path (longer timeout than a read).
      return call<EmailResponse>({
        method: 'POST',
        path: 'create_email',
        body: form,
        success: 201,
        onUploadProgress: files ? () => {} : undefined,
      });
    },
    /** POST send_email/{id} (our path): sends a draft now. */
    send: (emailId: string) => call<EmailResponse>({ method: 'POST', path: `send_email/${id(emailId)}`, success: 200 }),
    /** PUT undo_email/{id} (our path): cancels the held send; the email stays a draft. */
    undo: (emailId: string) => call<EmailResponse>({ method: 'PUT', path: `undo_email/${id(emailId)}` }),
    /** PUT mark_as_read/{id}. */
    markRead: (emailId: string) => call<MessageBody>({ method: 'PUT', path: `mark_as_read/${id(emailId)}` }),
    /** DELETE partial_delete_email/{id}: removes it from the caller's side only. */
    remove: (emailId: string) => call<MessageBody>({ method: 'DELETE', path: `partial_delete_email/${id(emailId)}` }),
    /** URL of an attachment: email_attachments/{file}/{emailId}/{token}. */
    attachmentUrl: (file: string, emailId: string) =>
      signedFileUrl(options.baseURL, 'email_attachments', file, options.getToken?.(), emailId),
  },
  notifications: {
    /** GET notifications: limit (10), page, status, search, sort; `unread` is the bell's count. */
    list: (query: NotificationListQuery) => call<NotificationList>({ method: 'GET', path: 'notifications', query }),
    /** PUT notifications/{id}: marks it read. */
    markRead: (notificationId: string) => call<MessageBody>({ method: 'PUT', path: `notifications/${id(notificationId)}`, body: {} }),
    /** POST create_notification (admins): to users and/or whole roles; 201. */
    create: (body: CreateNotificationRequest) =>
      call<CreateNotificationResponse>({ method: 'POST', path: 'create_notification', body, success: 201 }),
  },
});
