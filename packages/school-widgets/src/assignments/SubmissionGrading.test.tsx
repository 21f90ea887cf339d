import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk, type StudentGradeRequest } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { fromNow, makeAssignment, makeSubmissionDetail } from './fixtures';
import { SubmissionGrading } from './SubmissionGrading';
import { StudentAssignments } from './StudentAssignments';
import { StudentAssignmentDetail } from './StudentAssignmentDetail';

vi.setConfig({ testTimeout: 20_000 });

const saved = {
  message: 'Grade saved successfully',
  gradeReport: {
    _id: 'r1',
    student_id: 's1',
    teacherInSection_id: 'ts1',
    section_id: 'sec7a',
    course_id: 'math',
    academic_period_id: 'p1',
    finalExam: null,
    midExam: null,
    teachExam: [6, 7, null],
    total: 13,
  },
};

function renderGrading(detail = makeSubmissionDetail(), api: Parameters<typeof createFakeApi>[0] = {}) {
  const submission = vi.fn(async () => fakeOk(detail));
  return {
    submission,
    ...renderWidget(
      <SubmissionGrading
        api={createFakeApi({ teaching: { assignments: { submission } }, ...api })}
        teacherId="TE-0001"
        assignmentId="a1"
        studentId="s1"
        sectionId="sec7a"
        courseId="math"
        onBack={() => undefined}
      />,
    ),
  };
}

