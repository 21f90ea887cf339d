import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk } from '@school/api';
import { AccountSessions } from './AccountSessions';
import { sessionsFixture } from './fixtures';

const meta: Meta<typeof AccountSessions> = { title: 'Widgets/Settings/Signed-in devices', component: AccountSessions };
export default meta;

const api = createFakeApi({
  auth: {
    sessions: async () => fakeOk(sessionsFixture),
    endSession: async () => fakeOk({ message: 'The session was signed out' }, 'The session was signed out'),
    endAllSessions: async () => fakeOk({ message: 'Signed out everywhere' }, 'Signed out everywhere'),
  },
});

export const TwoDevices: StoryObj<typeof AccountSessions> = { name: 'This laptop and a phone', args: { api, onSignedOut: () => {} } };
