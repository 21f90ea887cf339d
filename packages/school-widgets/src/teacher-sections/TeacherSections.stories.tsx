import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { TeacherSections } from './TeacherSections';
import { teacherInPeriod } from '../teacher-dashboard/fixtures';

const meta: Meta<typeof TeacherSections> = {
  title: 'Widgets/TeacherSections',
  component: TeacherSections,
  args: { teacherId: 'TE-0001', onOpen: () => undefined },
};
export default meta;
type Story = StoryObj<typeof TeacherSections>;

export const Default: Story = { args: { api: createFakeApi({ teaching: { teacherInPeriod: async () => fakeOk(teacherInPeriod) } }) } };
export const NoSections: Story = {
  args: {
    api: createFakeApi({
      teaching: {
        teacherInPeriod: async () => fakeOk({ ...teacherInPeriod, teacher: { ...teacherInPeriod.teacher, assignedSections: [] } }),
      },
    }),
  },
};
export const Loading: Story = { args: { api: createFakeApi({ teaching: { teacherInPeriod: () => new Promise(() => undefined) } }) } };
export const Failed: Story = {
  args: { api: createFakeApi({ teaching: { teacherInPeriod: async () => fakeFail('poor connection', 0) } }) },
};
