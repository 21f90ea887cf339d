import { fireEvent, screen, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk, type AnswerRequest, type StudentExam, type StudentQuestion } from '@school/api';
import type { renderWidget } from '../shared/test-utils';
import { liveExam, runningAttempt, takerQuestions } from './fixtures';

// The fake api and the entry steps shared by the taker's behaviour tests.

// A tab's claim and last question live in its session storage (useAttemptClaim): each test is a new tab.
// Node's BroadcastChannel reaches every worker of the run (other test files' tabs of exam e1):
// the tests' tabs talk through one of this file's own instead.
class LocalChannel {
  static open = new Set<LocalChannel>();
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(readonly name: string) {
    LocalChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of LocalChannel.open)
      if (other !== this && other.name === this.name) queueMicrotask(() => other.onmessage?.({ data }));
  }
  close() {
    LocalChannel.open.delete(this);
  }
}
/** A new tab for a test (fakeApi calls it: the widget files share one module graph, so no file-level hook here). */
export function newTab() {
  window.sessionStorage.clear();
  LocalChannel.open.clear();
  vi.stubGlobal('BroadcastChannel', LocalChannel);
}

export const page = {
  questions: takerQuestions,
  pagination: { totalQuestions: 3, totalPages: 1, page: 1 },
  answer: null,
  answers: [],
  unansweredQuestions: 3,
};

export function fakeApi(
  over: {
    answer?: (b: AnswerRequest) => Promise<unknown>;
    exam?: Partial<StudentExam>;
    attempt?: ReturnType<typeof runningAttempt>;
    submit?: () => Promise<unknown>;
    questions?: StudentQuestion[];
  } = {},
) {
  newTab();
  const answer = vi.fn(
    over.answer ??
      (async (b: AnswerRequest) => ({
        ok: true,
        status: 201,
        data: { message: 'Answer saved', question_id: b.question_id, seq: b.seq },
        message: 'Answer saved',
      })),
  );
  const mistake = vi.fn(async () => fakeOk({ message: 'recorded', termination: false, mistakes: 1 }));
  const connection = vi.fn(async () => ({ ok: true as const, status: 201, data: { message: 'ok' }, message: 'ok' }));
  const claim = vi.fn(async (b: { claim: string }) => fakeOk({ message: 'ok', claim: b.claim, logged: 'none' as const, held: true }));
  const start = vi.fn(async () => ({
    ok: true as const,
    status: 201,
    data: { message: 'started', attempt: over.attempt ?? runningAttempt(), serverNow: new Date().toISOString() },
    message: 'started',
  }));
  const api = createFakeApi({
    exams: {
      forStudent: vi.fn(async () => fakeOk({ exam: liveExam(over.exam) })),
      compareCode: vi.fn(async (b: { exam_code: string }) =>
        b.exam_code === 'Ab3$9(' ? fakeOk({ message: 'ok' }) : fakeFail('The exam code is not correct.'),
      ),
      start,
      questionPage: vi.fn(async () =>
        fakeOk({
          ...page,
          questions: over.questions ?? page.questions,
          deadline: runningAttempt().deadline,
          serverNow: new Date().toISOString(),
        }),
      ),
      answer: answer as never,
      mistake,
      connection,
      claim,
      submit: vi.fn(
        over.submit ?? (async () => fakeOk({ message: 'ok', submitted: false, unansweredQuestions: 2, attempt: runningAttempt() })),
      ) as never,
    },
  });
  return { api, answer, mistake, connection, claim, start, questionPage: api.exams.questionPage as ReturnType<typeof vi.fn> };
}

export async function enterExam(user: ReturnType<typeof renderWidget>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enter the exam code' });
  await user.type(within(dialog).getByLabelText('Exam code'), 'wrong!');
  await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
  await within(dialog).findByText('The exam code is not correct.');
  await user.clear(within(dialog).getByLabelText('Exam code'));
  await user.type(within(dialog).getByLabelText('Exam code'), 'Ab3$9(');
  await user.click(within(dialog).getByRole('button', { name: 'Enter' }));
  await screen.findByRole('heading', { name: 'Before you begin' });
  expect(screen.getByText('Caution: No calculators.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Begin' }));
  fireEvent.change(await screen.findByLabelText('Your date of birth'), { target: { value: '2014-03-14' } });
  await user.click(screen.getByRole('button', { name: 'Start Exam' }));
  await screen.findByRole('heading', { name: 'What is 1/2 + 1/4?' });
}
