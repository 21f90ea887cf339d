import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { CourseMaterial } from './CourseMaterial';
import { materialFixture } from '../teacher-dashboard/fixtures';

const meta: Meta<typeof CourseMaterial> = {
  title: 'Widgets/CourseMaterial',
  component: CourseMaterial,
  args: { teacherId: 'TE-0001', sectionId: 'sec7', courseId: 'c-Mathematics', onBack: () => undefined },
};
export default meta;
type Story = StoryObj<typeof CourseMaterial>;

export const Default: Story = { args: { api: createFakeApi({ teaching: { material: { list: async () => fakeOk(materialFixture) } } }) } };
export const Empty: Story = {
  args: { api: createFakeApi({ teaching: { material: { list: async () => fakeOk({ ...materialFixture, courseMaterials: [] }) } } }) },
};
export const Loading: Story = { args: { api: createFakeApi({ teaching: { material: { list: () => new Promise(() => undefined) } } }) } };
export const Failed: Story = {
  args: { api: createFakeApi({ teaching: { material: { list: async () => fakeFail('you do not have permission for this', 403) } } }) },
};
