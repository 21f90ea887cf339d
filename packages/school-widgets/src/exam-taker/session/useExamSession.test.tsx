import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeFail, fakeOk } from '@school/api';
import { UiTestProvider } from '@school/ui';
import { createSchoolQueryClient, SchoolQueryProvider } from '../../shared/query';
import { memoryJournal } from '../journal';
import { liveExam, runningAttempt } from '../fixtures';
import { fakeApi } from '../takerTestKit';
import { useExamSession, type ExamSessionInput } from './useExamSession';
import { TIMES_UP_HOLD_MS } from './useExamFinish';

// The attempt's behaviour without its screen: the server's clock, the journal, submit and
// auto-submit, monitoring and leaving (issue 40: the session hook apart from the view).

const minutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function session(api: ReturnType<typeof fakeApi>['api'], over: Partial<ExamSessionInput> = {}) {
  const onFinished = vi.fn();
  const client = createSchoolQueryClient({ networkRetries: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiTestProvider>
      <SchoolQueryProvider client={client}>{children}</SchoolQueryProvider>
    </UiTestProvider>
  );
  const attempt = runningAttempt();
  const input: ExamSessionInput = {
    api,
    exam: liveExam(),
    studentId: 'ST-0001',
    deadline: attempt.deadline,
    startedAt: attempt.start_time,
    serverNow: new Date().toISOString(),
    openJournal: async () => memoryJournal(),
    onFinished,
    ...over,
  };
  const hook = renderHook(() => useExamSession(input), { wrapper });
  return { ...hook, onFinished };
}

describe('useExamSession: the clock', () => {
  it('counts down on the server’s clock, not the device’s', async () => {
    const { api } = fakeApi();
    // The server is 10 minutes ahead of this device: of a 30-minute attempt, 20 minutes are left.
    const { result } = session(api, { startedAt: minutes(0), deadline: minutes(30), serverNow: minutes(10) });
    expect(result.current.clock.totalMs).toBeCloseTo(30 * 60_000, -3);
    expect(result.current.clock.remainingMs).toBeCloseTo(20 * 60_000, -3);
    expect(result.current.clock.msLeft()).toBeCloseTo(20 * 60_000, -3);
    await waitFor(() => expect(result.current.journal.questions).not.toBeNull());
  });
});

describe('useExamSession: the journal', () => {
  it('reads the questions once, shows the server’s and the journal’s newest answers, and saves a choice with the next sequence number', async () => {
    const { api, answer, questionPage } = fakeApi();
    const journal = memoryJournal();
    await journal.putAnswer({ examId: 'e1', questionId: 'q2', answer: 'True', seq: 4, synced: false });
    const { result } = session(api, { openJournal: async () => journal });
    await waitFor(() => expect(result.current.journal.questions).toHaveLength(3));
    expect(result.current.journal.answers.get('q2')).toBe('True');
    // The journal's unsent answer went out as it loaded.
    await waitFor(() =>
      expect(answer).toHaveBeenCalledWith({ exam_id: 'e1', question_id: 'q2', answer: 'True', seq: 4, claim: expect.any(String) }),
    );
    act(() => result.current.journal.choose('q1', '3/4'));
    expect(result.current.journal.answers.get('q1')).toBe('3/4');
    await waitFor(() => expect(result.current.journal.saveState('q1')).toBe('saved'));
    expect(answer).toHaveBeenLastCalledWith({ exam_id: 'e1', question_id: 'q1', answer: '3/4', seq: 1, claim: expect.any(String) });
    expect(questionPage).toHaveBeenCalledTimes(1);
  });

  it('an attempt the server says is over (400 on the questions) finishes at once', async () => {
    const { api, questionPage } = fakeApi();
    questionPage.mockResolvedValue(fakeFail('You have already submitted this exam.', 400) as never);
    const { onFinished } = session(api);
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
  });
});

describe('useExamSession: submit', () => {
  it('asks about unanswered questions first, then submits and finishes', async () => {
    const { api } = fakeApi();
    const submit = api.exams.submit as ReturnType<typeof vi.fn>;
    const { result, onFinished } = session(api);
    await waitFor(() => expect(result.current.journal.questions).not.toBeNull());
    await act(() => result.current.submit.submit(true));
    expect(result.current.submit.confirm).toBe(2);
    expect(onFinished).not.toHaveBeenCalled();
    submit.mockResolvedValue(fakeOk({ message: 'ok', submitted: true, unansweredQuestions: 2, attempt: runningAttempt() }));
    await act(() => result.current.submit.submit(false));
    expect(submit).toHaveBeenLastCalledWith({ exam_id: 'e1', check_first: false });
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(result.current.end.timesUp).toBe(false);
  });

  it('a failed submit shows why and keeps the attempt', async () => {
    const { api } = fakeApi({ submit: async () => fakeFail('poor connection', 0) });
    const { result, onFinished } = session(api);
    await waitFor(() => expect(result.current.journal.questions).not.toBeNull());
    await act(() => result.current.submit.submit(false));
    expect(result.current.submit.submitError).toBe('poor connection');
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('submits once by itself at zero, and holds "Time’s up!" before finishing', async () => {
    const { api } = fakeApi({
      submit: async () => fakeOk({ message: 'ok', submitted: true, unansweredQuestions: 0, attempt: runningAttempt() }),
    });
    const submit = api.exams.submit as ReturnType<typeof vi.fn>;
    const { result, onFinished } = session(api, { startedAt: minutes(-30), deadline: minutes(-0.01) });
    await waitFor(() => expect(result.current.end.timesUp).toBe(true));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ exam_id: 'e1', check_first: false });
    expect(onFinished).not.toHaveBeenCalled();
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1), { timeout: TIMES_UP_HOLD_MS + 3000 });
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('useExamSession: monitoring', () => {
  it('reports a violation, shows it, and finishes when the server ends the attempt', async () => {
    const { api, mistake } = fakeApi();
    mistake.mockResolvedValue(fakeOk({ message: 'ended', termination: true, mistakes: 1 }) as never);
    const { result, onFinished } = session(api);
    await waitFor(() => expect(result.current.journal.questions).not.toBeNull());
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'PrintScreen' })));
    expect(result.current.integrity.violation).toEqual({ name: 'PrintScreen', level: 3 });
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(mistake).toHaveBeenCalledWith({ exam_id: 'e1', name: 'PrintScreen', type: 3, claim: expect.any(String) });
  });

  it('leaving the page inside the app while the questions show is reported once; before they load, nothing is', async () => {
    const early = fakeApi();
    const first = session(early.api);
    first.unmount();
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(early.mistake).not.toHaveBeenCalled();

    const { api, mistake } = fakeApi();
    const { result, unmount } = session(api);
    await waitFor(() => expect(result.current.journal.questions).not.toBeNull());
    unmount();
    await waitFor(() =>
      expect(mistake).toHaveBeenCalledWith({ exam_id: 'e1', name: 'Leaving the exam page', type: 3, claim: expect.any(String) }),
    );
    expect(mistake).toHaveBeenCalledTimes(1);
  });
});
