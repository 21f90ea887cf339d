import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { PublicStatistics } from './PublicStatistics';
import { SchoolWelcome } from './SchoolWelcome';

const meta: Meta = { title: 'Widgets/Home' };
export default meta;

export const Welcome: StoryObj = { render: () => <SchoolWelcome /> };
export const Statistics: StoryObj = {
  render: () => (
    <PublicStatistics
      api={createFakeApi({ public: { data: async () => fakeOk({ courses: 14, approvedStudents: 61, teachers: 12, grades: 13 }) } })}
    />
  ),
};
export const StatisticsFailed: StoryObj = {
  render: () => (
    <PublicStatistics api={createFakeApi({ public: { data: async () => fakeFail('poor connection', 0) } })} errorClearMs={600_000} />
  ),
};
