import { screen, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { ExamResult, ExamResultView } from './ExamResult';
import { StudentExams } from './StudentExams';
import { announcedResult, liveExam } from './fixtures';
import { markResult, resultScore } from './logic';

const items = () => within(screen.getByRole('region', { name: 'Questions and Answers' })).getAllByRole('listitem');

describe('ExamResult (the student’s own result)', () => {
  it('reads myexam and marks right answers green and wrong ones red, with the score out of the questions', async () => {
    const myResult = vi.fn(async () => fakeOk({ result: announcedResult() }));
    renderWidget(<ExamResult api={createFakeApi({ exams: { myResult } })} studentId="ST-0001" examId="e1" onBack={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Exam result: Fractions quiz' })).toBeInTheDocument();
    expect(myResult).toHaveBeenCalledWith('ST-0001', 'e1');
    for (const name of ['Student Information', 'Exam Details', 'Questions and Answers', 'Results Summary'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByText('Abebe Kebede')).toBeInTheDocument();

    const [q1, q2, q3] = items();
    expect(q1).toHaveAttribute('data-result', 'correct');
    expect(within(q1).getByText('Correct')).toBeInTheDocument();
    expect(within(q1).getByText('Answer: 3/4')).toBeInTheDocument();
    expect(q2).toHaveAttribute('data-result', 'wrong');
    expect(within(q2).getByText('Wrong')).toBeInTheDocument();
    expect(within(q2).getByText('Correct answer: True')).toBeInTheDocument();
    // A short answer ignores case and spacing, as the server scores it.
    expect(q3).toHaveAttribute('data-result', 'correct');

    const summary = screen.getByRole('region', { name: 'Results Summary' });
    expect(within(summary).getByText('Correct answers: 2 of 3')).toBeInTheDocument();
    expect(within(summary).getByText('Score: 2 out of 3')).toBeInTheDocument();
    expect(within(summary).getByText('Grade 7 A · Mathematics: 13.33 of 20')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your integrity log' })).getByText(/PrintScreen \(level 3\)/)).toBeInTheDocument();
  });

  it('shows Not answered, No data, and the terminated note', async () => {
    const { rerender } = renderWidget(
      <ExamResultView
        api={createFakeApi()}
        variant="student"
        result={announcedResult({ answers: [], attempt: { ...announcedResult().attempt, terminated: true, finalized_by: 'termination' } })}
      />,
    );
    expect(screen.getAllByText('Not answered')).toHaveLength(3);
    expect(items().every((li) => li.getAttribute('data-result') === 'wrong')).toBe(true);
    expect(screen.getByText('The exam was ended by a violation.')).toBeInTheDocument();
    rerender(<ExamResultView api={createFakeApi()} variant="student" result={announcedResult({ questions: [], answers: [] })} />);
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('shows the server’s refusal before the announcement, with Back', async () => {
    const onBack = vi.fn();
    const { user } = renderWidget(
      <ExamResult
        api={createFakeApi({ exams: { myResult: async () => fakeFail('The result has not been announced yet.', 403, 'not_announced') } })}
        studentId="ST-0001"
        examId="e1"
        onBack={onBack}
      />,
    );
    expect(await screen.findByText('The result has not been announced yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(onBack).toHaveBeenCalled();
  });

  // Decision 275: the result screens showed every figure of the exam; now, as on the taker's page,
  // each question shows the figures it links, and Exam Figures only those no question shows.
  it.each(['student', 'teacher'] as const)('the %s’s view shows under each question its own figures, not another question’s', (variant) => {
    const figure = (n: number) => ({ _id: `f${n}`, figureNumber: n, description: `Drawing ${n}`, image: `d${n}.png` });
    const [q1, q2, q3] = announcedResult().questions;
    renderWidget(
      <ExamResultView
        api={createFakeApi()}
        variant={variant}
        result={announcedResult({
          questions: [
            { ...q1, text: 'ሥዕል 1 ስንት ክፍሎችን ያሳያል?', figure_ids: ['f1'] },
            { ...q2, text: 'Is the part of Figure 1 equal to 1/2?', figure_ids: ['f2'] },
            { ...q3, figure_ids: [] },
          ],
          examFigures: [figure(1), figure(2), figure(3)],
        })}
      />,
    );
    const drawings = (el: HTMLElement) =>
      within(el)
        .queryAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    const [first, second, third] = items();
    expect(drawings(first)).toEqual(['Drawing 1']);
    expect(drawings(second)).toEqual(['Drawing 2']); // its text names Figure 1; its link is figure 2
    expect(drawings(third)).toEqual([]);
    // Exam Figures (before the questions) keeps only the figure no question shows: each shows once.
    expect(drawings(document.body)).toEqual(['Drawing 3', 'Drawing 1', 'Drawing 2']);
  });

  it('the teacher variant scores on the grade scale (spec 001 §9)', () => {
    renderWidget(<ExamResultView api={createFakeApi()} variant="teacher" result={announcedResult()} />);
    expect(screen.getByText('Score: 13.33')).toBeInTheDocument();
  });

  it('the list opens the result of an announced exam only', async () => {
    const onOpenResult = vi.fn();
    const exams = [
      liveExam({ _id: 'done', title: 'Announced quiz', isExamTaken: true, isExamAnnounced: true }),
      liveExam({ _id: 'wait', title: 'Waiting quiz', isExamTaken: true }),
    ];
    const { user } = renderWidget(
      <StudentExams
        api={createFakeApi({ exams: { listForStudent: async () => fakeOk({ exams, serverNow: new Date().toISOString() }) } })}
        studentId="ST-0001"
        onOpen={() => {}}
        onOpenResult={onOpenResult}
      />,
    );
    await user.click(await screen.findByRole('link', { name: 'show my result' }));
    expect(onOpenResult).toHaveBeenCalledWith({ examId: 'done' });
    expect(screen.getAllByRole('link', { name: 'show my result' })).toHaveLength(1);
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads the result and the list in the language of its provider', async () => {
    const { unmount } = renderWidget(<ExamResultView api={createFakeApi()} variant="student" result={announcedResult()} />, {
      language: 'am',
    });
    expect(await screen.findByRole('heading', { name: 'የፈተና ውጤት: Fractions quiz' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'የውጤት ማጠቃለያ' });
    expect(within(summary).getByText('ትክክለኛ መልሶች፦ ከ3 2')).toBeInTheDocument();
    unmount();

    const exams = [liveExam({ _id: 'done', title: 'Announced quiz', isExamTaken: true, isExamAnnounced: true })];
    renderWidget(
      <StudentExams
        api={createFakeApi({ exams: { listForStudent: async () => fakeOk({ exams, serverNow: new Date().toISOString() }) } })}
        studentId="ST-0001"
        onOpen={() => {}}
        onOpenResult={() => {}}
      />,
      { language: 'am' },
    );
    expect(await screen.findByRole('link', { name: 'ውጤቴን አሳይ' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Announced quiz/ })).getByText('ቀጥታ')).toBeInTheDocument();
  });
});

describe('result rules', () => {
  it('marks with the server’s comparison and scores correct / total × the first gradeScale (or 1), 2 decimals', () => {
    expect(markResult(announcedResult())).toMatchObject({ correct: 2, total: 3 });
    expect(resultScore(2, 3, [])).toBe('0.67');
    expect(resultScore(2, 3, announcedResult().grade_value)).toBe('13.33');
    expect(resultScore(0, 0, [])).toBe('0.00');
  });
});
