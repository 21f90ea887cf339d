import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RequireRole } from '../session/guards';
import {
  FinalReportPage,
  GradeEntryPage,
  OtherHubPage,
  SectionReportPage,
  StudentCoursePage,
  StudentGradeReportPage,
  StudentReportCardPage,
  StudentYearlyPage,
  TeacherGradeReportPage,
  YearlySectionPage,
  YearlyStudentPage,
} from '../pages/gradeReports/GradeReportPages';

// Routes of the area (inside DashboardLayout): Grade reports, grade scale, section ownership, report cards (spec 002).
const ADMINS = ['admin', 'super admin'] as const;
const admin = (page: ReactNode) => <RequireRole roles={ADMINS}>{page}</RequireRole>;
const teacher = (page: ReactNode) => (
  <RequireRole roles={['teacher']} ownParam="id">
    {page}
  </RequireRole>
);
const student = (page: ReactNode) => (
  <RequireRole roles={['student']} ownParam="id">
    {page}
  </RequireRole>
);

/** The Other hub and its reports, under the admin's and the teacher's prefixes. */
const otherRoutes = (prefix: string, guard: (page: ReactNode) => ReactNode) => [
  <Route key={`${prefix}-hub`} path={`${prefix}/other`} element={guard(<OtherHubPage />)} />,
  <Route key={`${prefix}-section`} path={`${prefix}/other/section/:section_id`} element={guard(<SectionReportPage />)} />,
  <Route key={`${prefix}-student`} path={`${prefix}/other/section/:section_id/student/:student_id`} element={guard(<FinalReportPage />)} />,
  <Route key={`${prefix}-year`} path={`${prefix}/other/:section_name/:year`} element={guard(<YearlySectionPage />)} />,
  <Route key={`${prefix}-year-student`} path={`${prefix}/other/:section_name/:year/:student_id`} element={guard(<YearlyStudentPage />)} />,
];

export const gradeReportsRoutes = (
  <>
    {otherRoutes('admin', admin)}
    {otherRoutes('teacher/:id', teacher)}
    <Route path="teacher/:id/grade_report" element={teacher(<TeacherGradeReportPage />)} />
    <Route path="teacher/:id/grade_report/:section_id/:teacherInSection_id" element={teacher(<GradeEntryPage />)} />
    <Route path="student/:id/gradereport" element={student(<StudentGradeReportPage />)} />
    <Route path="student/:id/gradereport/:section_name/:year/:student_id" element={student(<StudentYearlyPage />)} />
    <Route path="student/:id/grade_report/:academic_period_id/:section_id" element={student(<StudentReportCardPage />)} />
    <Route
      path="student/:id/:student_id/grade_report/:academic_period_id/:section_id/course/:course_id"
      element={student(<StudentCoursePage />)}
    />
  </>
);
