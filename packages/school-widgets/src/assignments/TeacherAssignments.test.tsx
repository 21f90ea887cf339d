import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { assignmentsFixture, makeAssignment } from './fixtures';
import { TeacherAssignments } from './TeacherAssignments';
import { AssignmentDetail } from './AssignmentDetail';

vi.setConfig({ testTimeout: 20_000 });

const listOf = (items = assignmentsFixture) => vi.fn(async () => fakeOk({ assignments: items }));

describe('TeacherAssignments', () => {
  it('shows the cards with Active or Expired and opens one', async () => {
    const onOpen = vi.fn();
    const listForTeacher = listOf();
    const { user } = renderWidget(
      <TeacherAssignments
        api={createFakeApi({ teaching: { assignments: { listForTeacher } } })}
        teacherId="TE-0001"
        sectionId="sec7a"
        courseId="math"
        onOpen={onOpen}
      />,
    );
    const card = (await screen.findByRole('heading', { name: 'Fractions worksheet' })).closest('section, div, li')!;
    expect(listForTeacher).toHaveBeenCalledWith('TE-0001', 'sec7a', 'math');
    expect(within(card as HTMLElement).getByText('Active')).toBeInTheDocument();
    const expired = screen.getByRole('heading', { name: 'Geometry quiz' }).closest('li')!;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Geometry quiz' }));
    expect(onOpen).toHaveBeenCalledWith({ assignmentId: 'a2' });
  });

  // Issue 38 (decision 220): a switch of the provider re-renders the cards and the dialog in Amharic, no reload.
  it('reads the cards and the Add dialog in Amharic after the language is switched', async () => {
    const { user, setLanguage } = renderWidget(
      <TeacherAssignments
        api={createFakeApi({ teaching: { assignments: { listForTeacher: listOf() } } })}
        teacherId="TE-0001"
        sectionId="sec7a"
        courseId="math"
        onOpen={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Open Geometry quiz' })).toBeInTheDocument();
    setLanguage('am');
    const expired = (await screen.findByRole('button', { name: 'ክፈት Geometry quiz' })).closest('li')!;
    expect(within(expired).getByText('ጊዜው ያለፈ')).toBeInTheDocument();
    expect(within(expired).getByText(/^የሚያበቃው /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'የቤት ሥራ ጨምር' }));
    const dialog = await screen.findByRole('dialog', { name: 'የቤት ሥራ ጨምር' });
    await user.click(within(dialog).getByRole('button', { name: 'አስቀምጥ' }));
    expect(await within(dialog).findByText('ርዕስ ያስፈልጋል')).toBeInTheDocument();
    expect(within(dialog).queryByText('Title is required')).toBeNull();
  });

  it('adds an assignment: every field required with the spec’s messages, the due date sent as date T time', async () => {
    const create = vi.fn(async () => fakeOk({ message: 'successfully added', assignment: makeAssignment() }));
    const { user } = renderWidget(
      <TeacherAssignments
        api={createFakeApi({ teaching: { assignments: { listForTeacher: listOf([]), create } } })}
        teacherId="TE-0001"
        sectionId="sec7a"
        courseId="math"
        onOpen={() => undefined}
      />,
    );
    expect(await screen.findByText('No assignment yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of [
      'Title is required',
      'Description is required',
      'Submission Type is required',
      'Submission Method is required',
      'Due Date is required',
      'Due Time is required',
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Title'), 'Ratios');
    await user.type(within(dialog).getByLabelText('Description'), 'Exercises 1-5');
    await user.selectOptions(within(dialog).getByLabelText('Submission Type'), 'file');
    await user.selectOptions(within(dialog).getByLabelText('Submission Method'), 'system');
    await user.type(within(dialog).getByLabelText('Due Date'), '2026-11-30');
    await user.type(within(dialog).getByLabelText('Due Time'), '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Ratios',
        submissionType: 'file',
        submissionMethod: 'system',
        section_id: 'sec7a',
        course_id: 'math',
        ID: 'TE-0001',
        dueDate: new Date('2026-11-30T14:30').toISOString(),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failed read with Try again', async () => {
    const listForTeacher = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('server down', 500))
      .mockResolvedValue(fakeOk({ assignments: assignmentsFixture }));
    const { user } = renderWidget(
      <TeacherAssignments
        api={createFakeApi({ teaching: { assignments: { listForTeacher } } })}
        teacherId="TE-0001"
        sectionId="s"
        courseId="c"
        onOpen={() => undefined}
      />,
    );
    expect(await screen.findByText('Error: server down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fractions worksheet' })).toBeInTheDocument();
  });
});

describe('AssignmentDetail', () => {
  const render = (over: Parameters<typeof createFakeApi>[0] = {}, exportXlsx = vi.fn(async () => undefined)) => {
    const onOpenSubmission = vi.fn();
    const onBack = vi.fn();
    const api = createFakeApi({ teaching: { assignments: { listForTeacher: listOf() } }, ...over });
    return {
      onOpenSubmission,
      onBack,
      exportXlsx,
      ...renderWidget(
        <AssignmentDetail
          api={api}
          teacherId="TE-0001"
          sectionId="sec7a"
          courseId="math"
          assignmentId="a1"
          onOpenSubmission={onOpenSubmission}
          onBack={onBack}
          exportXlsx={exportXlsx}
        />,
      ),
    };
  };

  it('links the assignment to a grade slot', async () => {
    const link = vi.fn(async () =>
      fakeOk({ message: 'successfully linked', assignment: makeAssignment({ assignmentlink: { assignmentType: 'midExam' }, gs: 30 }) }),
    );
    const { user } = render({ teaching: { assignments: { listForTeacher: listOf(), link } } });
    const select = await screen.findByLabelText('Link to grade slot');
    expect(select).toHaveValue('teachExam2');
    expect(screen.getByText('out of 10')).toBeInTheDocument();
    // Issue 35: the detail names the term the slot belongs to.
    expect(screen.getByText('2026, semester 1')).toBeInTheDocument();
    await user.selectOptions(select, 'midExam');
    await waitFor(() => expect(link).toHaveBeenCalledWith({ assignment_id: 'a1', assignmentType: 'midExam', ID: 'TE-0001' }));
  });

  it('an occupied slot asks before replacing its source, naming it, and links only when confirmed (issue 18)', async () => {
    const taken =
      "Mid exam of this section and course already takes its grade from assignment 'Ratio word problems'. Replace it to link this one.";
    const link = vi.fn(async (body: { replace?: boolean }) =>
      body.replace
        ? fakeOk({ message: 'replaced', assignment: makeAssignment({ assignmentlink: { assignmentType: 'midExam' }, gs: 30 }) }, 'replaced')
        : fakeFail(taken, 409),
    );
    const { user } = render({ teaching: { assignments: { listForTeacher: listOf(), link } } });
    await user.selectOptions(await screen.findByLabelText('Link to grade slot'), 'midExam');
    const dialog = await screen.findByRole('dialog', { name: 'Replace the source of this grade?' });
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    expect(link).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(link).toHaveBeenLastCalledWith({ assignment_id: 'a1', assignmentType: 'midExam', ID: 'TE-0001', replace: true }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters the submitted assignments by status, pages by 5, opens one and exports grades', async () => {
    const { user, onOpenSubmission, exportXlsx } = render();
    const region = await screen.findByRole('region', { name: 'Submitted Assignments' });
    expect(within(region).getAllByRole('row')).toHaveLength(6);
    await user.click(within(region).getByRole('button', { name: 'Page 2' }));
    expect(within(region).getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(within(region).getByLabelText('Status'), 'pending');
    expect(within(region).getAllByRole('row')).toHaveLength(4);
    await user.selectOptions(within(region).getByLabelText('Status'), 'graded');
    expect(within(region).getByRole('row', { name: /Liya/ })).toHaveTextContent('8');
    await user.selectOptions(within(region).getByLabelText('Status'), 'all');
    await user.type(within(region).getByRole('searchbox', { name: 'Search' }), 'hanna');
    await user.click(within(region).getByRole('button', { name: 'Open Hanna Bekele Lemma' }));
    expect(onOpenSubmission).toHaveBeenCalledWith({ studentId: 's2' });
    await user.click(within(region).getByRole('button', { name: 'Export grades (xlsx)' }));
    expect(exportXlsx).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'Fractions_worksheet_2026_S1_grades.xlsx' }));
  });

  it('asks before deleting the assignment and a helper document; Upload is inactive without a file', async () => {
    const remove = vi.fn(async () => fakeOk({ message: 'successfully deleted' }));
    const removeDoc = vi.fn(async () => fakeOk({ message: 'successfully deleted', assignment: makeAssignment({ docs: [] }) }));
    const { user, onBack } = render({ teaching: { assignments: { listForTeacher: listOf(), remove, removeDoc } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Document 1' }));
    const docDialog = await screen.findByRole('dialog', { name: 'Delete assignment doc' });
    expect(docDialog).toHaveTextContent('Are you sure you want to delete this assignment Doc?');
    await user.click(within(docDialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removeDoc).toHaveBeenCalledWith('TE-0001', 'a1', 0));

    await user.click(screen.getByRole('button', { name: 'Add Helper Document' }));
    const add = await screen.findByRole('dialog', { name: 'Add Helper Document' });
    expect(within(add).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.keyboard('{Escape}');

    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Assignment' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this assignment?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('TE-0001', 'a1'));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
  });
});
