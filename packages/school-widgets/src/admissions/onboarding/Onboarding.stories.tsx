import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { ApplicantOnboarding } from './ApplicantOnboarding';
import { entranceExamsFixture, questionnairesFixture } from '../../student-dashboard/fixtures';
import { studentRecord } from '../../students/fixtures';

const meta: Meta<typeof ApplicantOnboarding> = {
  title: 'Widgets/Admissions/Onboarding',
  component: ApplicantOnboarding,
  args: { studentId: 'ST-0002' },
};
export default meta;
type Story = StoryObj<typeof ApplicantOnboarding>;

const api = (exams = entranceExamsFixture, questionnaires = questionnairesFixture) =>
  createFakeApi({
    students: { get: async () => fakeOk({ student: { ...studentRecord, approved: false, academicRecords: [] } }) },
    teaching: {
      onboarding: {
        entranceExams: async () => fakeOk(exams),
        questionnaires: async () => fakeOk({ questionnaires }),
        answer: async () => fakeOk({ message: 'successfully answered', questionnaire: questionnaires[0] }),
      },
    },
  });
export const Default: Story = { args: { api: api() } };
export const WithTakeExam: Story = { args: { api: api(), onTakeExam: () => undefined } };
export const NothingAssigned: Story = { args: { api: api({ links: [], totalPages: 0, totalItems: 0 }, []) } };
export const Failed: Story = { args: { api: createFakeApi({ students: { get: async () => fakeFail('poor connection', 0) } }) } };
