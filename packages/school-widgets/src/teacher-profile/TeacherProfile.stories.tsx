import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { TeacherProfile } from './TeacherProfile';
import { history, teacherInPeriod } from '../teacher-dashboard/fixtures';

const meta: Meta<typeof TeacherProfile> = { title: 'Widgets/TeacherProfile', component: TeacherProfile, args: { teacherId: 'TE-0001' } };
export default meta;
type Story = StoryObj<typeof TeacherProfile>;

const api = (fullInfo: () => Promise<unknown>) =>
  createFakeApi({ teaching: { teacherInPeriod: async () => fakeOk(teacherInPeriod) }, teachers: { fullInfo: fullInfo as never } });
export const Default: Story = { args: { api: api(async () => fakeOk({ teacher: teacherInPeriod.teacher, history })) } };
export const NoSections: Story = {
  args: { api: api(async () => fakeOk({ teacher: { ...teacherInPeriod.teacher, status: false }, history: [] })) },
};
export const Loading: Story = { args: { api: api(() => new Promise(() => undefined)) } };
export const Failed: Story = { args: { api: api(async () => fakeFail('poor connection', 0)) } };
