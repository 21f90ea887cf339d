import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { SectionGradeReport } from './SectionGradeReport';
import { StudentFinalReport } from './StudentFinalReport';
import { GradeReportCard } from './GradeReportCard';
import { YearlySectionReport } from './YearlySectionReport';
import { YearlyStudentReport } from './YearlyStudentReport';
import { StudentGradeReports } from './StudentGradeReports';
import { makePdfInPage } from './pdf/makePdf';
import { courses, makeStudent, period, rows, section, sectionReport, singleReport, yearlyReport } from './fixtures';

const meta: Meta = { title: 'Widgets/Grade reports' };
export default meta;

const noop = () => undefined;
const api = createFakeApi({
  gradeReports: {
    sectionReport: async () => fakeOk(sectionReport()),
    reportCards: async () =>
      fakeOk({
        section,
        courseTaken: courses,
        isVisible: true,
        issuedAt: '2026-11-22T09:00:00Z',
        cards: rows.map((student) => ({ student, comment: null, studentbehavior: null })),
      }),
    setVisibility: async (b) =>
      fakeOk({ message: 'Grade visibility changed successfully', isVisible: b.isVisible }, 'Grade visibility changed successfully'),
    releasePreview: async () =>
      fakeOk({
        terms: [{ section_id: 'sec7a', year: 2026, semester: 1, locked: false }],
        families: 12,
        students: 14,
        alreadyVisible: false,
        summary:
          'The report of Grade 7 A 2026, semester 1 is shown and locked: its marks, comments and behaviour values stay as they are until it is reopened with a reason. 12 families are told.',
      }),
    singleReport: async () =>
      fakeOk(
        singleReport({ comment: { _id: 'c1', comment: 'Works hard in class.' }, studentbehavior: { _id: 'b1', behavior_value: 'A' } }),
      ),
    yearlyReport: async (_n, _y, student) => fakeOk(student ? yearlyReport(yearlyReport().students.slice(0, 1)) : yearlyReport()),
    studentReports: async () =>
      fakeOk({
        student: makeStudent(),
        sections: [{ section_id: 'sec7a', section_name: 'Grade 7 A', academic_period: period, isVisible: true }],
        years: [{ section_name: 'Grade 7 A', year: 2026, isVisible: false }],
      }),
  },
});

export const SectionReport: StoryObj = {
  render: () => <SectionGradeReport api={api} sectionId="sec7a" onOpenStudent={noop} onBack={noop} makePdf={makePdfInPage} />,
};
export const SectionReportEmpty: StoryObj = {
  render: () => (
    <SectionGradeReport
      api={createFakeApi({ gradeReports: { sectionReport: async () => fakeOk(sectionReport({ students: [] })) } })}
      sectionId="sec7a"
      onOpenStudent={noop}
    />
  ),
};
export const SectionReportLoading: StoryObj = {
  render: () => (
    <SectionGradeReport
      api={createFakeApi({ gradeReports: { sectionReport: () => new Promise(noop) } })}
      sectionId="sec7a"
      onOpenStudent={noop}
    />
  ),
};
export const FinalReport: StoryObj = {
  render: () => <StudentFinalReport api={api} studentId="s1" sectionId="sec7a" onBack={noop} makePdf={makePdfInPage} />,
};
export const FinalReportNotFound: StoryObj = {
  render: () => (
    <StudentFinalReport
      api={createFakeApi({ gradeReports: { singleReport: async () => fakeFail('not found', 404) } })}
      studentId="s9"
      sectionId="sec7a"
      onBack={noop}
    />
  ),
};
export const Card: StoryObj = {
  render: () => (
    <GradeReportCard
      api={api}
      studentId="ST-0001"
      sectionId="sec7a"
      onBack={noop}
      onBackHome={noop}
      onOpenCourse={noop}
      makePdf={makePdfInPage}
    />
  ),
};
export const CardNotReleased: StoryObj = {
  render: () => (
    <GradeReportCard
      api={createFakeApi({ gradeReports: { singleReport: async () => fakeFail('No Report Released', 403) } })}
      studentId="ST-0001"
      sectionId="sec7a"
      onBack={noop}
      onBackHome={noop}
    />
  ),
};
export const CardFailed: StoryObj = {
  render: () => (
    <GradeReportCard
      api={createFakeApi({ gradeReports: { singleReport: async () => fakeFail('poor connection', 0) } })}
      studentId="ST-0001"
      sectionId="sec7a"
      onBack={noop}
      onBackHome={noop}
    />
  ),
};
export const YearlySection: StoryObj = {
  render: () => <YearlySectionReport api={api} sectionName="Grade 7 A" year={2026} onOpenStudent={noop} onBack={noop} />,
};
export const YearlyStudentForStaff: StoryObj = {
  render: () => (
    <YearlyStudentReport api={api} sectionName="Grade 7 A" year={2026} studentId="ST-0001" onBack={noop} makePdf={makePdfInPage} />
  ),
};
export const YearlyStudentForStudents: StoryObj = {
  render: () => (
    <YearlyStudentReport
      api={api}
      sectionName="Grade 7 A"
      year={2026}
      studentId="ST-0001"
      onBack={noop}
      onBackHome={noop}
      variant="student"
      makePdf={makePdfInPage}
    />
  ),
};
export const StudentScreen: StoryObj = {
  render: () => <StudentGradeReports api={api} studentId="ST-0001" onOpenCard={noop} onOpenYear={noop} />,
};
