import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type Email, type EmailFolder } from '@school/api';
import { chatUsers } from '../chat/fixtures';
import { EmailClient } from './EmailClient';
import { email, inboxEmails, listOf, people } from './fixtures';

const meta: Meta<typeof EmailClient> = { title: 'Widgets/Communication/Email', component: EmailClient };
export default meta;
type Story = StoryObj<typeof EmailClient>;

// An in-memory mailbox: creating, undoing, sending and deleting really change the folders.
function mailbox(initial: Record<EmailFolder, Email[]>) {
  const box = { inbox: [...initial.inbox], sent: [...initial.sent], draft: [...initial.draft] };
  const find = (id: string) => [...box.inbox, ...box.sent, ...box.draft].find((e) => e._id === id);
  const move = (id: string, to: EmailFolder, patch: Partial<Email>) => {
    const e = find(id)!;
    for (const f of ['inbox', 'sent', 'draft'] as const) box[f] = box[f].filter((x) => x._id !== id);
    box[to].unshift({ ...e, ...patch });
    return box[to][0];
  };
  return createFakeApi({
    communication: {
      users: async () => fakeOk({ users: chatUsers }),
      emails: {
        list: async ({ folder = 'inbox', page = 1, search }) => {
          const all = box[folder].filter((e) => !search || `${e.subject} ${e.content}`.toLowerCase().includes(search.toLowerCase()));
          return fakeOk({
            ...listOf(all, page, { sent: box.sent.length, draft: box.draft.length }),
            inbox: { new: box.inbox.filter((e) => !e.isRead).length, total: box.inbox.length },
          });
        },
        get: async (id) => (find(id) ? fakeOk({ email: find(id)! }) : fakeFail('not found', 404)),
        create: async (input) => {
          const now = new Date();
          const created = email({
            _id: `new${now.getTime()}`,
            subject: input.subject ?? '',
            content: input.content ?? '',
            status: 'draft',
            sentAt: null,
            createdAt: now.toISOString(),
            sendAt: new Date(now.getTime() + 10_000).toISOString(),
            recipients: chatUsers
              .filter((u) => input.recipients.includes(u._id))
              .map((u) => ({ ...people.te, _id: u._id, ID: u.ID, fullName: u.fullName })),
          });
          box.draft.unshift(created);
          return fakeOk({ message: 'Email created! Sending in 10 seconds. Click UNDO to discard.', email: created });
        },
        send: async (id) =>
          fakeOk({
            message: 'Email sent successfully!',
            email: move(id, 'sent', { status: 'sent', sentAt: new Date().toISOString(), sendAt: null }),
          }),
        undo: async (id) => fakeOk({ message: 'Sending cancelled: the email stays in Draft.', email: move(id, 'draft', { sendAt: null }) }),
        markRead: async (id) => {
          const e = find(id)!;
          box.inbox = box.inbox.map((x) => (x._id === e._id ? { ...x, isRead: true } : x));
          return fakeOk({ message: 'Marked as read' }, 'Marked as read');
        },
        remove: async (id) => {
          for (const f of ['inbox', 'sent', 'draft'] as const) box[f] = box[f].filter((x) => x._id !== id);
          return fakeOk({ message: 'Email deleted' }, 'Email deleted');
        },
        attachmentUrl: (file) => `/fake-files/email/${file}`,
      },
    },
  });
}

/** The inbox with new mail; compose, UNDO and the held send work against the in-memory mailbox. */
export const Inbox: Story = {
  args: {
    api: mailbox({ inbox: inboxEmails, sent: [email({ _id: 's1', sender: people.te, recipients: [people.st], isRead: true })], draft: [] }),
    me: 'te',
  },
  parameters: { chromatic: { disableSnapshot: false } },
};

export const EmptyFolders: Story = { args: { api: mailbox({ inbox: [], sent: [], draft: [] }), me: 'te' } };

export const Loading: Story = { args: { api: createFakeApi({ communication: { emails: { list: () => new Promise(() => {}) } } }) } };

export const Failed: Story = {
  args: {
    api: createFakeApi({
      communication: { emails: { list: async () => fakeFail('Something went wrong on the server, please try again', 500) } },
    }),
  },
};
