// The communication domain's operations (Communication): its part of the table in index.ts, which says what an entry holds.
import { type OperationEntry, P, own } from './domains';

export const communication: Record<string, OperationEntry> = {
  'GET /api/chat/user/:id/:chatWith/:skip/:limit': [
    'chatHistory',
    'Page a chat conversation',
    P({
      id: own('the caller'),
      chatWith: "The other person's user id.",
      skip: 'Messages to skip (newest first).',
      limit: 'Messages to give.',
    }),
  ],
  'POST /api/create_email': [
    'create_email',
    'Write and send an email (held 10 s for undo; attachments allowed)',
    undefined,
    'The email is stored as a draft whose send is held 10 seconds: `undo_email` within that window keeps it a draft, `send_email` sends it at once; otherwise the server sends it when the hold ends.',
  ],
  'GET /api/emails': ['emails', 'Page my inbox, sent, drafts or trash'],
  'GET /api/email/:id': ['email', 'Read one email', P({ id: "The email's id." })],
  'POST /api/send_email/:id': ['send_email', 'Send a draft now', P({ id: "The email's (draft's) id." })],
  'PUT /api/undo_email/:id': [
    'undo_email',
    'Undo a held send (the email stays a draft)',
    P({ id: "The email's id." }),
    'Only while the send is held (the 10 s after `create_email`): 400 once sent.',
  ],
  'PUT /api/mark_as_read/:id': ['mark_as_read', 'Mark an email read', P({ id: "The email's id." })],
  'DELETE /api/partial_delete_email/:id': [
    'partial_delete_email',
    'Move an email to my trash (or delete it from there)',
    P({ id: "The email's id." }),
  ],
  'GET /api/email_attachments/:file/:emailId/:token': ['emailAttachment', "An email's attachment (file)"],
  'GET /api/notifications': ['notifications', 'My notifications'],
  'PUT /api/notifications/:id': ['readNotification', 'Mark a notification read', P({ id: "The notification's id." })],
  'POST /api/create_notification': ['create_notification', 'Send a notification'],
};
