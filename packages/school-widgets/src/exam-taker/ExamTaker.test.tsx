import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { ExamTaker } from './ExamTaker';
import { memoryJournal } from './journal';
import { liveExam } from './fixtures';
import { enterExam, fakeApi } from './takerTestKit';

describe('ExamTaker', () => {
  it('enters the code, reads the guard screen, gives the date of birth, and saves each answer at once', async () => {
    const { api, answer, start } = fakeApi();
    const { user } = renderWidget(
      <ExamTaker api={api} studentId="ST-0001" examId="e1" onBack={() => {}} openJournal={async () => memoryJournal()} />,
    );
    await enterExam(user);
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ exam_id: 'e1', exam_code: 'Ab3$9(', birth_date: '2014-03-14' }));
    expect(screen.getByRole('timer')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3/4' }));
    await waitFor(() =>
      expect(answer).toHaveBeenCalledWith({ exam_id: 'e1', question_id: 'q1', answer: '3/4', seq: 1, claim: expect.any(String) }),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '1/4' }));
    await waitFor(() =>
      expect(answer).toHaveBeenLastCalledWith({ exam_id: 'e1', question_id: 'q1', answer: '1/4', seq: 2, claim: expect.any(String) }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
  });

  it('keeps answers on the device while offline and sends them when the connection is back', async () => {
    let network = false;
    let sentOnline = 0;
    const { api, answer, connection, questionPage } = fakeApi({
      answer: async (b) => {
        if (!network) return { ok: false, status: 0, error: 'poor connection' };
        sentOnline++;
        return { ok: true, status: 201, data: { message: 'ok', question_id: b.question_id, seq: b.seq }, message: 'ok' };
      },
    });
    const journal = memoryJournal();
    const { user } = renderWidget(
      <ExamTaker api={api} studentId="ST-0001" examId="e1" onBack={() => {}} openJournal={async () => journal} />,
    );
    await enterExam(user);
    fireEvent(window, new Event('offline'));
    await user.click(screen.getByRole('radio', { name: '3/4' }));
    expect(await screen.findByText('Kept on this device (offline)')).toBeInTheDocument();
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect((await journal.answers('e1'))[0]).toMatchObject({ questionId: 'q1', answer: '3/4', synced: false });
    network = true;
    fireEvent(window, new Event('online'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(answer).toHaveBeenLastCalledWith({ exam_id: 'e1', question_id: 'q1', answer: '3/4', seq: 1, claim: expect.any(String) });
    expect((await journal.answers('e1'))[0].synced).toBe(true);
    await waitFor(() => expect(connection).toHaveBeenCalled());
    const kinds = (connection.mock.calls[0] as unknown as [{ events: { kind: string }[] }])[0].events.map((e) => e.kind);
    expect(kinds).toEqual(['offline', 'online']);
    // The reconnect reads the exam again (its query refetches): the runner keeps its questions and
    // its one sync, so the kept answer went out once, not again from a reloaded runner.
    expect(questionPage).toHaveBeenCalledTimes(1);
    expect(sentOnline).toBe(1);
  });

  it('reports a level-3 violation and shows the Error dialog, which Close clears', async () => {
    const { api, mistake } = fakeApi();
    const { user } = renderWidget(
      <ExamTaker api={api} studentId="ST-0001" examId="e1" onBack={() => {}} openJournal={async () => memoryJournal()} />,
    );
    await enterExam(user);
    fireEvent.keyDown(document, { key: 'PrintScreen' });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(/PrintScreen is not allowed during the exam \(level 3\)/)).toBeInTheDocument();
    expect(mistake).toHaveBeenCalledWith({ exam_id: 'e1', name: 'PrintScreen', type: 3, claim: expect.any(String) });
    fireEvent.contextMenu(document);
    await waitFor(() =>
      expect(mistake).toHaveBeenLastCalledWith({ exam_id: 'e1', name: 'Right-click', type: 1, claim: expect.any(String) }),
    );
    await user.click(within(screen.getByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
  });

  it('a violation whose report does not reach the server says so in the Error dialog', async () => {
    const { api, mistake } = fakeApi();
    mistake.mockResolvedValue(fakeFail('Network error: the server could not be reached') as never);
    const { user } = renderWidget(
      <ExamTaker api={api} studentId="ST-0001" examId="e1" onBack={() => {}} openJournal={async () => memoryJournal()} />,
    );
    await enterExam(user);
    fireEvent.contextMenu(document);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(await within(dialog).findByText('Network error: the server could not be reached')).toBeInTheDocument();
  });

  it('asks before submitting with unanswered questions', async () => {
    const { api } = fakeApi();
    const { user } = renderWidget(
      <ExamTaker api={api} studentId="ST-0001" examId="e1" onBack={() => {}} openJournal={async () => memoryJournal()} />,
    );
    await enterExam(user);
    await user.click(screen.getByRole('button', { name: 'Submit exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit with unanswered questions?' });
    expect(within(dialog).getByText('2 questions are not answered yet.')).toBeInTheDocument();
  });

  it('disables Start with the spec’s tooltip before the window and once taken', async () => {
    const api = createFakeApi({
      exams: {
        forStudent: async () =>
          fakeOk({ exam: liveExam({ isExamTaken: false, start_time: new Date(Date.now() + 3_600_000).toISOString() }) }),
      },
    });
    renderWidget(<ExamTaker api={api} studentId="ST-0001" examId="e1" onBack={() => {}} openJournal={async () => memoryJournal()} />);
    const button = await screen.findByRole('button', { name: 'Start Exam' });
    expect(button).toBeDisabled();
    expect(screen.getByText(/^The exam will start on .+ at .+$/)).toBeInTheDocument();
  });
});

// Issue 38 (decision 220): the taker reads its texts from SchoolIntlProvider, not the live catalogue.
describe('ExamTaker in Amharic', () => {
  it('reads the start screen, the code dialog, the guard, the instructions and the question screen in the provider’s language', async () => {
    const { api, answer } = fakeApi();
    const { user } = renderWidget(
      <ExamTaker api={api} studentId="ST-0001" examId="e1" onBack={() => {}} openJournal={async () => memoryJournal()} />,
      { language: 'am' },
    );
    expect(await screen.findByText('ቀጥታ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ፈተና ጀምር' }));
    const dialog = await screen.findByRole('dialog', { name: 'የፈተናውን ኮድ ያስገቡ' });
    await user.type(within(dialog).getByLabelText('የፈተና ኮድ'), 'Ab3$9(');
    await user.click(within(dialog).getByRole('button', { name: 'አስገባ' }));
    await screen.findByRole('heading', { name: 'ከመጀመርዎ በፊት' });
    await user.click(screen.getByRole('button', { name: 'ጀምር' }));
    fireEvent.change(await screen.findByLabelText('የትውልድ ቀንዎ'), { target: { value: '2014-03-14' } });
    await user.click(screen.getByRole('button', { name: 'ፈተና ጀምር' }));
    await screen.findByRole('heading', { name: 'What is 1/2 + 1/4?' });
    expect(screen.getByText('ጥያቄ 1 ከ3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ፈተናውን አስገባ' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3/4' }));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('ተቀምጧል')).toBeInTheDocument();
  });
});

// Issue 38 (decision 275): a question shows the figures it links, whatever language its text is in.
describe('ExamTaker: figures', () => {
  it('shows the figure an Amharic question links, and none on a question without links', async () => {
    const figure = (n: number, description: string) => ({ _id: `f${n}`, figureNumber: n, description, image: `fig${n}.png` });
    const { api } = fakeApi({
      exam: { figures: [figure(1, 'A bar graph'), figure(2, 'A pie chart')] },
      questions: [
        { _id: 'q1', number: 1, text: 'What is 1/2 + 1/4?', type: 'multiple-choice', options: ['1/4', '3/4', '2/6'], figure_ids: [] },
        { _id: 'q2', number: 2, text: 'ሥዕል 1 ስንት ክፍሎችን ያሳያል?', type: 'short-answer', options: [], figure_ids: ['f1'] },
      ],
    });
    const { user } = renderWidget(
      <ExamTaker api={api} studentId="ST-0001" examId="e1" onBack={() => {}} openJournal={async () => memoryJournal()} />,
    );
    await enterExam(user);
    expect(screen.queryByRole('region', { name: 'Exam Figures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'ሥዕል 1 ስንት ክፍሎችን ያሳያል?' });
    const figures = screen.getByRole('region', { name: 'Exam Figures' });
    expect(within(figures).getByRole('img', { name: 'A bar graph' })).toBeInTheDocument();
    expect(within(figures).getByText('Figure 1 — A bar graph')).toBeInTheDocument();
    expect(within(figures).queryByRole('img', { name: 'A pie chart' })).not.toBeInTheDocument();
  });
});
