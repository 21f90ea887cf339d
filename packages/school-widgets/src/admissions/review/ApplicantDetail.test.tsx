import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../../shared/test-utils';
import { applicantRecord, entranceExam } from './fixtures';
import { ApplicantDetail } from './ApplicantDetail';

const applicant = applicantRecord('ST-0002');
const exam = (id: string, title: string) => entranceExam(id, title, { teacher_id: { _id: 't', fullName: 'Tesfaye Bekele' } });

function fakes() {
  const links = [{ _id: 'l1', student_id: 's1', grade_name: 'Grade 7', exam_id: exam('e1', 'Mathematics') }];
  return {
    applicants: {
      get: vi.fn(async () => fakeOk({ student: applicant })),
      approve: vi.fn(async () =>
        fakeOk({ message: 'successfully approved', student: { ...applicant, approved: true } }, 'successfully approved'),
      ),
      exams: { list: vi.fn(async () => fakeOk({ exams: [exam('e1', 'Mathematics'), exam('e2', 'English')] })) },
      entranceLinks: {
        list: vi.fn(async () => fakeOk({ links })),
        add: vi.fn(async () => fakeOk({ message: 'successfully added', link: links[0] })),
        remove: vi.fn(async () => fakeOk({ message: 'successfully deleted' })),
      },
      questionnaires: {
        list: vi.fn(async () =>
          fakeOk({
            questionnaires: [
              {
                _id: 'q1',
                question: 'Why us?',
                type: 'text' as const,
                fileType: 'all' as const,
                owner_id: 'a',
                receiver_id: 'u1',
                answer_id: { answer: 'Good teachers' },
                createdAt: 0,
                updatedAt: 0,
              },
            ],
          }),
        ),
        add: vi.fn(async () => fakeOk({ message: 'successfully added', questionnaire: {} })),
        remove: vi.fn(async () => fakeOk({ message: 'successfully deleted' })),
      },
    },
  };
}

describe('ApplicantDetail', () => {
  it('approves after confirmation: the button becomes a disabled Approved and the server message is shown', async () => {
    const api = fakes();
    const { user } = renderWidget(<ApplicantDetail api={createFakeApi(api as never)} id="s1" onBack={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: /^Approve .+\?$/ });
    expect(api.applicants.approve).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.applicants.approve).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Approved' })).toBeDisabled();
    expect(api.applicants.approve).toHaveBeenCalledWith({ _id: 's1' });
    expect(screen.getByText('successfully approved')).toBeInTheDocument();
  });

  it('assigns an exam not yet assigned (the grade name prefilled) and unassigns after confirmation', async () => {
    const api = fakes();
    const { user } = renderWidget(<ApplicantDetail api={createFakeApi(api as never)} id="s1" onBack={() => {}} />);
    // Both lists load on their own: wait for the assigned one before judging what the select offers.
    await screen.findByRole('heading', { name: 'Mathematics' });
    const select = await screen.findByLabelText('Entrance exam');
    await within(select).findByRole('option', { name: /English/ });
    await waitFor(() => expect(within(select).queryByRole('option', { name: /Mathematics/ })).not.toBeInTheDocument());
    await user.selectOptions(select, 'e2');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(api.applicants.entranceLinks.add).toHaveBeenCalledWith({ student_id: 's1', exam_id: 'e2', grade_name: 'Grade 7' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Unassign Mathematics' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.applicants.entranceLinks.remove).toHaveBeenCalledWith('l1'));
  });

  it("writes the exams' times in an Amharic reader's language and Ethiopian calendar, in the list and the selector", async () => {
    renderWidget(<ApplicantDetail api={createFakeApi(fakes() as never)} id="s1" onBack={() => {}} />, {
      language: 'am',
      calendar: 'ethiopic',
    });
    // 1 December 2026 is 22 Hedar 2019 in the Ethiopian calendar.
    const item = (await screen.findByRole('heading', { name: 'Mathematics' })).closest('li') as HTMLElement;
    const after = (term: string) => within(item).getByText(term).nextElementSibling?.textContent;
    expect(after('ይጀምራል')).toMatch(/^22 ኅዳር 2019 ዓ\.ም\. \S/);
    expect(after('ያበቃል')).toMatch(/^22 ኅዳር 2019 ዓ\.ም\. \S/);
    expect(item.textContent).not.toMatch(/Dec|2026/);
    const select = await screen.findByLabelText('የመግቢያ ፈተና');
    expect((await within(select).findByRole('option', { name: /English/ })).textContent).toMatch(/22 ኅዳር 2019 ዓ\.ም\./);
  });

  it('searches the assigned exams by title', async () => {
    const { user } = renderWidget(<ApplicantDetail api={createFakeApi(fakes() as never)} id="s1" onBack={() => {}} />);
    await screen.findByRole('heading', { name: 'Mathematics' });
    await user.type(screen.getByLabelText('Search by title'), 'zzz');
    expect(screen.queryByRole('heading', { name: 'Mathematics' })).not.toBeInTheDocument();
  });

  it('shows answers and creates a file questionnaire with its file type', async () => {
    const api = fakes();
    const { user } = renderWidget(<ApplicantDetail api={createFakeApi(api as never)} id="s1" onBack={() => {}} />);
    expect(await screen.findByText('Good teachers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add questionnaire' }));
    const dialog = screen.getByRole('dialog', { name: 'New questionnaire' });
    await user.type(within(dialog).getByLabelText('Question'), 'Upload your report card');
    await user.selectOptions(within(dialog).getByLabelText('Answer type'), 'file');
    await user.selectOptions(within(dialog).getByLabelText('File type'), 'pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.applicants.questionnaires.add).toHaveBeenCalledWith({
      question: 'Upload your report card',
      type: 'file',
      fileType: 'pdf',
      receiver_id: 'u1',
    });
  });
});
