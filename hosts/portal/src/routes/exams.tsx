import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ExamTakersPage, TakerResultPage, TeacherExamPage, TeacherExamsPage } from '../pages/exams/teacher';
import { RequireRole } from '../session/guards';

// Routes of the area (inside DashboardLayout): Exams: builder, taker, monitoring, results, entrance exams (spec 001).

const teacher = (el: ReactNode) => (
  <RequireRole roles={['teacher']} ownParam="id">
    {el}
  </RequireRole>
);

export const examsRoutes = (
  <>
    {/* Teacher (spec 001 §2): the list, one exam, who took it, one taker's result. */}
    <Route path="teacher/:id/exams" element={teacher(<TeacherExamsPage />)} />
    <Route path="teacher/:id/exams/:exam_id" element={teacher(<TeacherExamPage />)} />
    <Route path="teacher/:id/exams/:exam_id/students" element={teacher(<ExamTakersPage />)} />
    <Route path="teacher/:id/exams/:exam_id/students/:student_id" element={teacher(<TakerResultPage />)} />
  </>
);
