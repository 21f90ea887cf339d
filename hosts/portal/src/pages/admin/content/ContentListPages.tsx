import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../session/SessionProvider';
import { contentAdminPaths } from './paths';
import { onDemand } from '../../../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const FeedbackAdmin = onDemand(() => import('@school/widgets/content-admin').then((m) => m.FeedbackAdmin));
const StaffMessageAdminList = onDemand(() => import('@school/widgets/content-admin').then((m) => m.StaffMessageAdminList));

/** /dashboard/admin/feedback */
export function FeedbackPage() {
  const { api } = useSession();
  return <FeedbackAdmin api={api} />;
}

/** /dashboard/admin/staff-message */
export function StaffMessagesPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  return <StaffMessageAdminList api={api} onOpen={(id) => navigate(contentAdminPaths.staffMessage(id))} />;
}
