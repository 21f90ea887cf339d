import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { TeacherDashboard } from './TeacherDashboard';
import { teacherDashboardFixture } from './fixtures';

const meta: Meta<typeof TeacherDashboard> = {
  title: 'Widgets/TeacherDashboard',
  component: TeacherDashboard,
  args: { teacherId: 'TE-0001', onOpenArea: () => undefined, onOpenSubmission: () => undefined },
};
export default meta;
type Story = StoryObj<typeof TeacherDashboard>;

export const Default: Story = {
  args: { api: createFakeApi({ teaching: { teacherDashboard: async () => fakeOk(teacherDashboardFixture) } }) },
};
export const Empty: Story = {
  args: {
    api: createFakeApi({
      teaching: {
        teacherDashboard: async () => fakeOk({ ...teacherDashboardFixture, sections: [], today: [], absences: [], waiting: [] }),
      },
    }),
  },
};
export const Loading: Story = { args: { api: createFakeApi({ teaching: { teacherDashboard: () => new Promise(() => undefined) } }) } };
export const Failed: Story = {
  args: { api: createFakeApi({ teaching: { teacherDashboard: async () => fakeFail('poor connection', 0) } }) },
};
