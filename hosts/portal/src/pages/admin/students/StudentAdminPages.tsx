import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../session/SessionProvider';
import { useBackToList, useTableStateInUrl, useOpenFromList } from '../listInUrl';
import { studentAdminPaths } from './paths';
import { adminExamPaths } from '../../exams/admin/EntranceResultPage';
import { onDemand } from '../../../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const ApplicantDetail = onDemand(() => import('@school/widgets/admissions/review').then((m) => m.ApplicantDetail));
const ApplicantList = onDemand(() => import('@school/widgets/admissions/review').then((m) => m.ApplicantList));
const StudentDetail = onDemand(() => import('@school/widgets/students').then((m) => m.StudentDetail));
const StudentList = onDemand(() => import('@school/widgets/students').then((m) => m.StudentList));

/** /dashboard/admin/students; search, page, size and sort in the URL (Back from a student returns to them). */
export function StudentsPage() {
  const { api } = useSession();
  const open = useOpenFromList();
  const [listState, setListState] = useTableStateInUrl();
  return (
    <StudentList
      api={api}
      listState={listState}
      onListStateChange={setListState}
      onOpen={(userID) => open(studentAdminPaths.student(userID))}
    />
  );
}

/** /dashboard/admin/student/:userID — edit, delete and freeze for the super admin only. */
export function StudentPage() {
  const { api, session } = useSession();
  const back = useBackToList(studentAdminPaths.students);
  const { userID = '' } = useParams();
  return <StudentDetail key={userID} api={api} userID={userID} isSuperAdmin={session?.user.type.name === 'super admin'} onBack={back} />;
}

/** /dashboard/admin/approve; search, page, size and sort in the URL, as the students'. */
export function ApplicantsPage() {
  const { api } = useSession();
  const open = useOpenFromList();
  const [listState, setListState] = useTableStateInUrl();
  return (
    <ApplicantList
      api={api}
      listState={listState}
      onListStateChange={setListState}
      onOpen={(id) => open(studentAdminPaths.applicant(id))}
    />
  );
}

/** /dashboard/admin/approve/student/:id */
export function ApplicantPage() {
  const { api } = useSession();
  const back = useBackToList(studentAdminPaths.applicants);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <ApplicantDetail
      key={id}
      api={api}
      id={id}
      onBack={back}
      onOpenResult={({ examId, studentId }) => navigate(adminExamPaths.result(examId, studentId))}
    />
  );
}