describe('SubmissionGrading', () => {
  it('shows the submission and disables the grade with "Please link the assignment first" when not linked', async () => {
    renderGrading(
      makeSubmissionDetail({ assignment: makeAssignment({ assignmentlink: { assignmentType: 'none' }, gs: null }), gradescalevalue: null }),
    );
    expect(await screen.findByText('My answers are attached.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /work-1\.pdf/ })).toHaveAttribute('href', '/fake-files/submittedassignmentfile/work-1.pdf/a1');
    const input = screen.getByRole('spinbutton', { name: 'Grade' });
    expect(input).toBeDisabled();
    expect(screen.getByText('Please link the assignment first')).toBeInTheDocument();
    expect(input.closest('[title]')).toHaveAttribute('title', 'Please link the assignment first');
    expect(screen.getByRole('button', { name: 'Save grade' })).toBeDisabled();
  });

  it('names the term the grade goes to (issue 35)', async () => {
    renderGrading(makeSubmissionDetail());
    expect(await screen.findByText(/· 2026, semester 1$/)).toBeInTheDocument();
    expect(screen.getByText('Term: 2026, semester 1')).toBeInTheDocument();
  });

  it('names the submitted file as the student did, not by its stored name (issue 17)', async () => {
    const detail = makeSubmissionDetail();
    renderGrading({ ...detail, submission: { ...detail.submission!, file: '5e0c9a.pdf', fileName: 'My answers.pdf' } });
    const link = await screen.findByRole('link', { name: 'File: My answers.pdf' });
    expect(link).toHaveAttribute('href', '/fake-files/submittedassignmentfile/5e0c9a.pdf/a1');
    expect(screen.queryByText(/5e0c9a/)).not.toBeInTheDocument();
  });

  it("says when the grade it wrote is no longer the slot's value (issue 18)", async () => {
    renderGrading(makeSubmissionDetail({ superseded: { slot: 'teachExam1', grade: 8.5, value: 6 } }));
    expect(
      await screen.findByText('This grade (8.5) is no longer the value of Teacher exam 1: the report now holds 6.'),
    ).toBeInTheDocument();
  });

  it('refuses a grade outside 0 to the slot value, then saves into the linked slot keeping the other teacher exams', async () => {
    const saveStudentGrade = vi.fn(async (_body: StudentGradeRequest) => fakeOk(saved));
    const { user } = renderGrading(undefined, { gradeReports: { saveStudentGrade } });
    const input = await screen.findByRole('spinbutton', { name: 'Grade (0 to 10)' });
    await user.type(input, '11');
    await user.click(screen.getByRole('button', { name: 'Save grade' }));
    expect(await screen.findByText('Grade must be between 0 and 10')).toBeInTheDocument();
    expect(saveStudentGrade).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '7');
    await user.click(screen.getByRole('button', { name: 'Save grade' }));
    await waitFor(() => expect(saveStudentGrade).toHaveBeenCalledTimes(1));
    expect(saveStudentGrade.mock.calls[0][0]).toEqual({
      teacherInSection_id: 'ts1',
      student_id: 's1',
      ID: 'TE-0001',
      assignment_id: 'a1',
      teachExam: [6, 7, null],
    });
  });

  // Issue 38 (decision 220): the grade's label and rule read the provider's language.
  it('says the grade rule in Amharic under an Amharic provider', async () => {
    const saveStudentGrade = vi.fn(async (_body: StudentGradeRequest) => fakeOk(saved));
    const submission = vi.fn(async () => fakeOk(makeSubmissionDetail({ superseded: { slot: 'teachExam1', grade: 8.5, value: 6 } })));
    const { user } = renderWidget(
      <SubmissionGrading
        api={createFakeApi({ teaching: { assignments: { submission } }, gradeReports: { saveStudentGrade } })}
        teacherId="TE-0001"
        assignmentId="a1"
        studentId="s1"
        sectionId="sec7a"
        courseId="math"
        onBack={() => undefined}
      />,
      { language: 'am' },
    );
    const input = await screen.findByRole('spinbutton', { name: 'ውጤት (ከ0 እስከ 10)' });
    expect(screen.getByText(/^ይህ ውጤት \(8\.5\)/)).toHaveTextContent('የመምህር ፈተና 1');
    await user.type(input, '11');
    await user.click(screen.getByRole('button', { name: 'ውጤት አስቀምጥ' }));
    expect(await screen.findByText('ውጤቱ ከ0 እስከ 10 መሆን አለበት')).toBeInTheDocument();
    expect(saveStudentGrade).not.toHaveBeenCalled();
  });

  it('updates an existing grade report through PUT', async () => {
    const updateStudentGrade = vi.fn(async () => fakeOk(saved));
    const { user } = renderGrading(makeSubmissionDetail({ reportid: 'r1', exam: 5 }), { gradeReports: { updateStudentGrade } });
    const input = await screen.findByRole('spinbutton', { name: 'Grade (0 to 10)' });
    expect(input).toHaveValue(5);
    await user.clear(input);
    await user.type(input, '9.5');
    await user.click(screen.getByRole('button', { name: 'Save grade' }));
    await waitFor(() =>
      expect(updateStudentGrade).toHaveBeenCalledWith('r1', 's1', expect.objectContaining({ teachExam: [6, 9.5, null] })),
    );
  });
});

describe('StudentAssignments', () => {
  it('lists the assignments with Overdue, Due Soon and Upcoming chips and opens one', async () => {
    const onOpen = vi.fn();
    const mine = (a: ReturnType<typeof makeAssignment>) => ({ ...a, submitedAssignment: a.submitedAssignment.slice(0, 1) });
    const listForStudent = vi.fn(async () =>
      fakeOk({
        assignments: [
          mine(makeAssignment({ _id: 'a1', title: 'Upcoming one', dueDate: fromNow(3) })),
          mine(makeAssignment({ _id: 'a2', title: 'Soon one', dueDate: fromNow(0.5) })),
          mine(makeAssignment({ _id: 'a3', title: 'Late one', dueDate: fromNow(-1) })),
        ],
      }),
    );
    const { user } = renderWidget(
      <StudentAssignments
        api={createFakeApi({ teaching: { assignments: { listForStudent } } })}
        studentId="ST-0001"
        sectionId="sec7a"
        onOpen={onOpen}
      />,
    );
    expect(within(await screen.findByRole('row', { name: /Upcoming one/ })).getByText('Upcoming')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Soon one/ })).getByText('Due Soon')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Late one/ })).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Upcoming one/ })).toHaveTextContent('Submitted');
    await user.click(screen.getByRole('row', { name: /Late one/ }));
    expect(onOpen).toHaveBeenCalledWith({ assignmentId: 'a3' });
  });
});

