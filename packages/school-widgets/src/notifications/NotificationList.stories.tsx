import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, createFakeLive, fakeFail, fakeOk, type Notification } from '@school/api';
import { chatUsers } from '../chat/fixtures';
import { NotificationList } from './NotificationList';
import { notificationsOf, pageOf } from './fixtures';

const meta: Meta<typeof NotificationList> = { title: 'Widgets/Communication/Notifications', component: NotificationList };
export default meta;
type Story = StoryObj<typeof NotificationList>;

function store(all: Notification[]) {
  let items = [...all];
  return createFakeApi({
    communication: {
      users: async () => fakeOk({ users: chatUsers }),
      notifications: {
        list: async ({ page = 1, sort, search }) => {
          const found = items.filter((n) => !search || `${n.title} ${n.message}`.toLowerCase().includes(search.toLowerCase()));
          return fakeOk(pageOf(sort === 'oldest' ? [...found].reverse() : found, page));
        },
        markRead: async (id) => {
          items = items.map((n) => (n._id === id ? { ...n, status: 'read' as const } : n));
          return fakeOk({ message: 'Notification marked as read' });
        },
        create: async (body) => {
          items = [
            { ...notificationsOf(1)[0], _id: `p${Date.now()}`, title: body.title, message: body.message, type: body.type ?? 'info' },
            ...items,
          ];
          return fakeOk(
            { message: 'Notification sent to 3 people', notification: { _id: 'p', recipients: 3 } },
            'Notification sent to 3 people',
          );
        },
      },
    },
  });
}

/** A student's list: unread ones marked, opening one marks it read. */
export const Student: Story = { args: { api: store(notificationsOf(14)), live: createFakeLive() } };

/** An admin's list with Add Notification (push to people or whole roles). */
export const Admin: Story = {
  args: { api: store(notificationsOf(4)), canPush: true },
  parameters: { chromatic: { disableSnapshot: false } },
};

export const Empty: Story = { args: { api: store([]) } };

export const Failed: Story = {
  args: {
    api: createFakeApi({
      communication: { notifications: { list: async () => fakeFail('Something went wrong on the server, please try again', 500) } },
    }),
  },
};
