import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { singleReport } from '../grade-reports/fixtures';
import { studentAttendanceFixture } from '../student-dashboard/fixtures';
import { ParentDashboard } from './ParentDashboard';
import { abel, abelPeriods, abelWeek, digest, hanna, linksOf } from './fixtures';

const meta: Meta<typeof ParentDashboard> = {
  title: 'Widgets/ParentDashboard',
  component: ParentDashboard,
  args: {
    parentId: 'FA-0001',
    onOpenChat: () => {},
    onOpenNotifications: () => {},
    onOpenEmail: () => {},
    onLogout: () => {},
    onBackHome: () => {},
  },
};
export default meta;
type Story = StoryObj<typeof ParentDashboard>;

const api = (report: () => Promise<unknown> = async () => fakeOk(singleReport()), links = linksOf(abel, hanna)) =>
  createFakeApi({
    permissions: {
      family: {
        links: async () => fakeOk(links),
        periods: async (_p: string, student: string) => fakeOk(student === abel._id ? abelPeriods : { academicPeriods: [] }),
        digest: async () =>
          fakeOk({ ...digest, children: digest.children.filter((c) => links.links.some((l) => l.student_id._id === c.student._id)) }),
      },
    },
    teaching: {
      schedule: async () => fakeOk(abelWeek),
      attendance: { forStudent: async () => fakeOk(studentAttendanceFixture) },
    },
    gradeReports: { singleReport: report },
  } as never);

/** Two linked children; pick Abel, then a semester, to see the tabs. */
export const TwoChildren: Story = { args: { api: api() } };
/** The owner has not released the report: 'No Report Released' in the Grade Reports tab. */
export const ReportHidden: Story = { args: { api: api(async () => fakeFail('No Report Released', 403, 'no_report_released')) } };
/** No child linked yet. */
export const NoChildren: Story = { args: { api: api(undefined, linksOf()) } };
export const Loading: Story = {
  args: {
    api: createFakeApi({
      permissions: { family: { links: () => new Promise(() => undefined), digest: () => new Promise(() => undefined) } },
    } as never),
  },
};
export const Failed: Story = {
  args: {
    api: createFakeApi({
      permissions: { family: { links: async () => fakeFail('poor connection', 0), digest: async () => fakeFail('poor connection', 0) } },
    } as never),
  },
};