describe('StudentAssignments in Amharic', () => {
  // Issue 38 (decision 220): after a switch the table reads its chips and the submission column again in Amharic.
  it('reads the chips and the table in Amharic after the language is switched', async () => {
    const mine = (a: ReturnType<typeof makeAssignment>) => ({ ...a, submitedAssignment: a.submitedAssignment.slice(0, 1) });
    const listForStudent = vi.fn(async () =>
      fakeOk({
        assignments: [
          mine(makeAssignment({ _id: 'a1', title: 'Upcoming one', dueDate: fromNow(3) })),
          mine(makeAssignment({ _id: 'a3', title: 'Late one', dueDate: fromNow(-1) })),
        ],
      }),
    );
    const { setLanguage } = renderWidget(
      <StudentAssignments
        api={createFakeApi({ teaching: { assignments: { listForStudent } } })}
        studentId="ST-0001"
        sectionId="sec7a"
        onOpen={() => undefined}
      />,
    );
    expect(within(await screen.findByRole('row', { name: /Late one/ })).getByText('Overdue')).toBeInTheDocument();
    setLanguage('am');
    expect(await screen.findByRole('table', { name: 'የእኔ የቤት ሥራዎች' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Late one/ })).getByText('ጊዜው አልፏል')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Upcoming one/ })).getByText('መጪ')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Upcoming one/ })).toHaveTextContent('ገብቷል');
    expect(screen.queryByText('Overdue')).toBeNull();
  });
});

describe('StudentAssignmentDetail', () => {
  type Submissions = NonNullable<NonNullable<Parameters<typeof createFakeApi>[0]>['teaching']>['submissions'];
  const renderDetail = (data: Parameters<typeof fakeOk>[0], submissions: Submissions = {}) =>
    renderWidget(
      <StudentAssignmentDetail
        api={createFakeApi({ teaching: { assignments: { forStudent: async () => fakeOk(data as never) }, submissions } })}
        studentId="ST-0001"
        assignmentId="a1"
        onBack={() => undefined}
      />,
    );

  it('submits text and a file by the submission type', async () => {
    const submit = vi.fn(async () => fakeOk({ message: 'successfully submitted', submission: makeSubmissionDetail().submission! }));
    const { user } = renderDetail({ assignment: makeAssignment(), submission: null }, { submit });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit assignment' });
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your answer'), 'Done');
    const file = new File(['%PDF-1.4'], 'work.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('File (PDF, Word or image)'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith('ST-0001', { assignment_id: 'a1', text: 'Done', file }));
  });

  it('edits a submission with its text prefilled; a text-only type shows no file field', async () => {
    const edit = vi.fn(async () => fakeOk({ message: 'successfully updated', submission: makeSubmissionDetail().submission! }));
    const { user } = renderDetail(
      { assignment: makeAssignment({ submissionType: 'text' }), submission: { ...makeSubmissionDetail().submission!, file: null } },
      { edit },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit submission' });
    expect(within(dialog).getByLabelText('Your answer')).toHaveValue('My answers are attached.');
    expect(within(dialog).queryByLabelText('File (PDF, Word or image)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(edit).toHaveBeenCalledWith('ST-0001', expect.objectContaining({ submission_id: 'sub-s1', text: 'My answers are attached.' })),
    );
  });

  it('disables submitting after the due date, and offers no submit for a hardcopy assignment', async () => {
    const { unmount } = renderDetail({ assignment: makeAssignment({ dueDate: fromNow(-1) }), submission: null });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText('The due date has passed.')).toBeInTheDocument();
    unmount();
    renderDetail({ assignment: makeAssignment({ submissionMethod: 'hardcopy' }), submission: null });
    expect(await screen.findByText('Hand this assignment in on paper to your teacher.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
