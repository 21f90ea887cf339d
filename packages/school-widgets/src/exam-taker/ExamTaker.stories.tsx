import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { ExamTaker } from './ExamTaker';
import { StudentExams } from './StudentExams';
import { ExamResult } from './ExamResult';
import { memoryJournal } from './journal';
import { announcedResult, liveExam, runningAttempt, takerQuestions } from './fixtures';

const meta: Meta<typeof ExamTaker> = {
  title: 'Widgets/ExamTaker',
  component: ExamTaker,
  args: { studentId: 'ST-0001', examId: 'e1', onBack: () => undefined, openJournal: async () => memoryJournal() },
};
export default meta;
type Story = StoryObj<typeof ExamTaker>;

const api = (exam = liveExam(), questions = takerQuestions) =>
  createFakeApi({
    exams: {
      forStudent: async () => fakeOk({ exam }),
      compareCode: async () => fakeOk({ message: 'The exam code is correct.' }),
      start: async () => ({
        ok: true,
        status: 201,
        data: { message: 'started', attempt: runningAttempt(), serverNow: new Date().toISOString() },
        message: 'started',
      }),
      questionPage: async () =>
        fakeOk({
          questions,
          pagination: { totalQuestions: questions.length, totalPages: 1, page: 1 },
          answer: null,
          answers: [],
          unansweredQuestions: 3,
          deadline: runningAttempt().deadline,
          serverNow: new Date().toISOString(),
        }),
      answer: async (b) => ({
        ok: true,
        status: 201,
        data: { message: 'Answer saved', question_id: b.question_id, seq: b.seq ?? 1 },
        message: '',
      }),
      mistake: async () => fakeOk({ message: 'recorded', termination: false, mistakes: 1 }),
      connection: async () => ({ ok: true, status: 201, data: { message: 'ok' }, message: '' }),
      claim: async (b) => fakeOk({ message: 'ok', claim: b.claim, logged: 'none' as const, held: true }),
      submit: async () => fakeOk({ message: 'ok', submitted: true, unansweredQuestions: 0, attempt: runningAttempt() }),
    },
  });

export const StartScreen: Story = { args: { api: api() } };
export const Running: Story = { args: { api: api(liveExam({ attempt: runningAttempt() })) } };
/** A question that names Figure 1 shows it on its page (issue 17). */
export const RunningWithFigure: Story = {
  args: {
    api: api(
      liveExam({
        attempt: runningAttempt(),
        figures: [{ _id: 'f1', figureNumber: 1, description: 'A square cut in four, one part shaded', image: 'figure-1.png' }],
      }),
      [{ ...takerQuestions[0], text: 'What part of Figure 1 is shaded?' }, ...takerQuestions.slice(1)],
    ),
  },
};
/** The clock runs out a few seconds in: 'Time's up!', then the submitted screen. */
export const TimesUp: Story = {
  args: {
    api: api(
      liveExam({
        attempt: {
          ...runningAttempt(),
          start_time: new Date(Date.now() - 60_000).toISOString(),
          deadline: new Date(Date.now() + 5_000).toISOString(),
        },
      }),
    ),
  },
};
export const NotYetOpen: Story = { args: { api: api(liveExam({ start_time: new Date(Date.now() + 86_400_000).toISOString() })) } };
export const Finished: Story = {
  args: {
    api: api(
      liveExam({
        attempt: { ...runningAttempt(), submitted_at: new Date().toISOString(), finalized_by: 'student' },
        integrityLog: [
          { kind: 'offline', name: 'offline', level: null, at: new Date().toISOString() },
          { kind: 'violation', name: 'PrintScreen', level: 3, at: new Date().toISOString() },
        ],
      }),
    ),
  },
};
export const Failed: Story = { args: { api: createFakeApi({ exams: { forStudent: async () => fakeFail('poor connection', 0) } }) } };

export const StudentList: StoryObj<typeof StudentExams> = {
  render: () => (
    <StudentExams
      api={createFakeApi({ exams: { listForStudent: async () => fakeOk({ exams: [liveExam()], serverNow: new Date().toISOString() }) } })}
      studentId="ST-0001"
      onOpen={() => undefined}
    />
  ),
};

export const MyResult: StoryObj<typeof ExamResult> = {
  render: () => (
    <ExamResult
      api={createFakeApi({ exams: { myResult: async () => fakeOk({ result: announcedResult() }) } })}
      studentId="ST-0001"
      examId="e1"
      onBack={() => undefined}
    />
  ),
};
export const MyResultNotAnnounced: StoryObj<typeof ExamResult> = {
  render: () => (
    <ExamResult
      api={createFakeApi({ exams: { myResult: async () => fakeFail('The result has not been announced yet.', 403) } })}
      studentId="ST-0001"
      examId="e1"
      onBack={() => undefined}
    />
  ),
};
