import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeOk } from '@school/api';
import { studentRecord } from '../../students/fixtures';
import { ApplicantDetail } from './ApplicantDetail';
import { ApplicantList } from './ApplicantList';

const applicant = { ...studentRecord, approved: false, classG: 'Grade 7', academicRecords: [] };
const exam = {
  _id: 'e1',
  title: 'Grade 7 entrance: Mathematics',
  description: 'Entrance exam.',
  start_time: '2026-12-01T06:00:00Z',
  end_time: '2026-12-01T12:00:00Z',
  duration: 60,
  total_marks: 50,
  caution: 'Stay in full screen.',
  grade_name: 'Grade 7',
  teacher_id: { _id: 't1', fullName: 'Tesfaye Bekele Gebre' },
};
const api = createFakeApi({
  applicants: {
    list: async () =>
      fakeOk({
        StudentsTobeApproved: [
          {
            _id: 's2',
            ID: 'ST-0002',
            firstName: 'Abel',
            middleName: 'Bekele',
            lastName: 'Tesfaye',
            gender: 'male',
            email: 'abel@example.et',
            age: 12,
            classG: 'Grade 7',
            application_year: 2026,
            application_semester: 1,
            Date: Date.UTC(2026, 10, 1),
          },
        ],
        totalPages: 1,
        totalItems: 1,
      }),
    get: async () => fakeOk({ student: applicant }),
    approve: async () => fakeOk({ message: 'successfully approved', student: { ...applicant, approved: true } }, 'successfully approved'),
    exams: { list: async () => fakeOk({ exams: [exam, { ...exam, _id: 'e2', title: 'Grade 7 entrance: English' }] }) },
    entranceLinks: { list: async () => fakeOk({ links: [{ _id: 'l1', student_id: 's2', grade_name: 'Grade 7', exam_id: exam }] }) },
    questionnaires: {
      list: async () =>
        fakeOk({
          questionnaires: [
            {
              _id: 'q1',
              question: 'Why would you like to join?',
              type: 'text' as const,
              fileType: 'all' as const,
              owner_id: 'a',
              receiver_id: 'u1',
              answer_id: null,
              createdAt: 0,
              updatedAt: 0,
            },
          ],
        }),
    },
  },
});

const meta = {
  title: 'Widgets/Admissions/Review/ApplicantDetail',
  component: ApplicantDetail,
  args: { api, id: 's2', onBack: () => {} },
} satisfies Meta<typeof ApplicantDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = { parameters: { chromatic: { disableSnapshot: false } } };
export const List: StoryObj<typeof ApplicantList> = { render: () => <ApplicantList api={api} onOpen={() => {}} /> };
