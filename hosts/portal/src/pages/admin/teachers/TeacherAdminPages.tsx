import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../session/SessionProvider';
import { useBackToList, useOpenFromList, useTableStateInUrl } from '../listInUrl';
import { teacherAdminPaths } from './paths';
import { onDemand } from '../../../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const TeacherDetail = onDemand(() => import('@school/widgets/teachers').then((m) => m.TeacherDetail));
const TeacherList = onDemand(() => import('@school/widgets/teachers').then((m) => m.TeacherList));

/**
 * /dashboard/admin/teachers (the period chosen in the selector is ?period=) and
 * /dashboard/admin/teachers/:academicPeriodId/:year/:semester; search, page, size and sort in the
 * URL, so Back from a teacher returns to the same period and page.
 */
export function TeachersPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const open = useOpenFromList();
  const { academicPeriodId } = useParams();
  const [params, setParams] = useSearchParams();
  const [listState, setListState] = useTableStateInUrl();
  return (
    <TeacherList
      api={api}
      periodId={academicPeriodId}
      selectedPeriodId={params.get('period') ?? undefined}
      // Another period is another list: its search and size stay, its page starts again.
      onPeriodChange={(period) =>
        setParams(
          (p) => {
            const out = new URLSearchParams(p);
            out.set('period', period);
            out.delete('page');
            return out;
          },
          { replace: true },
        )
      }
      listState={listState}
      onListStateChange={setListState}
      onOpen={({ teacherId, periodId }) => open(teacherAdminPaths.teacher(periodId, teacherId))}
      onBack={() => navigate(-1)}
    />
  );
}

/** /dashboard/admin/teacher/:academicPeriodId/:teacherId */
export function TeacherPage() {
  const { api } = useSession();
  const back = useBackToList(teacherAdminPaths.teachers);
  const { academicPeriodId = '', teacherId = '' } = useParams();
  return <TeacherDetail api={api} periodId={academicPeriodId} teacherId={teacherId} onBack={back} />;
}
