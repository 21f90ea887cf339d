import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { MySchedule } from './MySchedule';
import { teacherWeek } from '../teacher-dashboard/fixtures';

const meta: Meta<typeof MySchedule> = { title: 'Widgets/MySchedule', component: MySchedule, args: { personId: 'TE-0001' } };
export default meta;
type Story = StoryObj<typeof MySchedule>;

export const TeacherWeek: Story = { args: { api: createFakeApi({ teaching: { schedule: async () => fakeOk(teacherWeek) } }) } };
export const StudentWeek: Story = {
  args: {
    show: 'teacher',
    personId: 'ST-0001',
    api: createFakeApi({ teaching: { schedule: async () => fakeOk({ ...teacherWeek, section: { _id: 'sec7', name: 'Grade 7 A' } }) } }),
  },
};
export const NoLessons: Story = {
  args: { api: createFakeApi({ teaching: { schedule: async () => fakeOk({ ...teacherWeek, lessons: [] }) } }) },
};
export const Loading: Story = { args: { api: createFakeApi({ teaching: { schedule: () => new Promise(() => undefined) } }) } };
export const Failed: Story = { args: { api: createFakeApi({ teaching: { schedule: async () => fakeFail('poor connection', 0) } }) } };
