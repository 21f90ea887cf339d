import { screen, within } from '@testing-library/react';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../../shared/test-utils';
import { applicantRecord, entranceExam } from './fixtures';
import { ApplicantDetail } from './ApplicantDetail';

// Issue 17: the admin opens an applicant's entrance result from the Entrance exams list, and a
// questionnaire file answer by the name the applicant gave it.

const applicant = applicantRecord('ST-0065');
const exam = (id: string, title: string) => entranceExam(id, title);
const question = (over: Record<string, unknown>) => ({
  _id: 'q1',
  question: 'Upload your last report card',
  type: 'file' as const,
  fileType: 'pdf' as const,
  owner_id: 'a',
  receiver_id: 'u1',
  answer_id: null,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

function setup() {
  const onOpenResult = vi.fn();
  const api = createFakeApi({
    applicants: {
      get: async () => fakeOk({ student: applicant }),
      exams: { list: async () => fakeOk({ exams: [] }) },
      entranceLinks: {
        list: async () =>
          fakeOk({
            links: [
              { _id: 'l1', student_id: 's1', grade_name: 'Grade 7', exam_id: exam('e1', 'Mathematics entrance'), taken: true },
              { _id: 'l2', student_id: 's1', grade_name: 'Grade 7', exam_id: exam('e2', 'English entrance'), taken: false },
            ],
          }),
      },
      questionnaires: {
        list: async () =>
          fakeOk({
            questionnaires: [
              question({ answer_id: { answer: '9f2c1ab0.pdf', name: 'Report card 2025.pdf' } }),
              question({ _id: 'q2', question: 'Anything else?', answer_id: null }),
            ],
          }),
      },
    },
  });
  return { ...renderWidget(<ApplicantDetail api={api} id="s1" onBack={() => {}} onOpenResult={onOpenResult} />), onOpenResult };
}

describe('ApplicantDetail: entrance results and questionnaire files', () => {
  it('offers View result for an entrance exam the applicant has taken, by the applicant’s ID', async () => {
    const { user, onOpenResult } = setup();
    await user.click(await screen.findByRole('button', { name: 'View the result of Mathematics entrance' }));
    expect(onOpenResult).toHaveBeenCalledWith({ examId: 'e1', studentId: 'ST-0065' });
    expect(screen.queryByRole('button', { name: 'View the result of English entrance' })).not.toBeInTheDocument();
  });

  it('names a file answer as the applicant did and opens it from the page', async () => {
    const { user } = setup();
    expect(await screen.findByText('File: Report card 2025.pdf')).toBeInTheDocument();
    expect(screen.queryByText(/9f2c1ab0/)).not.toBeInTheDocument();
    // Only an answered file question has View.
    expect(screen.getAllByRole('button', { name: /^View the answer file/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'View the answer file Report card 2025.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'Report card 2025.pdf' });
    expect(within(viewer).getByRole('heading', { name: 'Report card 2025.pdf' })).toBeInTheDocument();
  });
});
