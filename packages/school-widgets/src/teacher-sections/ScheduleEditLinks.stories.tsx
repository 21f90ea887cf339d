import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk } from '@school/api';
import { ScheduleEditLinks } from './ScheduleEditLinks';
import { teacherInPeriod } from '../teacher-dashboard/fixtures';

const meta: Meta<typeof ScheduleEditLinks> = {
  title: 'Widgets/ScheduleEditLinks',
  component: ScheduleEditLinks,
  args: { teacherId: 'TE-0001', onEdit: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ScheduleEditLinks>;

/** A teacher holding Manage schedule: the sections they teach (owned ones would join them). */
export const Default: Story = {
  args: {
    api: createFakeApi({
      teaching: { teacherInPeriod: async () => fakeOk(teacherInPeriod) },
      gradeReports: { sectionOwners: async () => fakeOk({ sectionOwners: [] }) },
    }),
  },
};
