import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { StudentProfile } from './StudentProfile';
import { emptyRecord, studentRecord } from '../students/fixtures';

const meta: Meta<typeof StudentProfile> = { title: 'Widgets/StudentProfile', component: StudentProfile, args: { studentId: 'ST-0001' } };
export default meta;
type Story = StoryObj<typeof StudentProfile>;

export const Default: Story = { args: { api: createFakeApi({ students: { get: async () => fakeOk({ student: studentRecord }) } }) } };
export const NoSection: Story = { args: { api: createFakeApi({ students: { get: async () => fakeOk({ student: emptyRecord }) } }) } };
export const Loading: Story = { args: { api: createFakeApi({ students: { get: () => new Promise(() => undefined) } }) } };
export const Failed: Story = { args: { api: createFakeApi({ students: { get: async () => fakeFail('poor connection', 0) } }) } };
