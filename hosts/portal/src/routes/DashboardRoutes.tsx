import { Route, Routes } from 'react-router-dom';
import {
  FeedbackPage,
  GalleryDetailPage,
  NewsAndGalleryPage,
  NewsDetailPage,
  StaffMessageDetailPage,
  StaffMessagesPage,
} from '../pages/admin/content';
import { AcademicPeriodPage, AcademicPeriodsPage, SchedulePage, SectionPage } from '../pages/admin/academics';
import { ApplicantPage, ApplicantsPage, StudentPage, StudentsPage } from '../pages/admin/students';
import { TeacherPage, TeachersPage } from '../pages/admin/teachers';
import { RosterPage } from '../pages/admin/roster';
import { ChangePasswordPage } from '../pages/ChangePasswordPage';
import { AdminHomePage } from '../pages/DashboardPages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RequireRole } from '../session/guards';
import { DashboardLayout } from '../shell/DashboardLayout';
import { teachingRoutes } from './teaching';
import { examsRoutes } from './exams';
import { gradeReportsRoutes } from './gradeReports';
import { communicationRoutes } from './communication';
import { permissionsRoutes } from './permissions';
import { privacyRoutes } from './privacy';

const ADMINS = ['admin', 'super admin'] as const;

/**
 * Everything under /dashboard, loaded as its own chunk: visitors of the public site never
 * download the dashboards (size budget of the first route).
 */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route
          path="admin"
          element={
            <RequireRole roles={ADMINS}>
              <AdminHomePage />
            </RequireRole>
          }
        />
        <Route
          path="admin/news_and_gallery"
          element={
            <RequireRole roles={ADMINS} orGrant="MANAGE_CONTENT">
              <NewsAndGalleryPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/news/:id"
          element={
            <RequireRole roles={ADMINS} orGrant="MANAGE_CONTENT">
              <NewsDetailPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/image_gallery/:id"
          element={
            <RequireRole roles={ADMINS} orGrant="MANAGE_CONTENT">
              <GalleryDetailPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/feedback"
          element={
            <RequireRole roles={ADMINS}>
              <FeedbackPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/staff-message"
          element={
            <RequireRole roles={ADMINS} orGrant="MANAGE_CONTENT">
              <StaffMessagesPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/staff-message/:id"
          element={
            <RequireRole roles={ADMINS} orGrant="MANAGE_CONTENT">
              <StaffMessageDetailPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/academic_period"
          element={
            <RequireRole roles={ADMINS}>
              <AcademicPeriodsPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/academic_period/:id/:year/:semester"
          element={
            <RequireRole roles={ADMINS}>
              <AcademicPeriodPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/section/:id"
          element={
            <RequireRole roles={ADMINS}>
              <SectionPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/schedule/:section_id"
          element={
            <RequireRole roles={ADMINS}>
              <SchedulePage />
            </RequireRole>
          }
        />
        <Route
          path="admin/students"
          element={
            <RequireRole roles={ADMINS}>
              <StudentsPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/student/:userID"
          element={
            <RequireRole roles={ADMINS}>
              <StudentPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/approve"
          element={
            <RequireRole roles={ADMINS}>
              <ApplicantsPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/approve/student/:id"
          element={
            <RequireRole roles={ADMINS}>
              <ApplicantPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/teachers"
          element={
            <RequireRole roles={ADMINS}>
              <TeachersPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/teachers/:academicPeriodId/:year/:semester"
          element={
            <RequireRole roles={ADMINS}>
              <TeachersPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/teacher/:academicPeriodId/:teacherId"
          element={
            <RequireRole roles={ADMINS}>
              <TeacherPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/roster_exchange"
          element={
            <RequireRole roles={ADMINS}>
              <RosterPage />
            </RequireRole>
          }
        />
        <Route
          path="admin/change-password"
          element={
            <RequireRole roles={ADMINS} allowTemporaryPassword>
              <ChangePasswordPage />
            </RequireRole>
          }
        />
        <Route
          path="teacher/changepassword/:id"
          element={
            <RequireRole roles={['teacher']} ownParam="id" allowTemporaryPassword>
              <ChangePasswordPage />
            </RequireRole>
          }
        />
        <Route
          path="student/changepassword/:id"
          element={
            <RequireRole roles={['student']} ownParam="id" allowTemporaryPassword>
              <ChangePasswordPage />
            </RequireRole>
          }
        />
        <Route
          path="parent/changepassword/:id"
          element={
            <RequireRole roles={['Family']} ownParam="id" allowTemporaryPassword>
              <ChangePasswordPage />
            </RequireRole>
          }
        />
        {teachingRoutes}
        {examsRoutes}
        {gradeReportsRoutes}
        {communicationRoutes}
        {permissionsRoutes}
        {privacyRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
