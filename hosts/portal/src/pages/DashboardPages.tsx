import { useParams } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { onDemand } from '../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const AdminDashboard = onDemand(() => import('@school/widgets/dashboard').then((m) => m.AdminDashboard));
const ProfileCard = onDemand(() => import('@school/widgets/profile').then((m) => m.ProfileCard));

export function AdminHomePage() {
  const { api } = useSession();
  return <AdminDashboard api={api} />;
}

/** Teacher, student and parent landing: the person's own profile until their areas are built. */
export function ProfileHomePage() {
  const { api } = useSession();
  const { id = '' } = useParams();
  return <ProfileCard api={api} userId={id} />;
}
