import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { adminBase, otherPaths, studentGradePaths, teacherBase, teacherGradePaths } from './paths';
import { onDemand } from '../../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const OtherHub = onDemand(() => import('@school/widgets/grade-admin').then((m) => m.OtherHub));
const CourseGradeDetail = onDemand(() => import('@school/widgets/grade-reports').then((m) => m.CourseGradeDetail));
const GradeReportCard = onDemand(() => import('@school/widgets/grade-reports').then((m) => m.GradeReportCard));
const SectionGradeReport = onDemand(() => import('@school/widgets/grade-reports').then((m) => m.SectionGradeReport));
const StudentFinalReport = onDemand(() => import('@school/widgets/grade-reports').then((m) => m.StudentFinalReport));
const StudentGradeReports = onDemand(() => import('@school/widgets/grade-reports').then((m) => m.StudentGradeReports));
const YearlySectionReport = onDemand(() => import('@school/widgets/grade-reports').then((m) => m.YearlySectionReport));
const YearlyStudentReport = onDemand(() => import('@school/widgets/grade-reports').then((m) => m.YearlyStudentReport));
const GradeEntrySheet = onDemand(() => import('@school/widgets/mark-entry').then((m) => m.GradeEntrySheet));
const TeacherGradeCourses = onDemand(() => import('@school/widgets/mark-entry').then((m) => m.TeacherGradeCourses));

// Thin pages: read the route's params, render a widget, turn its callbacks into navigation.

/** The admin's paths, or the signed-in teacher's. */
function useOtherPaths() {
  const { session } = useSession();
  const admin = session?.type === 'admin' || session?.type === 'super admin';
  return { admin, paths: otherPaths(admin ? adminBase : teacherBase(session?.user.ID ?? '')) };
}

/** /dashboard/admin/other and /dashboard/teacher/{id}/other */
export function OtherHubPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { admin, paths } = useOtherPaths();
  return (
    <OtherHub
      api={api}
      canManage={admin}
      onOpenSection={({ sectionId }) => navigate(paths.section(sectionId))}
      onOpenYear={({ sectionName, year }) => navigate(paths.year(sectionName, year))}
    />
  );
}

/** …/other/section/{section_id} */
export function SectionReportPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { paths } = useOtherPaths();
  const { section_id: sectionId = '' } = useParams();
  return (
    <SectionGradeReport
      api={api}
      sectionId={sectionId}
      onOpenStudent={({ studentId }) => navigate(paths.student(sectionId, studentId))}
      onBack={() => navigate(paths.hub)}
    />
  );
}

/** …/other/section/{section_id}/student/{student_id} */
export function FinalReportPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { paths } = useOtherPaths();
  const { section_id: sectionId = '', student_id: studentId = '' } = useParams();
  return <StudentFinalReport api={api} sectionId={sectionId} studentId={studentId} onBack={() => navigate(paths.section(sectionId))} />;
}

/** …/other/{section_name}/{year} */
export function YearlySectionPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { paths } = useOtherPaths();
  const { section_name: sectionName = '', year = '' } = useParams();
  return (
    <YearlySectionReport
      api={api}
      sectionName={sectionName}
      year={Number(year)}
      onOpenStudent={({ studentId }) => navigate(paths.yearStudent(sectionName, year, studentId))}
      onBack={() => navigate(paths.hub)}
    />
  );
}

/** …/other/{section_name}/{year}/{student_id} */
export function YearlyStudentPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { paths } = useOtherPaths();
  const { section_name: sectionName = '', year = '', student_id: studentId = '' } = useParams();
  return (
    <YearlyStudentReport
      api={api}
      sectionName={sectionName}
      year={Number(year)}
      studentId={studentId}
      onBack={() => navigate(paths.year(sectionName, year))}
    />
  );
}

/** /dashboard/teacher/{id}/grade_report */
export function TeacherGradeReportPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <TeacherGradeCourses
      api={api}
      teacherId={id}
      onOpen={({ sectionId, teacherInSectionId }) => navigate(teacherGradePaths(id).entry(sectionId, teacherInSectionId))}
    />
  );
}

/** /dashboard/teacher/{id}/grade_report/{section_id}/{teacherInSection_id} */
export function GradeEntryPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', teacherInSection_id: tsId = '' } = useParams();
  return <GradeEntrySheet api={api} teacherInSectionId={tsId} onBack={() => navigate(teacherGradePaths(id).list)} />;
}

/** /dashboard/student/{id}/gradereport */
export function StudentGradeReportPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const paths = studentGradePaths(id);
  return (
    <StudentGradeReports
      api={api}
      studentId={id}
      onOpenCard={({ academicPeriodId, sectionId }) => navigate(paths.card(academicPeriodId, sectionId))}
      onOpenYear={({ sectionName, year }) => navigate(paths.year(sectionName, year, id))}
    />
  );
}

/** /dashboard/student/{id}/grade_report/{academic_period_id}/{section_id} */
export function StudentReportCardPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', section_id: sectionId = '' } = useParams();
  const paths = studentGradePaths(id);
  return (
    <GradeReportCard
      api={api}
      studentId={id}
      sectionId={sectionId}
      onBack={() => navigate(paths.list)}
      onBackHome={() => navigate('/home')}
      onOpenCourse={({ courseId, academicPeriodId }) => navigate(paths.course(id, academicPeriodId, sectionId, courseId))}
    />
  );
}

/** /dashboard/student/{id}/gradereport/{section_name}/{year}/{student_id} */
export function StudentYearlyPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '', section_name: sectionName = '', year = '', student_id: studentId = '' } = useParams();
  return (
    <YearlyStudentReport
      api={api}
      variant="student"
      sectionName={sectionName}
      year={Number(year)}
      studentId={studentId}
      onBack={() => navigate(studentGradePaths(id).list)}
      onBackHome={() => navigate('/home')}
    />
  );
}

/** /dashboard/student/{id}/{student_id}/grade_report/{academic_period_id}/{section_id}/course/{course_id} */
export function StudentCoursePage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const {
    id = '',
    student_id: studentId = '',
    academic_period_id: periodId = '',
    section_id: sectionId = '',
    course_id: courseId = '',
  } = useParams();
  return (
    <CourseGradeDetail
      api={api}
      sectionId={sectionId}
      courseId={courseId}
      academicPeriodId={periodId}
      studentId={studentId}
      onBack={() => navigate(studentGradePaths(id).card(periodId, sectionId))}
    />
  );
}
