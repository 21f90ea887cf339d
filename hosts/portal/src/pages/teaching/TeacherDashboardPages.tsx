import { useNavigate, useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import styled from 'styled-components';
import { tokens } from '@school/ui';
import { useSession } from '../../session/SessionProvider';
import { useGrants } from '../../session/useGrants';
import { teacherPaths } from './paths';
import { onDemand } from '../../shell/onDemand';
import { useMessages } from '@school/widgets/i18n';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const TeacherDashboard = onDemand(() => import('@school/widgets/teacher-dashboard').then((m) => m.TeacherDashboard));
const ScheduleEditLinks = onDemand(() => import('@school/widgets/teacher-sections').then((m) => m.ScheduleEditLinks));
const TeacherSections = onDemand(() => import('@school/widgets/teacher-sections').then((m) => m.TeacherSections));
const ScheduleGrid = onDemand(() => import('@school/widgets/schedule').then((m) => m.ScheduleGrid));
const MySchedule = onDemand(() => import('@school/widgets/my-schedule').then((m) => m.MySchedule));
const TeacherProfile = onDemand(() => import('@school/widgets/teacher-profile').then((m) => m.TeacherProfile));
const AssignmentDetail = onDemand(() => import('@school/widgets/assignments').then((m) => m.AssignmentDetail));
const SubmissionGrading = onDemand(() => import('@school/widgets/assignments').then((m) => m.SubmissionGrading));
const TeacherAssignments = onDemand(() => import('@school/widgets/assignments').then((m) => m.TeacherAssignments));
const CourseMaterial = onDemand(() => import('@school/widgets/course-material').then((m) => m.CourseMaterial));
const AttendanceMarking = onDemand(() => import('@school/widgets/attendance').then((m) => m.AttendanceMarking));

// Thin pages: route params in, widgets out, navigation through callbacks (spec 001 §2 Teacher routes).

/** /dashboard/teacher/:id */
export function TeacherDashboardPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <TeacherDashboard
      api={api}
      teacherId={id}
      onOpenArea={({ area, sectionId, courseId }) =>
        navigate(
          area === 'assignment'
            ? teacherPaths.assignments(id, sectionId, courseId)
            : area === 'course_material'
              ? teacherPaths.material(id, sectionId, courseId)
              : teacherPaths.attendance(id, dayjs().format('YYYY-MM-DD'), sectionId, courseId),
        )
      }
      onOpenSubmission={(s) => navigate(teacherPaths.submission(id, s))}
    />
  );
}

/**
 * /dashboard/teacher/:id/schedule and /dashboard/teacher/:id/schedule/:academic_period_id; while the
 * teacher holds Manage schedule, the sections whose timetable they may edit.
 */
export function TeacherSchedulePage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', academic_period_id } = useParams();
  const grants = useGrants();
  return (
    <Stack>
      <MySchedule
        api={api}
        personId={id}
        periodId={academic_period_id}
        onPeriodChange={({ periodId }) => navigate(teacherPaths.schedule(id, periodId))}
      />
      {grants.has('MANAGE_SCHEDULE') ? (
        <ScheduleEditLinks api={api} teacherId={id} onEdit={({ sectionId }) => navigate(teacherPaths.scheduleEditor(id, sectionId))} />
      ) : null}
    </Stack>
  );
}

/** /dashboard/teacher/:id/edit_schedule/:section_id: the section's schedule editor (Manage schedule); back to the teacher's week. */
export function TeacherScheduleEditorPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', section_id = '' } = useParams();
  return <ScheduleGrid api={api} sectionId={section_id} onBack={() => navigate(teacherPaths.schedule(id))} />;
}

