import { useNavigate } from 'react-router-dom';
import { FeedbackAdmin, StaffMessageAdminList } from '@school/widgets/content-admin';
import { useSession } from '../../../session/SessionProvider';
import { contentAdminPaths } from './paths';

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
