import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { studentExamPaths } from '../exams/student/paths';
import { studentPaths } from './paths';
import { onDemand } from '../../shell/onDemand';
import { LANDING_LOADERS } from '../../routes/preload';
import { useMessages } from '@school/widgets/i18n';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const StudentDashboard = onDemand(LANDING_LOADERS.student);
const StudentPeriods = onDemand(() => import('../../widgets/StudentPeriods').then((m) => m.StudentPeriods));
const ApplicantOnboarding = onDemand(() => import('@school/widgets/admissions/onboarding').then((m) => m.ApplicantOnboarding));
const MySchedule = onDemand(() => import('@school/widgets/my-schedule').then((m) => m.MySchedule));
const StudentAssignmentDetail = onDemand(() => import('@school/widgets/assignments').then((m) => m.StudentAssignmentDetail));
const StudentAssignments = onDemand(() => import('@school/widgets/assignments').then((m) => m.StudentAssignments));
const StudentAttendance = onDemand(() => import('@school/widgets/attendance').then((m) => m.StudentAttendance));
const StudentProfile = onDemand(() => import('@school/widgets/student-profile').then((m) => m.StudentProfile));

// Thin pages of spec 001 §2 Student routes.

/** /dashboard/student/:id: the dashboard, or the four onboarding tabs for an applicant. */
export function StudentHomePage() {
  const { api, session } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  if (session && !session.user.approved)
    return <ApplicantOnboarding api={api} studentId={id} onTakeExam={(examId) => navigate(studentExamPaths.exam(id, examId))} />;
  return (
    <StudentDashboard
      api={api}
      studentId={id}
      onOpenAssignment={({ assignmentId }) => navigate(studentPaths.assignment(id, assignmentId))}
      onOpenArea={({ area, periodId, sectionId }) =>
        navigate(
          area === 'schedule'
            ? studentPaths.schedule(id, periodId, sectionId)
            : area === 'assignment'
              ? studentPaths.assignments(id, periodId, sectionId)
              : studentPaths.attendance(id, periodId, sectionId),
        )
      }
    />
  );
}

/** /dashboard/student/:id/schedule, /assignment and /attendance: the periods to open. */
export function StudentPeriodsPage({ area }: { area: 'schedule' | 'assignment' | 'attendance' }) {
  const messages = useMessages();
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const title =
    area === 'schedule'
      ? messages.teachingNavSchedule
      : area === 'assignment'
        ? messages.teachingNavAssignments
        : messages.teachingNavAttendance;
  const to = area === 'schedule' ? studentPaths.schedule : area === 'assignment' ? studentPaths.assignments : studentPaths.attendance;
  return (
    <StudentPeriods
      key={area}
      api={api}
      studentId={id}
      title={`${title}: ${messages.studentPeriodsTitle}`}
      onOpen={({ periodId, sectionId }) => navigate(to(id, periodId, sectionId))}
    />
  );
}

/** /dashboard/student/:id/schedule/:academic_period_id/:section_id */
export function StudentSchedulePage() {
  const { api } = useSession();
  const { id = '', academic_period_id = '' } = useParams();
  return <MySchedule key={academic_period_id} api={api} personId={id} periodId={academic_period_id} show="teacher" />;
}

/** /dashboard/student/:id/assignment/:academic_period_id/:section_id */
export function StudentAssignmentsPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', section_id = '' } = useParams();
  return (
    <StudentAssignments
      api={api}
      studentId={id}
      sectionId={section_id}
      onOpen={({ assignmentId }) => navigate(studentPaths.assignment(id, assignmentId))}
      onBack={() => navigate(studentPaths.assignmentPeriods(id))}
    />
  );
}

/** /dashboard/student/:id/assignment/:assignment_id */
export function StudentAssignmentPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', assignment_id = '' } = useParams();
  return <StudentAssignmentDetail api={api} studentId={id} assignmentId={assignment_id} onBack={() => navigate(-1)} />;
}

/** /dashboard/student/:id/attendance/:academic_period_id/:section_id */
export function StudentAttendancePage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', section_id = '' } = useParams();
  return <StudentAttendance api={api} studentId={id} sectionId={section_id} onBack={() => navigate(studentPaths.attendancePeriods(id))} />;
}

/** /dashboard/student/profile: the signed-in student's own profile. */
export function StudentProfilePage() {
  const { api, session } = useSession();
  return <StudentProfile api={api} studentId={session?.user.ID ?? ''} />;
}