/** /dashboard/teacher/:id/assignment, /course_material and /attendance: the sections to open. */
export function TeacherSectionsPage({ area }: { area: 'assignment' | 'course_material' | 'attendance' }) {
  const messages = useMessages();
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const title =
    area === 'assignment'
      ? messages.teachingNavAssignments
      : area === 'course_material'
        ? messages.teachingNavCourseMaterial
        : messages.teachingNavAttendance;
  return (
    <TeacherSections
      key={area}
      api={api}
      teacherId={id}
      title={title}
      openLabel={area === 'attendance' ? messages.attendanceOpenSection : messages.teachingOpen}
      onOpen={({ sectionId, courseId, academicPeriod }) => {
        if (area === 'assignment') navigate(teacherPaths.assignments(id, sectionId, courseId));
        else if (area === 'course_material') navigate(teacherPaths.material(id, sectionId, courseId));
        else {
          // The attendance widget's chunk (the next page's) brings defaultDay: no static import of it here.
          void import('@school/widgets/attendance').then(({ defaultDay }) => {
            const today = dayjs().format('YYYY-MM-DD');
            const day = academicPeriod ? defaultDay(academicPeriod.startDate, academicPeriod.endDate, today) : today;
            navigate(teacherPaths.attendance(id, day, sectionId, courseId));
          });
        }
      }}
    />
  );
}

/** /dashboard/teacher/:id/assignment/:section_id/:course_id */
export function TeacherAssignmentsPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', section_id = '', course_id = '' } = useParams();
  return (
    <TeacherAssignments
      api={api}
      teacherId={id}
      sectionId={section_id}
      courseId={course_id}
      onOpen={({ assignmentId }) => navigate(teacherPaths.assignment(id, section_id, course_id, assignmentId))}
      onBack={() => navigate(teacherPaths.sections(id))}
    />
  );
}

/** /dashboard/teacher/:id/assignment/:section_id/:course_id/:asg */
export function TeacherAssignmentPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', section_id = '', course_id = '', asg = '' } = useParams();
  return (
    <AssignmentDetail
      api={api}
      teacherId={id}
      sectionId={section_id}
      courseId={course_id}
      assignmentId={asg}
      onOpenSubmission={({ studentId }) =>
        navigate(teacherPaths.submission(id, { assignmentId: asg, studentId, sectionId: section_id, courseId: course_id }))
      }
      onBack={() => navigate(teacherPaths.assignments(id, section_id, course_id))}
    />
  );
}

/** /dashboard/teacher/:id/submitted_assignment/:assignment_id/:student_id/:section_id/:course_id */
export function SubmissionPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', assignment_id = '', student_id = '', section_id = '', course_id = '' } = useParams();
  return (
    <SubmissionGrading
      api={api}
      teacherId={id}
      assignmentId={assignment_id}
      studentId={student_id}
      sectionId={section_id}
      courseId={course_id}
      onBack={() => navigate(teacherPaths.assignment(id, section_id, course_id, assignment_id))}
    />
  );
}

/** /dashboard/teacher/:id/course_material/:section_id/:course_id */
export function CourseMaterialPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', section_id = '', course_id = '' } = useParams();
  return (
    <CourseMaterial
      api={api}
      teacherId={id}
      sectionId={section_id}
      courseId={course_id}
      onBack={() => navigate(teacherPaths.materialSections(id))}
    />
  );
}

/** /dashboard/teacher/:id/attendance/:date/:section_id/:course_id */
export function AttendancePage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', date = '', section_id = '', course_id = '' } = useParams();
  return (
    <AttendanceMarking
      api={api}
      teacherId={id}
      sectionId={section_id}
      courseId={course_id}
      date={date}
      onDateChange={({ date: next }) => navigate(teacherPaths.attendance(id, next, section_id, course_id), { replace: true })}
      onBack={() => navigate(teacherPaths.attendanceSections(id))}
    />
  );
}

/** /dashboard/teacher/:id/profile */
export function TeacherProfilePage() {
  const { api } = useSession();
  const { id = '' } = useParams();
  return <TeacherProfile api={api} teacherId={id} />;
}

const Stack = styled.div`
  display: grid;
  gap: ${tokens.space.xxl};
`;
