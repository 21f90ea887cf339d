import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { AdminDashboard } from './AdminDashboard';
import { adminDashboardFixture } from './fixtures';

const meta: Meta<typeof AdminDashboard> = { title: 'Widgets/AdminDashboard', component: AdminDashboard };
export default meta;

export const Default: StoryObj<typeof AdminDashboard> = {
  args: { api: createFakeApi({ dashboard: { admin: async () => fakeOk(adminDashboardFixture) } }) },
};
export const Loading: StoryObj<typeof AdminDashboard> = {
  args: { api: createFakeApi({ dashboard: { admin: () => new Promise(() => undefined) } }) },
};
export const Failed: StoryObj<typeof AdminDashboard> = {
  args: { api: createFakeApi({ dashboard: { admin: async () => fakeFail('poor connection', 0) } }) },
};
