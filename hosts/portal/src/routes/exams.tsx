import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { StudentExamPage, StudentExamResultPage, StudentExamsPage } from '../pages/exams/student';
import { ExamTakersPage, TakerResultPage, TeacherExamPage, TeacherExamsPage } from '../pages/exams/teacher';
import { EntranceResultPage } from '../pages/exams/admin/EntranceResultPage';
import { RequireRole } from '../session/guards';
import { ApprovedOnly } from './teaching';

// Routes of the area (inside DashboardLayout): Exams: builder, taker, monitoring, results, entrance exams (spec 001).

/** The student's own pages; `applicants` lets an applicant in too (the entrance exam they take from the onboarding). */
const student = (el: ReactNode, applicants = false) => (
  <RequireRole roles={['student']} ownParam="id">
    {applicants ? el : <ApprovedOnly>{el}</ApprovedOnly>}
  </RequireRole>
);

const teacher = (el: ReactNode) => (
  <RequireRole roles={['teacher']} ownParam="id">
    {el}
  </RequireRole>
);

export const examsRoutes = (
  <>
    {/* Student (spec 001 §2) */}
    <Route path="student/:id/exams" element={student(<StudentExamsPage />)} />
    <Route path="student/:id/exam/:exam_id" element={student(<StudentExamPage />, true)} />
    <Route path="student/:id/exams/:exam_id" element={student(<StudentExamResultPage />)} />
    {/* Teacher (spec 001 §2): the list, one exam, who took it, one taker's result. */}
    <Route path="teacher/:id/exams" element={teacher(<TeacherExamsPage />)} />
    <Route path="teacher/:id/exams/:exam_id" element={teacher(<TeacherExamPage />)} />
    <Route path="teacher/:id/exams/:exam_id/students" element={teacher(<ExamTakersPage />)} />
    <Route path="teacher/:id/exams/:exam_id/students/:student_id" element={teacher(<TakerResultPage />)} />
    {/* Admin (spec 000 §2): an applicant's entrance result, from the applicant's Entrance exams list. */}
    <Route
      path="admin/exam/:examId/student/:studentId"
      element={
        <RequireRole roles={['admin', 'super admin']}>
          <EntranceResultPage />
        </RequireRole>
      }
    />
  </>
);
