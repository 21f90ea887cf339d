import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk, type FakeApiOverrides, type TeacherExam } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { makeExam, teacherSections } from './fixtures';
import { ExamDetail } from './ExamDetail';

vi.setConfig({ testTimeout: 20_000 });

function setup(exam: TeacherExam = makeExam(), exams: FakeApiOverrides['exams'] = {}, props: { generateCode?: () => string } = {}) {
  const onBack = vi.fn();
  const onOpenTakers = vi.fn();
  const api = createFakeApi({
    exams: { get: async () => fakeOk({ exam }), code: { get: async () => fakeOk({ code: null }) }, ...exams },
    teaching: { teacherInPeriod: async () => fakeOk(teacherSections) },
  });
  const r = renderWidget(
    <ExamDetail api={api} teacherId="TE-0001" examId={exam._id} onBack={onBack} onOpenTakers={onOpenTakers} {...props} />,
  );
  return { ...r, onBack, onOpenTakers };
}
const saved =
  (exam = makeExam()) =>
  async () =>
    fakeOk({ message: 'Question saved successfully', exam });

describe('ExamDetail: a locked exam and the announce rule (issue 17)', () => {
  it('shows no Edit, Delete or Add controls once somebody has started, and says why', async () => {
    setup(makeExam({ studentExamTaken: 3, isExamTaken: true }));
    expect(
      await screen.findByText(
        'Locked: 3 students have started this exam, and what they were shown must stay what is graded. Its details, questions and figures can no longer be edited, deleted or added to.',
      ),
    ).toBeInTheDocument();
    await screen.findByText('What is 1/2 + 1/4?');
    expect(screen.getByText('2026, semester 1')).toBeInTheDocument(); // the term of the mark (issue 35)
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('keeps Announce disabled with the server’s reason and time while students can still answer, and enables it when the rule allows', async () => {
    const reason =
      'The result can be announced once every student of the exam has finished, or once the exam closes on Thursday, November 26, 2026 at 3:00 PM. 1 of 30 students have finished.';
    const { unmount } = setup(makeExam({ studentExamTaken: 1, announceBlocker: reason }));
    expect(await screen.findByText(/^Locked: 1 student has started this exam,/)).toBeInTheDocument();
    const announce = await screen.findByRole('button', { name: 'Announce The Result' });
    expect(announce).toBeDisabled();
    expect(announce).toHaveAccessibleDescription(reason);
    unmount();
    setup(makeExam({ studentExamTaken: 1, announceBlocker: null }));
    expect(await screen.findByRole('button', { name: 'Announce The Result' })).toBeEnabled();
  });
});

describe('ExamDetail: info, link, announce', () => {
  it('keeps Announce The Result disabled while nobody has taken the exam', async () => {
    setup();
    const announce = await screen.findByRole('button', { name: 'Announce The Result' });
    expect(announce).toBeDisabled();
    expect(screen.getByText('Available once at least one student has taken the exam.')).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
  });

  it('announces after the overwrite warning and shows the server’s message', async () => {
    const announce = vi.fn(async () => fakeOk({ message: 'The result was announced to 2 students.', announced: 2, skipped: [] }));
    const { user, onOpenTakers } = setup(makeExam({ studentExamTaken: 2, isExamTaken: true }), { announce });
    expect(await screen.findByText(/^Locked: 2 students have started this exam/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Announce The Result' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to announce the result. this process can overwrite the existing value of the exam'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Announce' }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('TE-0001', 'ex1'));
    expect((await screen.findAllByText('The result was announced to 2 students.')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Students who took the exam (2)' }));
    expect(onOpenTakers).toHaveBeenCalledWith({ examId: 'ex1' });
  });

  it('says Expired the moment the window closes, not at the next half-minute tick', async () => {
    const now = Date.now();
    setup(makeExam({ start_time: new Date(now - 60_000).toISOString(), end_time: new Date(now + 5_000).toISOString() }));
    expect(await screen.findByText('Happening Now')).toBeInTheDocument();
    expect(await screen.findByText('Expired', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Happening Now')).toBeNull();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const announce = vi.fn(async () => ({ ok: false as const, status: 400, error: '1 students are still taking this exam.' }));
    const { user } = setup(makeExam({ studentExamTaken: 1 }), { announce });
    await user.click(await screen.findByRole('button', { name: 'Announce The Result' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Announce' }));
    expect(await within(dialog).findByText(/1 students are still taking this exam\./)).toBeInTheDocument();
  });

  it('links the exam to a grade slot; a mock exam cannot be linked', async () => {
    const link = vi.fn(async () => fakeOk({ message: 'Exam link saved successfully', exam_id: 'ex1', exam: makeExam() }));
    const { user } = setup(makeExam(), { link });
    const select = await screen.findByLabelText('Link exam type');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3', 'none']);
    await user.selectOptions(select, 'midExam');
    await waitFor(() => expect(link).toHaveBeenCalledWith({ exam_id: 'ex1', examType: 'midExam', ID: 'TE-0001' }));
  });

  it('asks before replacing the source of a slot another assignment or exam feeds, naming it (issue 18)', async () => {
    const taken = "teachExam1 of this section's course takes its grade from assignment 'Ratio word problems'.";
    const link = vi.fn(async (body: { replace?: boolean }) =>
      body.replace
        ? fakeOk({ message: 'Exam link saved successfully', exam_id: 'ex1', exam: makeExam() })
        : { ok: false as const, status: 409, error: taken, code: 'conflict' as const },
    );
    const { user } = setup(makeExam(), { link });
    await user.selectOptions(await screen.findByLabelText('Link exam type'), 'teachExam1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    expect(link).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(link).toHaveBeenLastCalledWith({ exam_id: 'ex1', examType: 'teachExam1', ID: 'TE-0001', replace: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a mock exam’s link selector is disabled with the reason', async () => {
    setup(makeExam({ can_be_used_as_mock: true }));
    expect(await screen.findByLabelText('Link exam type')).toBeDisabled();
    expect(screen.getByText('A mock exam is practice only: it cannot be linked to a grade.')).toBeInTheDocument();
  });

  it('deletes after the confirmation and goes back', async () => {
    const remove = vi.fn(async () => fakeOk({ message: 'Exam deleted successfully' }));
    const { user, onBack } = setup(makeExam(), { remove });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this exam?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith('TE-0001', 'ex1');
  });

  it('edits through the same dialog, filled with the exam', async () => {
    const update = vi.fn(async () => fakeOk({ message: 'Exam updated successfully', exam_id: 'ex1', exam: makeExam() }));
    const { user } = setup(makeExam(), { update });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Exam' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Fractions mid-term');
    expect(await within(dialog).findByRole('checkbox', { name: 'Mathematics - Grade 7 A' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Total Marks'));
    await user.type(within(dialog).getByLabelText('Total Marks'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ex1', expect.objectContaining({ total_marks: 40, duration: 60 })));
  });
});

describe('ExamDetail: the exam code', () => {
  it('Submit is disabled until a code is generated; Generate makes 6 allowed characters; Submit saves it', async () => {
    const create = vi.fn(async () =>
      fakeOk({ message: 'Exam code saved successfully', code: { _id: 'c1', code: 'aB3!@(', exam_id: 'ex1' } }),
    );
    const { user } = setup(makeExam(), { code: { get: async () => fakeOk({ code: null }), create } });
    expect(await screen.findByText('No code yet.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const code = screen.getByTestId('exam-code-new').textContent!;
    expect(code).toMatch(/^[A-Za-z0-9!@#$%^&*()]{6}$/);
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(create).toHaveBeenCalledWith({ exam_code: code, exam_id: 'ex1' }));
  });

  it('regenerates an existing code (PUT) and deletes it after a confirmation', async () => {
    const update = vi.fn(async () =>
      fakeOk({ message: 'Exam code saved successfully', code: { _id: 'c1', code: 'Q9*&^%', exam_id: 'ex1' } }),
    );
    const remove = vi.fn(async () => fakeOk({ message: 'Exam code deleted successfully' }));
    const { user } = setup(
      makeExam({ hasCode: true }),
      { code: { get: async () => fakeOk({ code: { _id: 'c1', code: 'aB3!@(', exam_id: 'ex1' } }), update, remove } },
      { generateCode: () => 'Q9*&^%' },
    );
    expect(await screen.findByText('aB3!@(')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('c1', { exam_code: 'Q9*&^%', exam_id: 'ex1' }));
    await user.click(screen.getByRole('button', { name: 'Delete code' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ex1'));
  });
});

describe('ExamDetail: questions and figures', () => {
  it('adds a multiple-choice question after showing what is missing', async () => {
    const add = vi.fn(saved());
    const { user } = setup(makeExam({ questions: [] }), { questions: { add } });
    const form = await screen.findByRole('form', { name: 'Add question' });
    expect(within(form).queryByText('Question text is required.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(await within(form).findByText('Question text is required.')).toBeInTheDocument();
    expect(within(form).getByText('A multiple-choice question needs at least two different options.')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Question'), 'What is 2 + 2?');
    await user.type(within(form).getByLabelText('Options (one per line)'), '3{enter}4{enter}5');
    await user.selectOptions(within(form).getByLabelText('Correct answer'), '4');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith('ex1', {
        text: 'What is 2 + 2?',
        type: 'multiple-choice',
        options: ['3', '4', '5'],
        correctAnswer: '4',
      }),
    );
  });

  it('adds a true-false question with the True / False key', async () => {
    const add = vi.fn(saved());
    const { user } = setup(makeExam({ questions: [] }), { questions: { add } });
    const form = await screen.findByRole('form', { name: 'Add question' });
    await user.type(within(form).getByLabelText('Question'), 'The sun is a star.');
    await user.selectOptions(within(form).getByLabelText('Type'), 'true-false');
    await user.click(within(form).getByRole('radio', { name: 'True' }));
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith('ex1', {
        text: 'The sun is a star.',
        type: 'true-false',
        options: ['True', 'False'],
        correctAnswer: 'True',
      }),
    );
  });

  it('toggles to edit mode and back; the server’s refusal (a student started meanwhile) is shown with its reason', async () => {
    const reason = 'This exam has been taken by 2 students: its questions and details can no longer change.';
    const update = vi.fn(async () => ({ ok: false as const, status: 400, error: reason }));
    // The page was read before anybody started: the controls show, the server refuses.
    const { user } = setup(makeExam({ studentExamTaken: 0 }), { questions: { update } });
    await user.click(await screen.findByRole('button', { name: 'Edit question 2' }));
    const form = screen.getByRole('form', { name: 'Edit question' });
    expect(within(form).getByLabelText('Question')).toHaveValue('A fraction can be negative.');
    expect(within(form).getByRole('radio', { name: 'True' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'False' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(reason)).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('ex1', 'q2', expect.objectContaining({ correctAnswer: 'False' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel edit' }));
    expect(screen.getByRole('form', { name: 'Add question' })).toBeInTheDocument();
  });

  // Issue 38 (decision 275): a question names the figures it shows, whatever language its text is in.
  it('chooses the figures of a new question by keyboard (Tab to each, Space), and sends them', async () => {
    const add = vi.fn(saved());
    const figures = [
      { _id: 'f1', figureNumber: 1, description: 'A pie cut in quarters', image: 'pie.png' },
      { _id: 'f2', figureNumber: 2, description: 'A number line', image: 'line.png' },
    ];
    const { user } = setup(makeExam({ questions: [], figures }), { questions: { add } });
    const form = await screen.findByRole('form', { name: 'Add question' });
    const group = within(form).getByRole('group', { name: 'Figures shown with this question' });
    await user.type(within(form).getByLabelText('Question'), 'ሥዕል 2 ላይ ምልክት የተደረገበት ቁጥር ስንት ነው?');
    await user.selectOptions(within(form).getByLabelText('Type'), 'short-answer');
    await user.type(within(form).getByLabelText('Correct answer'), '3/4');
    await user.tab();
    expect(within(group).getByRole('checkbox', { name: 'Figure 1 — A pie cut in quarters' })).toHaveFocus();
    await user.tab();
    const second = within(group).getByRole('checkbox', { name: 'Figure 2 — A number line' });
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Figure 1 — A pie cut in quarters' })).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith('ex1', {
        text: 'ሥዕል 2 ላይ ምልክት የተደረገበት ቁጥር ስንት ነው?',
        type: 'short-answer',
        options: [],
        correctAnswer: '3/4',
        figure_ids: ['f2'],
      }),
    );
  });

  it('shows a question’s figures in the list and its edit form; unchoosing one sends the change', async () => {
    const update = vi.fn(saved());
    const exam = makeExam();
    exam.questions[0] = { ...exam.questions[0], figure_ids: ['f1'] };
    const { user } = setup(exam, { questions: { update } });
    expect(await screen.findByText('Figures: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const form = screen.getByRole('form', { name: 'Edit question' });
    const box = within(form).getByRole('checkbox', { name: 'Figure 1 — A pie cut in quarters' });
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ex1', 'q1', expect.objectContaining({ figure_ids: [] })));
  });

  it('says where figures come from when the exam has none yet', async () => {
    setup(makeExam({ figures: [] }));
    const form = await screen.findByRole('form', { name: 'Add question' });
    expect(within(form).getByText('This exam has no figures yet: add them under Figures, then choose them here.')).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('deletes a question after the confirmation', async () => {
    const remove = vi.fn(saved());
    const { user } = setup(makeExam(), { questions: { remove } });
    await user.click(await screen.findByRole('button', { name: 'Delete question 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete question 1?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('TE-0001', 'ex1', 'q1'));
  });

  it('adds a figure: the image and the number are required; uploads the chosen image', async () => {
    const add = vi.fn(saved());
    const { user } = setup(makeExam({ figures: [] }), { figures: { add } });
    const form = await screen.findByRole('form', { name: 'Add figure' });
    await user.click(within(form).getByRole('button', { name: 'Add figure' }));
    expect(await within(form).findByText('Choose an image for the figure.')).toBeInTheDocument();
    expect(within(form).getByText('Figure number is required.')).toBeInTheDocument();
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'graph.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Image'), image);
    await user.type(within(form).getByLabelText('Figure number'), '2');
    await user.type(within(form).getByLabelText('Description'), 'A bar graph');
    await user.click(within(form).getByRole('button', { name: 'Add figure' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith('TE-0001', 'ex1', { figureNumber: '2', description: 'A bar graph', image }));
  });

  it('edits a figure without a new image and deletes one', async () => {
    const update = vi.fn(saved());
    const remove = vi.fn(saved());
    const { user } = setup(makeExam(), { figures: { update, remove } });
    expect(await screen.findByRole('img', { name: 'A pie cut in quarters' })).toHaveAttribute('src', '/fake-files/exam_image/pie.png');
    await user.click(screen.getByRole('button', { name: 'Edit figure 1' }));
    const form = screen.getByRole('form', { name: 'Edit figure' });
    await user.clear(within(form).getByLabelText('Description'));
    await user.type(within(form).getByLabelText('Description'), 'Quarters');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('TE-0001', 'ex1', 'f1', { figureNumber: '1', description: 'Quarters', image: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete figure 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('TE-0001', 'ex1', 'f1'));
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads the info, the code, the questions and the figures in the language of its provider', async () => {
    const exam = makeExam();
    const api = createFakeApi({
      exams: { get: async () => fakeOk({ exam }), code: { get: async () => fakeOk({ code: null }) } },
      teaching: { teacherInPeriod: async () => fakeOk(teacherSections) },
    });
    renderWidget(<ExamDetail api={api} teacherId="TE-0001" examId={exam._id} onBack={() => undefined} onOpenTakers={() => undefined} />, {
      language: 'am',
    });
    expect(await screen.findByRole('heading', { name: 'የፈተና መረጃ' })).toBeInTheDocument();
    expect(screen.getByText('መጪ')).toBeInTheDocument();
    expect(screen.getByText('60 ደቂቃ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ፈተናውን የወሰዱ ተማሪዎች (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'የፈተና ኮድ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'አመንጭ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ጥያቄዎች (2)' })).toBeInTheDocument();
    expect(screen.getByText('(ባለብዙ ምርጫ)')).toBeInTheDocument();
    expect(screen.getByText('ትክክለኛው፦ እውነት')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ጥያቄ 2 አርትዕ' })).toHaveTextContent('አርትዕ');
    expect(screen.getByText('ሥዕል 1')).toBeInTheDocument();
    const choice = screen.getByRole('group', { name: 'ከዚህ ጥያቄ ጋር የሚታዩ ሥዕሎች' });
    expect(within(choice).getByRole('checkbox', { name: 'ሥዕል 1 — A pie cut in quarters' })).not.toBeChecked();
  });
});
