import { useNavigate, useParams } from 'react-router-dom';
import { TeacherDetail, TeacherList } from '@school/widgets/teachers';
import { useSession } from '../../../session/SessionProvider';
import { teacherAdminPaths } from './paths';

/** /dashboard/admin/teachers and /dashboard/admin/teachers/:academicPeriodId/:year/:semester */
export function TeachersPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { academicPeriodId } = useParams();
  return (
    <TeacherList
      api={api}
      periodId={academicPeriodId}
      onOpen={({ teacherId, periodId }) => navigate(teacherAdminPaths.teacher(periodId, teacherId))}
      onBack={() => navigate(-1)}
    />
  );
}

/** /dashboard/admin/teacher/:academicPeriodId/:teacherId */
export function TeacherPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { academicPeriodId = '', teacherId = '' } = useParams();
  return <TeacherDetail api={api} periodId={academicPeriodId} teacherId={teacherId} onBack={() => navigate(-1)} />;
}
