import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk, type QuestionnaireAnswerInput } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { StudentDashboard } from './StudentDashboard';
import { StudentPeriods } from './StudentPeriods';
import { ApplicantOnboarding } from '../admissions/onboarding/ApplicantOnboarding';
import { entranceExamsFixture, questionnairesFixture, studentDashboardFixture } from './fixtures';
import { studentRecord } from '../students/fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('StudentDashboard', () => {
  it('summarises assignments, attendance and today’s schedule, and opens them', async () => {
    const onOpenAssignment = vi.fn();
    const onOpenArea = vi.fn();
    const { user } = renderWidget(
      <StudentDashboard
        api={createFakeApi({ teaching: { studentDashboard: async () => fakeOk(studentDashboardFixture) } })}
        studentId="ST-0001"
        onOpenAssignment={onOpenAssignment}
        onOpenArea={onOpenArea}
      />,
    );
    const assignments = await screen.findByRole('region', { name: 'Assignments' });
    expect(within(assignments).getByText('Due Soon')).toBeInTheDocument();
    expect(within(assignments).getByText(/ICT · .* · Submitted/)).toBeInTheDocument();
    await user.click(within(assignments).getByRole('button', { name: 'Fractions worksheet' }));
    expect(onOpenAssignment).toHaveBeenCalledWith({ assignmentId: 'a1' });
    const attendance = screen.getByRole('region', { name: 'Attendance' });
    expect(attendance).toHaveTextContent('Present18');
    expect(attendance).toHaveTextContent('Total21');
    await user.click(within(attendance).getByRole('button', { name: 'Open Attendance' }));
    expect(onOpenArea).toHaveBeenCalledWith({ area: 'attendance', periodId: 'p2026-1', sectionId: 'sec7' });
    expect(screen.getByRole('region', { name: "Today's schedule" })).toHaveTextContent('08:00–08:40Mathematics · Tesfaye Bekele Gebre');
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads its assignments, due chip, attendance and schedule in the language of its provider', async () => {
    const onOpenArea = vi.fn();
    const { user } = renderWidget(
      <StudentDashboard
        api={createFakeApi({ teaching: { studentDashboard: async () => fakeOk(studentDashboardFixture) } })}
        studentId="ST-0001"
        onOpenAssignment={() => undefined}
        onOpenArea={onOpenArea}
      />,
      { language: 'am' },
    );
    const assignments = await screen.findByRole('region', { name: 'የቤት ሥራዎች' });
    expect(within(assignments).getByText('በቅርቡ ያበቃል')).toBeInTheDocument();
    expect(within(assignments).getByText(/ICT · .* · ገብቷል/)).toBeInTheDocument();
    const attendance = screen.getByRole('region', { name: 'ክትትል' });
    expect(attendance).toHaveTextContent('ተገኝቷል18');
    expect(attendance).toHaveTextContent('ጠቅላላ21');
    await user.click(within(attendance).getByRole('button', { name: 'ክትትልን ክፈት' }));
    expect(onOpenArea).toHaveBeenCalledWith({ area: 'attendance', periodId: 'p2026-1', sectionId: 'sec7' });
    expect(screen.getByRole('region', { name: 'የዛሬ ፕሮግራም' })).toBeInTheDocument();
  });

  it('tells a student without a section so in Amharic, and lists the periods under an Amharic title and headers', async () => {
    const { unmount } = renderWidget(
      <StudentDashboard
        api={createFakeApi({ teaching: { studentDashboard: async () => fakeOk({ ...studentDashboardFixture, section: null }) } })}
        studentId="ST-0001"
        onOpenAssignment={() => undefined}
        onOpenArea={() => undefined}
      />,
      { language: 'am' },
    );
    expect(await screen.findByText('በዚህ የትምህርት ጊዜ በሴክሽን ውስጥ አልተመደቡም')).toBeInTheDocument();
    unmount();
    const api = createFakeApi({ students: { get: async () => fakeOk({ student: studentRecord }) } });
    renderWidget(<StudentPeriods api={api} studentId="ST-0001" onOpen={() => undefined} />, { language: 'am' });
    expect(await screen.findByRole('heading', { name: 'የእኔ የትምህርት ጊዜያት' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^ዓመት/ })).toBeInTheDocument();
  });

  it('tells a student without a section so', async () => {
    renderWidget(
      <StudentDashboard
        api={createFakeApi({ teaching: { studentDashboard: async () => fakeOk({ ...studentDashboardFixture, section: null }) } })}
        studentId="ST-0001"
        onOpenAssignment={() => undefined}
        onOpenArea={() => undefined}
      />,
    );
    expect(await screen.findByText('You are not in a section this academic period')).toBeInTheDocument();
  });
});

