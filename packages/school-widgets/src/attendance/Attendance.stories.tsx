import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { AttendanceMarking } from './AttendanceMarking';
import { StudentAttendance } from './StudentAttendance';
import { attendanceSheetFixture, studentAttendanceFixture } from '../student-dashboard/fixtures';
import { teacherInPeriod } from '../teacher-dashboard/fixtures';

const meta: Meta = { title: 'Widgets/Attendance' };
export default meta;

const marking = (sheet: () => Promise<unknown>, date = '2026-11-20') => (
  <AttendanceMarking
    api={createFakeApi({ teaching: { attendance: { sheet: sheet as never }, teacherInPeriod: async () => fakeOk(teacherInPeriod) } })}
    teacherId="TE-0001"
    sectionId="sec7"
    courseId="c-m"
    date={date}
    onDateChange={() => undefined}
    onBack={() => undefined}
  />
);
export const Marking: StoryObj = { render: () => marking(async () => fakeOk(attendanceSheetFixture)) };
export const MarkingNoDate: StoryObj = { render: () => marking(async () => fakeOk(attendanceSheetFixture), 'none') };
export const MarkingEmpty: StoryObj = { render: () => marking(async () => fakeOk({ ...attendanceSheetFixture, students: [] })) };
export const MarkingFailed: StoryObj = { render: () => marking(async () => fakeFail('poor connection', 0)) };

const student = (forStudent: () => Promise<unknown>) => (
  <StudentAttendance
    api={createFakeApi({ teaching: { attendance: { forStudent: forStudent as never } } })}
    studentId="ST-0001"
    sectionId="sec7"
  />
);
export const Student: StoryObj = { render: () => student(async () => fakeOk(studentAttendanceFixture)) };
export const StudentEmpty: StoryObj = { render: () => student(async () => fakeOk({ ...studentAttendanceFixture, attendance: [] })) };
export const StudentLoading: StoryObj = { render: () => student(() => new Promise(() => undefined)) };
