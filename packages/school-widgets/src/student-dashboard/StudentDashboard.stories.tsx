import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { StudentDashboard } from './StudentDashboard';
import { StudentPeriods } from './StudentPeriods';
import { studentDashboardFixture } from './fixtures';
import { studentRecord } from '../students/fixtures';

const meta: Meta = { title: 'Widgets/StudentDashboard' };
export default meta;

const dash = (load: () => Promise<unknown>) => (
  <StudentDashboard
    api={createFakeApi({ teaching: { studentDashboard: load as never } })}
    studentId="ST-0001"
    onOpenAssignment={() => undefined}
    onOpenArea={() => undefined}
  />
);
export const Default: StoryObj = { render: () => dash(async () => fakeOk(studentDashboardFixture)) };
export const NoSection: StoryObj = { render: () => dash(async () => fakeOk({ ...studentDashboardFixture, section: null })) };
export const Loading: StoryObj = { render: () => dash(() => new Promise(() => undefined)) };
export const Failed: StoryObj = { render: () => dash(async () => fakeFail('poor connection', 0)) };
export const Periods: StoryObj = {
  render: () => (
    <StudentPeriods
      api={createFakeApi({ students: { get: async () => fakeOk({ student: studentRecord }) } })}
      studentId="ST-0001"
      onOpen={() => undefined}
    />
  ),
};
