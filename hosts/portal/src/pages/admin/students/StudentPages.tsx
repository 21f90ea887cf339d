import { useNavigate, useParams } from 'react-router-dom';
import { ApplicantDetail, ApplicantList } from '@school/widgets/applicants';
import { StudentDetail, StudentList } from '@school/widgets/students';
import { useSession } from '../../../session/SessionProvider';
import { studentAdminPaths } from './paths';

/** /dashboard/admin/students */
export function StudentsPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  return <StudentList api={api} onOpen={(userID) => navigate(studentAdminPaths.student(userID))} />;
}

/** /dashboard/admin/student/:userID — edit, delete and freeze for the super admin only. */
export function StudentPage() {
  const { api, session } = useSession();
  const navigate = useNavigate();
  const { userID = '' } = useParams();
  return (
    <StudentDetail
      key={userID}
      api={api}
      userID={userID}
      isSuperAdmin={session?.user.type.name === 'super admin'}
      onBack={() => navigate(studentAdminPaths.students)}
    />
  );
}

/** /dashboard/admin/approve */
export function ApplicantsPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  return <ApplicantList api={api} onOpen={(id) => navigate(studentAdminPaths.applicant(id))} />;
}

/** /dashboard/admin/approve/student/:id */
export function ApplicantPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return <ApplicantDetail key={id} api={api} id={id} onBack={() => navigate(studentAdminPaths.applicants)} />;
}
