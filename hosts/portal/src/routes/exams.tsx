import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { StudentExamPage, StudentExamResultPage, StudentExamsPage } from '../pages/exams/student';
import { RequireRole } from '../session/guards';
import { ApprovedOnly } from './teaching';

// Routes of the area (inside DashboardLayout): Exams: builder, taker, monitoring, results, entrance exams (spec 001).

/** The student's own pages; `applicants` lets an applicant in too (the entrance exam they take from the onboarding). */
const student = (el: ReactNode, applicants = false) => (
  <RequireRole roles={['student']} ownParam="id">
    {applicants ? el : <ApprovedOnly>{el}</ApprovedOnly>}
  </RequireRole>
);

export const examsRoutes = (
  <>
    {/* Student (spec 001 §2) */}
    <Route path="student/:id/exams" element={student(<StudentExamsPage />)} />
    <Route path="student/:id/exam/:exam_id" element={student(<StudentExamPage />, true)} />
    <Route path="student/:id/exams/:exam_id" element={student(<StudentExamResultPage />)} />
  </>
);
