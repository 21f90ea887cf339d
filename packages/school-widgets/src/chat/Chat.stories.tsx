import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, createFakeLive, fakeFail, fakeOk, type ApiClient, type ChatMessage } from '@school/api';
import { Chat } from './Chat';
import { chatUsers, conversation, loginIds } from './fixtures';

const meta: Meta<typeof Chat> = { title: 'Widgets/Communication/Chat', component: Chat };
export default meta;
type Story = StoryObj<typeof Chat>;

const apiWith = (history: ChatMessage[], users = chatUsers): ApiClient =>
  createFakeApi({
    communication: {
      users: async () => fakeOk({ users }),
      chat: {
        history: async ({ skip, limit }) => {
          const end = history.length - skip;
          return fakeOk({ chat: history.slice(Math.max(0, end - limit), Math.max(0, end)), total: history.length });
        },
      },
    },
  });

/** No one selected yet: the list with presence and unread counts. */
export const People: Story = { args: { api: apiWith(conversation(12)), live: createFakeLive({ loginIds }), me: 'st' } };

/** Opened from a link: the 5 newest messages, older ones on scrolling up; sending works. */
export const Conversation: Story = {
  args: { api: apiWith(conversation(12)), live: createFakeLive({ loginIds }), me: 'st', chatWith: 'TE-0001' },
  parameters: { chromatic: { disableSnapshot: false } },
};

/** The connection is down: new messages wait as "sending" until it is back. */
export const Reconnecting: Story = {
  args: { api: apiWith(conversation(3)), live: createFakeLive({ loginIds, state: 'reconnecting' }), me: 'st', chatWith: 'TE-0001' },
};

export const EmptyConversation: Story = { args: { api: apiWith([]), live: createFakeLive({ loginIds }), me: 'st', chatWith: 'AD-0001' } };

export const NoOneToChatWith: Story = { args: { api: apiWith([], chatUsers.slice(0, 1)), live: createFakeLive(), me: 'st' } };

export const Loading: Story = {
  args: { api: createFakeApi({ communication: { users: () => new Promise(() => {}) } }), live: createFakeLive(), me: 'st' },
};

export const Failed: Story = {
  args: {
    api: createFakeApi({ communication: { users: async () => fakeFail('Something went wrong on the server, please try again', 500) } }),
    live: createFakeLive(),
    me: 'st',
  },
};
