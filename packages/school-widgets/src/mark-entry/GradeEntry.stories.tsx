import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk, type GradeEntry } from '@school/api';
import { GradeEntrySheet } from './GradeEntrySheet';
import { TeacherGradeCourses } from './TeacherGradeCourses';
import { makeStudent } from '../grade-reports/fixtures';
import { oneCourseApi, sheetOf } from './fixtures';

const meta: Meta = { title: 'Widgets/Mark entry' };
export default meta;

const noop = () => undefined;
const entry = (students: GradeEntry['students']): GradeEntry => sheetOf(students);
const filled = entry([
  {
    student: makeStudent(),
    report: {
      _id: 'r1',
      student_id: 's1',
      teacherInSection_id: 'ts1',
      section_id: 'sec7a',
      course_id: 'c-math',
      academic_period_id: 'p1',
      finalExam: 35,
      midExam: 25,
      teachExam: [8, 9, null],
      total: 77,
    },
  },
  { student: makeStudent({ _id: 's2', ID: 'ST-0031', firstName: 'ሔዋን', middleName: 'ታደሰ', lastName: 'አለሙ' }), report: null },
]);
const sheetApi = (data: GradeEntry) => createFakeApi({ gradeReports: { gradeEntry: async () => fakeOk(data) } });

export const Sheet: StoryObj = { render: () => <GradeEntrySheet api={sheetApi(filled)} teacherInSectionId="ts1" onBack={noop} /> };
export const SheetEmpty: StoryObj = { render: () => <GradeEntrySheet api={sheetApi(entry([]))} teacherInSectionId="ts1" onBack={noop} /> };
export const SheetWithoutScale: StoryObj = {
  render: () => <GradeEntrySheet api={sheetApi({ ...filled, gradeScale: null })} teacherInSectionId="ts1" onBack={noop} />,
};
export const SheetFailed: StoryObj = {
  render: () => (
    <GradeEntrySheet
      api={createFakeApi({ gradeReports: { gradeEntry: async () => fakeFail('poor connection', 0) } })}
      teacherInSectionId="ts1"
      onBack={noop}
    />
  ),
};
export const Courses: StoryObj = {
  render: () => <TeacherGradeCourses api={oneCourseApi()} teacherId="TE-0001" onOpen={noop} />,
};
