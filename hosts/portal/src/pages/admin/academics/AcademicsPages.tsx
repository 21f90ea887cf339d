import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../session/SessionProvider';
import { academicsAdminPaths } from './paths';
import { adminBase, otherPaths } from '../../gradeReports/paths';
import { onDemand } from '../../../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const AcademicPeriodDetail = onDemand(() => import('@school/widgets/academics').then((m) => m.AcademicPeriodDetail));
const AcademicPeriodList = onDemand(() => import('@school/widgets/academics').then((m) => m.AcademicPeriodList));
const SectionDetails = onDemand(() => import('@school/widgets/academics').then((m) => m.SectionDetails));
const ScheduleGrid = onDemand(() => import('@school/widgets/schedule').then((m) => m.ScheduleGrid));

/** /dashboard/admin/academic_period */
export function AcademicPeriodsPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  return <AcademicPeriodList api={api} onOpen={(p) => navigate(academicsAdminPaths.period(p))} />;
}

/** /dashboard/admin/academic_period/:id/:year/:semester (year and semester are for the link; the id decides). */
export function AcademicPeriodPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <AcademicPeriodDetail
      api={api}
      periodId={id}
      onOpenSection={(sectionId) => navigate(academicsAdminPaths.section(sectionId))}
      onBack={() => navigate(academicsAdminPaths.periods)}
    />
  );
}

/** /dashboard/admin/section/:id */
export function SectionPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <SectionDetails
      api={api}
      sectionId={id}
      onOpenSchedule={(s) => navigate(academicsAdminPaths.schedule(s))}
      onOpenReport={(s) => navigate(otherPaths(adminBase).section(s))}
      onBack={() => navigate(-1)}
    />
  );
}

/** /dashboard/admin/schedule/:section_id */
export function SchedulePage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { section_id: sectionId = '' } = useParams();
  return <ScheduleGrid api={api} sectionId={sectionId} onBack={() => navigate(academicsAdminPaths.section(sectionId))} />;
}