describe('ApplicantOnboarding', () => {
  const applicant = { ...studentRecord, approved: false, classG: 'Grade 2', previousSchoolAttended: 'Mizan Kindergarten' };
  const render = (
    onTakeExam?: (id: string) => void,
    answer = vi.fn(async (_i: QuestionnaireAnswerInput) =>
      fakeOk({ message: 'successfully answered', questionnaire: questionnairesFixture[0] }),
    ),
  ) => ({
    answer,
    ...renderWidget(
      <ApplicantOnboarding
        api={createFakeApi({
          students: { get: async () => fakeOk({ student: applicant }) },
          teaching: {
            onboarding: {
              entranceExams: async () => fakeOk(entranceExamsFixture),
              questionnaires: async () => fakeOk({ questionnaires: questionnairesFixture }),
              answer,
            },
          },
        })}
        studentId="ST-0002"
        onTakeExam={onTakeExam}
      />,
    ),
  });

  it('has the four tabs; Academic Info shows the application', async () => {
    const { user } = render();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Student Info', 'Academic Info', 'Entrance Exams', 'Questionnaires']);
    expect(screen.getByText('abel@example.et')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Academic Info' }));
    expect(await screen.findByText('Mizan Kindergarten')).toBeInTheDocument();
    expect(screen.getByText('Grade 2')).toBeInTheDocument();
  });

  it('lists the assigned entrance exams; Take exam shows only when the exams area gives the action', async () => {
    const { user, unmount } = render();
    await user.click(await screen.findByRole('tab', { name: 'Entrance Exams' }));
    const row = await screen.findByRole('row', { name: /Grade 2 entrance exam/ });
    expect(row).toHaveTextContent('60 minutes');
    expect(row).toHaveTextContent('50');
    expect(screen.queryByRole('button', { name: /Take exam/ })).not.toBeInTheDocument();
    unmount();
    const onTakeExam = vi.fn();
    const second = render(onTakeExam);
    await second.user.click(await screen.findByRole('tab', { name: 'Entrance Exams' }));
    await second.user.click(await screen.findByRole('button', { name: 'Take exam: Grade 2 entrance exam' }));
    expect(onTakeExam).toHaveBeenCalledWith('e1');
  });

  it('answers one question per page, with text or a file of the required type', async () => {
    const { user, answer } = render();
    await user.click(await screen.findByRole('tab', { name: 'Questionnaires' }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    const first = screen.getByRole('form', { name: 'Why do you want to join our school?' });
    expect(within(first).getByRole('button', { name: 'Submit answer' })).toBeDisabled();
    await user.type(within(first).getByLabelText('Your answer'), 'I love science');
    await user.click(within(first).getByRole('button', { name: 'Submit answer' }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith({ questionnaire_id: 'q1', answer: 'I love science' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const second = await screen.findByRole('form', { name: 'Upload your last report card' });
    const input = within(second).getByLabelText('Your file (pdf)');
    // A browser's picker can be switched to "All files": the widget checks the type itself.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['png'], 'card.png', { type: 'image/png' }));
    // Issue 35: said once, under the file field (it was said twice).
    expect(await within(second).findAllByText('Invalid file type. Please upload a pdf file.')).toHaveLength(1);
    expect(input).toHaveAccessibleDescription(/Invalid file type. Please upload a pdf file./);
    expect(within(second).getByRole('button', { name: 'Submit answer' })).toBeDisabled();
    const pdf = new File(['%PDF'], 'card.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    await user.click(within(second).getByRole('button', { name: 'Submit answer' }));
    await waitFor(() => expect(answer).toHaveBeenLastCalledWith({ questionnaire_id: 'q2', file: pdf }));

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Your answer: My mother')).toBeInTheDocument();
  });
});
