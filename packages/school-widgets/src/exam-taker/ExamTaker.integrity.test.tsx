import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { ExamTaker } from './ExamTaker';
import { memoryJournal } from './journal';
import { runningAttempt, takerQuestions } from './fixtures';
import { enterExam, fakeApi } from './takerTestKit';
import { TIMES_UP_HOLD_MS } from './session/useExamFinish';

// Issue 17: an exam a student cannot quietly leave, the keyboard path, figures where they are
// used, and 'Time's up!' before the submitted screen.

const taker = (api: ReturnType<typeof fakeApi>['api'], onRunningChange?: (r: boolean) => void) => (
  <ExamTaker
    api={api}
    studentId="ST-0001"
    examId="e1"
    onBack={() => {}}
    openJournal={async () => memoryJournal()}
    onRunningChange={onRunningChange}
  />
);

describe('ExamTaker: the keyboard path', () => {
  it('code dialog with the focus in its field, Begin within 3 Tabs, the date field, then the question', async () => {
    const { api } = fakeApi();
    const { user } = renderWidget(taker(api));
    (await screen.findByRole('button', { name: 'Start Exam' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Enter the exam code' });
    await waitFor(() => expect(within(dialog).getByLabelText('Exam code')).toHaveFocus());
    await user.keyboard('Ab3$9({Enter}');
    const guard = await screen.findByRole('heading', { name: 'Before you begin' });
    await waitFor(() => expect(guard).toHaveFocus());
    const begin = screen.getByRole('button', { name: 'Begin' });
    let tabs = 0;
    while (document.activeElement !== begin && tabs < 3) {
      await user.tab();
      tabs++;
    }
    expect(begin).toHaveFocus();
    await user.keyboard('{Enter}');
    const birth = await screen.findByLabelText('Your date of birth');
    await waitFor(() => expect(birth).toHaveFocus());
    fireEvent.change(birth, { target: { value: '2014-03-14' } });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start Exam' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The question's heading has the focus; one Tab reaches its answers.
    const q1 = await screen.findByRole('heading', { name: 'What is 1/2 + 1/4?' });
    await waitFor(() => expect(q1).toHaveFocus());
    await user.tab();
    expect(document.activeElement).toHaveAttribute('type', 'radio');
    await user.keyboard(' ');
    await waitFor(() => expect(document.activeElement).toBeChecked());
    // Next moves the focus to the new question's heading.
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    const q2 = await screen.findByRole('heading', { name: 'Is 2/4 equal to 1/2?' });
    await waitFor(() => expect(q2).toHaveFocus());
  });
});

describe('ExamTaker: leaving', () => {
  it('reports leaving the page inside the app (the runner unmounted while running) as level 3, and tells the host', async () => {
    const { api, mistake } = fakeApi();
    const running: boolean[] = [];
    const { user, unmount } = renderWidget(taker(api, (r) => running.push(r)));
    await enterExam(user);
    expect(running.at(-1)).toBe(true);
    unmount();
    await waitFor(() =>
      expect(mistake).toHaveBeenCalledWith({ exam_id: 'e1', name: 'Leaving the exam page', type: 3, claim: expect.any(String) }),
    );
    expect(running.at(-1)).toBe(false);
  });

  it('does not report a leave once the exam is submitted', async () => {
    const { api, mistake } = fakeApi({
      submit: async () => fakeOk({ message: 'ok', submitted: true, unansweredQuestions: 0, attempt: runningAttempt() }),
    });
    const { user, unmount } = renderWidget(taker(api));
    await enterExam(user);
    await user.click(screen.getByRole('button', { name: 'Submit exam' }));
    await screen.findByRole('heading', { name: 'Exam submitted' });
    // The report would be sent by a timer the unmount sets (a double mount is not a leave): run
    // that timer now, on the test's clock, then nothing was sent.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      unmount();
      act(() => vi.runAllTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(mistake).not.toHaveBeenCalled();
  });

  it('the page going away (typed URL, reload, closing) is logged with a request that outlives the page, never a violation (decision 150)', async () => {
    const { api, mistake, connection } = fakeApi();
    const { user } = renderWidget(taker(api));
    await enterExam(user);
    const ask = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(ask);
    expect(ask.defaultPrevented).toBe(true);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() =>
      expect(connection).toHaveBeenCalledWith({ exam_id: 'e1', events: [{ kind: 'left', at: expect.any(String) }] }, { keepalive: true }),
    );
    expect(mistake).not.toHaveBeenCalled();
    // The next load of this tab is a reload: marked in the tab's session storage.
    expect(window.sessionStorage.getItem('school.exam.left.e1')).not.toBeNull();
  });
});

describe('ExamTaker: figures and the end of time', () => {
  it('shows a figure on the question page that names it, and not on the others', async () => {
    const figures = [
      { _id: 'f1', figureNumber: 1, description: 'A pie cut in four', image: 'f1.png' },
      { _id: 'f2', figureNumber: 2, description: 'A number line', image: 'f2.png' },
    ];
    const questions = [{ ...takerQuestions[0], text: 'What part of Figure 1 is shaded?' }, takerQuestions[1]];
    const { api } = fakeApi({ exam: { figures }, questions });
    const { user } = renderWidget(taker(api));
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the exam code' });
    await user.type(within(dialog).getByLabelText('Exam code'), 'Ab3$9({Enter}');
    await user.click(await screen.findByRole('button', { name: 'Begin' }));
    fireEvent.change(await screen.findByLabelText('Your date of birth'), { target: { value: '2014-03-14' } });
    await user.click(screen.getByRole('button', { name: 'Start Exam' }));
    await screen.findByRole('heading', { name: 'What part of Figure 1 is shaded?' });
    expect(screen.getByRole('img', { name: 'A pie cut in four' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'A number line' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Is 2/4 equal to 1/2?' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows 'Time's up!' for at least 2 s before the submitted screen", async () => {
    const deadline = new Date(Date.now() + 1500).toISOString();
    const { api } = fakeApi({
      attempt: { ...runningAttempt(), start_time: new Date(Date.now() - 60_000).toISOString(), deadline },
      submit: async () => fakeOk({ message: 'ok', submitted: true, unansweredQuestions: 0, attempt: runningAttempt() }),
    });
    // The moments each screen appears in the document, taken by an observer as the DOM changes
    // (not when a findBy's polling notices it, which a busy machine delays).
    const seen: { timesUp?: number; submitted?: number } = {};
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      if (seen.timesUp === undefined && text.includes("Time's up!")) seen.timesUp = performance.now();
      if (seen.submitted === undefined && text.includes('Exam submitted')) seen.submitted = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const { user } = renderWidget(taker(api));
    await enterExam(user);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByRole('heading', { name: "Time's up!" })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Exam submitted' }, { timeout: 8000 });
    observer.disconnect();
    expect(seen.submitted! - seen.timesUp!).toBeGreaterThanOrEqual(2000);
    expect(TIMES_UP_HOLD_MS).toBeGreaterThanOrEqual(2000);
  });
});

describe('ExamTaker: one page holds the attempt (decision 150)', () => {
  it('claims before the questions; a newer tab takes over, this one says so and stops; Continue here claims again', async () => {
    const { api, claim, answer, mistake } = fakeApi();
    const { user } = renderWidget(taker(api));
    await enterExam(user);
    expect(claim).toHaveBeenCalledWith({ exam_id: 'e1', claim: expect.any(String), reload: false });
    const mine = (claim.mock.calls[0] as unknown as [{ claim: string }])[0].claim;
    // Another tab of this device opens the exam.
    const other = new BroadcastChannel('school-exam-claim-e1');
    other.postMessage({ claim: 'another-tab-claim' });
    expect(await screen.findByRole('heading', { name: 'This exam continues in another tab or device' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '3/4' })).not.toBeInTheDocument();
    // Hidden now (the other tab is in front): no violation from this page.
    fireEvent(document, new Event('visibilitychange'));
    expect(mistake).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue here instead' }));
    await screen.findByRole('heading', { name: 'What is 1/2 + 1/4?' });
    expect(claim).toHaveBeenLastCalledWith({ exam_id: 'e1', claim: mine, reload: false });
    await user.click(screen.getByRole('radio', { name: '3/4' }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith(expect.objectContaining({ claim: mine })));
    other.close();
  });

  it('another device took over: this page, shown again, asks the server and says so', async () => {
    const { api, claim } = fakeApi();
    const { user } = renderWidget(taker(api));
    await enterExam(user);
    claim.mockImplementation(async (b: { claim: string; check?: boolean }) =>
      fakeOk({ message: 'ok', claim: b.claim, logged: 'none' as const, held: !b.check }),
    );
    fireEvent(document, new Event('visibilitychange'));
    expect(await screen.findByRole('heading', { name: 'This exam continues in another tab or device' })).toBeInTheDocument();
    expect(claim).toHaveBeenLastCalledWith({ exam_id: 'e1', claim: expect.any(String), check: true });
  });

  it('a reload of the tab claims with reload and shows the question it showed last', async () => {
    const { api, claim } = fakeApi({ exam: { attempt: runningAttempt() } });
    window.sessionStorage.setItem('school.exam.left.e1', String(Date.now()));
    window.sessionStorage.setItem('school.exam.question.e1', '1');
    renderWidget(taker(api));
    await waitFor(() => expect(claim).toHaveBeenCalledWith({ exam_id: 'e1', claim: expect.any(String), reload: true }));
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('school.exam.left.e1')).toBeNull();
  });
});

// Issue 38 (decision 220): the language comes from the provider; switching it while the exam runs
// changes the words only: the runner stays, nothing is read or claimed again, no leave is reported.
describe('ExamTaker: a language switch while the exam runs', () => {
  it('is no violation; a violation after it is shown and reported in the new language', async () => {
    const { api, mistake, questionPage, start } = fakeApi();
    const { user, setLanguage } = renderWidget(taker(api));
    await enterExam(user);
    const heading = screen.getByRole('heading', { name: 'What is 1/2 + 1/4?' });
    setLanguage('am');
    expect(await screen.findByRole('button', { name: 'ቀጣይ' })).toBeInTheDocument();
    expect(screen.getByText('ጥያቄ 1 ከ3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is 1/2 + 1/4?' })).toBe(heading);
    expect(questionPage).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);

    fireEvent.contextMenu(document);
    const dialog = await screen.findByRole('dialog', { name: 'ስህተት' });
    expect(dialog).toHaveTextContent('የቀኝ ጠቅታ በፈተና ወቅት አይፈቀድም (ደረጃ 1)። ይህ ተመዝግቦ ለመምህርዎ ተነግሯል።');
    await waitFor(() => expect(mistake).toHaveBeenCalledWith({ exam_id: 'e1', name: 'የቀኝ ጠቅታ', type: 1, claim: expect.any(String) }));
    // The switch itself reported nothing (a leave would have gone first).
    expect(mistake).toHaveBeenCalledTimes(1);
  });
});
