import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk } from '@school/api';
import { inboxEmails, listOf } from '../email/fixtures';
import { CommunicationBadges } from './CommunicationBadges';

const meta: Meta<typeof CommunicationBadges> = { title: 'Widgets/Communication/Top bar badges', component: CommunicationBadges };
export default meta;
type Story = StoryObj<typeof CommunicationBadges>;

const api = (unread: number, fresh: number) =>
  createFakeApi({
    communication: {
      notifications: { list: async () => fakeOk({ data: [], total: unread, unread }) },
      emails: { list: async () => fakeOk({ ...listOf(inboxEmails), inbox: { new: fresh, total: 12 } }) },
    },
  });

export const WithCounts: Story = { args: { api: api(3, 2), notificationsHref: '#notifications', emailHref: '#email' } };
export const NothingNew: Story = { args: { api: api(0, 0), notificationsHref: '#notifications', emailHref: '#email' } };
export const Overflow: Story = { args: { api: api(120, 7), notificationsHref: '#notifications', emailHref: '#email' } };
export const BellOnly: Story = { args: { api: api(5, 0), notificationsHref: '#notifications' } };
