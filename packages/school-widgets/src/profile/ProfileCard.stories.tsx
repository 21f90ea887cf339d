import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk, type UserProfile } from '@school/api';
import { ProfileCard } from './ProfileCard';
import { parentProfile, studentProfile, teacherProfile } from './fixtures';

const meta: Meta<typeof ProfileCard> = { title: 'Widgets/ProfileCard', component: ProfileCard };
export default meta;

const apiFor = (user: UserProfile) => createFakeApi({ users: { get: async () => fakeOk({ user }) } });
export const Student: StoryObj<typeof ProfileCard> = { args: { api: apiFor(studentProfile), userId: 'ST-0001' } };
export const Teacher: StoryObj<typeof ProfileCard> = { args: { api: apiFor(teacherProfile), userId: 'TE-0001' } };
export const Parent: StoryObj<typeof ProfileCard> = { args: { api: apiFor(parentProfile), userId: 'FA-0001' } };
