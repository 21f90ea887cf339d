import { createFakeApi, fakeOk, type GradeEntry } from '@school/api';
import { period } from '../grade-reports/fixtures';

const section = { _id: 'sec7a', name: 'Grade 7 A' };
const course = { _id: 'c-math', name: 'Mathematics' };

/** The grade sheet of Mathematics in Grade 7 A (teaching assignment ts1) with the given students; a 40/30/30 scale. */
export const sheetOf = (
  students: GradeEntry['students'],
  gradeScale: GradeEntry['gradeScale'] = { total: 100, finalExam: 40, midExam: 30, teachExam: 30 },
): GradeEntry => ({ teacherInSection: { _id: 'ts1', section, course, academic_period: period }, gradeScale, students });

/** A teacher who teaches one course: Mathematics in Grade 7 A (ts1). */
export const oneCourseApi = () =>
  createFakeApi({
    gradeReports: {
      teacherCourses: async () => fakeOk({ courses: [{ teacherInSection_id: 'ts1', section, course, academic_period: period }] }),
    },
  });
