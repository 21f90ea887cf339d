import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import {
  AttendancePage,
  CourseMaterialPage,
  StudentAssignmentPage,
  StudentAssignmentsPage,
  StudentAttendancePage,
  StudentHomePage,
  StudentPeriodsPage,
  StudentProfilePage,
  StudentSchedulePage,
  SubmissionPage,
  TeacherAssignmentPage,
  TeacherAssignmentsPage,
  TeacherDashboardPage,
  TeacherProfilePage,
  TeacherScheduleEditorPage,
  TeacherSchedulePage,
  TeacherSectionsPage,
  studentPaths,
} from '../pages/teaching';
import { RequireGrant, RequireRole } from '../session/guards';
import { useSession } from '../session/SessionProvider';

// Routes of the area (inside DashboardLayout): the teacher's and the student's areas (spec 001 §2).

const teacher = (el: ReactNode) => (
  <RequireRole roles={['teacher']} ownParam="id">
    {el}
  </RequireRole>
);

/** An applicant sees only the onboarding view (their dashboard); every other student page sends them there. */
export function ApprovedOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session && !session.user.approved) return <Navigate to={studentPaths.home(session.user.ID)} replace />;
  return <>{children}</>;
}
const student = (el: ReactNode, own = true) => (
  <RequireRole roles={['student']} ownParam={own ? 'id' : undefined}>
    <ApprovedOnly>{el}</ApprovedOnly>
  </RequireRole>
);

export const teachingRoutes = (
  <>
    <Route path="teacher/:id" element={teacher(<TeacherDashboardPage />)} />
    <Route path="teacher/:id/schedule" element={teacher(<TeacherSchedulePage />)} />
    <Route path="teacher/:id/schedule/:academic_period_id" element={teacher(<TeacherSchedulePage />)} />
    <Route path="teacher/:id/assignment" element={teacher(<TeacherSectionsPage area="assignment" />)} />
    <Route path="teacher/:id/assignment/:section_id/:course_id" element={teacher(<TeacherAssignmentsPage />)} />
    <Route path="teacher/:id/assignment/:section_id/:course_id/:asg" element={teacher(<TeacherAssignmentPage />)} />
    <Route
      path="teacher/:id/submitted_assignment/:assignment_id/:student_id/:section_id/:course_id"
      element={teacher(<SubmissionPage />)}
    />
    <Route path="teacher/:id/course_material" element={teacher(<TeacherSectionsPage area="course_material" />)} />
    <Route path="teacher/:id/course_material/:section_id/:course_id" element={teacher(<CourseMaterialPage />)} />
    <Route path="teacher/:id/attendance" element={teacher(<TeacherSectionsPage area="attendance" />)} />
    <Route path="teacher/:id/attendance/:date/:section_id/:course_id" element={teacher(<AttendancePage />)} />
    <Route path="teacher/:id/profile" element={teacher(<TeacherProfilePage />)} />
    {/* Manage schedule granted (issue 12): the teacher's own path to the editor, not the admin's. */}
    <Route
      path="teacher/:id/edit_schedule/:section_id"
      element={teacher(
        <RequireGrant constant="MANAGE_SCHEDULE">
          <TeacherScheduleEditorPage />
        </RequireGrant>,
      )}
    />

    <Route
      path="student/:id"
      element={
        <RequireRole roles={['student']} ownParam="id">
          <StudentHomePage />
        </RequireRole>
      }
    />
    <Route path="student/profile" element={student(<StudentProfilePage />, false)} />
    <Route path="student/:id/schedule" element={student(<StudentPeriodsPage area="schedule" />)} />
    <Route path="student/:id/schedule/:academic_period_id/:section_id" element={student(<StudentSchedulePage />)} />
    <Route path="student/:id/assignment" element={student(<StudentPeriodsPage area="assignment" />)} />
    <Route path="student/:id/assignment/:assignment_id" element={student(<StudentAssignmentPage />)} />
    <Route path="student/:id/assignment/:academic_period_id/:section_id" element={student(<StudentAssignmentsPage />)} />
    <Route path="student/:id/attendance" element={student(<StudentPeriodsPage area="attendance" />)} />
    <Route path="student/:id/attendance/:academic_period_id/:section_id" element={student(<StudentAttendancePage />)} />
  </>
);
