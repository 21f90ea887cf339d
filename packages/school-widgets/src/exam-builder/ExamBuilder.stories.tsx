import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type TeacherExam } from '@school/api';
import { TeacherExams } from './TeacherExams';
import { ExamDetail } from './ExamDetail';
import { ExamTakers } from './ExamTakers';
import { TakerResult } from './TakerResult';
import { examsFixture, makeExam, makeResult, takersFixture, teacherSections } from './fixtures';

const meta: Meta = { title: 'Widgets/Exam builder' };
export default meta;

const noop = () => undefined;
const teacherApi = (exam: TeacherExam = makeExam(), code: { _id: string; code: string; exam_id: string } | null = null) =>
  createFakeApi({
    exams: {
      listForTeacher: async () => fakeOk({ exams: examsFixture, totalItems: examsFixture.length, totalPages: 1 }),
      get: async () => fakeOk({ exam }),
      create: async () => fakeOk({ message: 'Exam created successfully', exam_id: 'ex9', exam: makeExam({ _id: 'ex9' }) }),
      update: async () => fakeOk({ message: 'Exam updated successfully', exam_id: exam._id, exam }),
      link: async () => fakeOk({ message: 'Exam link saved successfully', exam_id: exam._id, exam }),
      announce: async () => fakeOk({ message: 'The result was announced to 2 students.', announced: 2, skipped: [] }),
      questions: {
        add: async () => fakeOk({ message: 'Question saved successfully', exam }),
        update: async () =>
          exam.studentExamTaken > 0
            ? fakeFail(`This exam has been taken by ${exam.studentExamTaken} students: its questions and details can no longer change.`)
            : fakeOk({ message: 'Question saved successfully', exam }),
      },
      figures: { add: async () => fakeOk({ message: 'Figure saved successfully', exam }) },
      code: {
        get: async () => fakeOk({ code }),
        create: async () => fakeOk({ message: 'Exam code saved successfully', code: { _id: 'c1', code: 'aB3!@(', exam_id: exam._id } }),
        update: async () => fakeOk({ message: 'Exam code saved successfully', code: { _id: 'c1', code: 'Q9*&^%', exam_id: exam._id } }),
      },
      takers: async () => fakeOk({ students: takersFixture }),
      takerResult: async () => fakeOk({ result: makeResult() }),
    },
    teaching: { teacherInPeriod: async () => fakeOk(teacherSections) },
  });

export const ExamList: StoryObj = { render: () => <TeacherExams api={teacherApi()} teacherId="TE-0001" onOpen={noop} /> };
export const ExamListEmpty: StoryObj = {
  render: () => (
    <TeacherExams
      api={createFakeApi({
        exams: { listForTeacher: async () => fakeOk({ exams: [], totalItems: 0, totalPages: 0 }) },
        teaching: { teacherInPeriod: async () => fakeOk(teacherSections) },
      })}
      teacherId="TE-0001"
      onOpen={noop}
    />
  ),
};
export const ExamListFailed: StoryObj = {
  render: () => (
    <TeacherExams
      api={createFakeApi({ exams: { listForTeacher: async () => fakeFail('poor connection', 0) } })}
      teacherId="TE-0001"
      onOpen={noop}
    />
  ),
};
export const DetailNoTakersNoCode: StoryObj = {
  render: () => <ExamDetail api={teacherApi()} teacherId="TE-0001" examId="ex1" onBack={noop} onOpenTakers={noop} />,
};
export const DetailWithTakersAndCode: StoryObj = {
  render: () => (
    <ExamDetail
      api={teacherApi(examsFixture[2], { _id: 'c1', code: 'aB3!@(', exam_id: 'ex3' })}
      teacherId="TE-0001"
      examId="ex3"
      onBack={noop}
      onOpenTakers={noop}
    />
  ),
};
/** Somebody has started, and students of the section can still answer: locked, and Announce waits with the reason (issue 17). */
export const DetailLockedAnnounceWaits: StoryObj = {
  render: () => (
    <ExamDetail
      api={teacherApi(
        makeExam({
          ...examsFixture[2],
          announceBlocker:
            'The result can be announced once every student of the exam has finished, or once the exam closes on Thursday, November 26, 2026 at 3:00 PM. 2 of 30 students have finished.',
        }),
      )}
      teacherId="TE-0001"
      examId="ex3"
      onBack={noop}
      onOpenTakers={noop}
    />
  ),
};
export const DetailMockExam: StoryObj = {
  render: () => (
    <ExamDetail
      api={teacherApi(makeExam({ can_be_used_as_mock: true, questions: [], figures: [] }))}
      teacherId="TE-0001"
      examId="ex1"
      onBack={noop}
      onOpenTakers={noop}
    />
  ),
};
export const Takers: StoryObj = {
  render: () => <ExamTakers api={teacherApi()} viewerId="TE-0001" examId="ex3" onOpenResult={noop} onBack={noop} />,
};
export const TakersEmpty: StoryObj = {
  render: () => (
    <ExamTakers
      api={createFakeApi({ exams: { takers: async () => fakeOk({ students: [] }) } })}
      viewerId="TE-0001"
      examId="ex1"
      onOpenResult={noop}
      onBack={noop}
    />
  ),
};
export const Result: StoryObj = {
  render: () => <TakerResult api={teacherApi()} viewerId="TE-0001" examId="ex3" studentId="ST-0001" onBack={noop} />,
};
export const ResultLoading: StoryObj = {
  render: () => (
    <TakerResult
      api={createFakeApi({ exams: { takerResult: () => new Promise(noop) } })}
      viewerId="TE-0001"
      examId="ex3"
      studentId="ST-0001"
    />
  ),
};
