import { useParams } from 'react-router-dom';
import { AdminDashboard, ProfileCard } from '@school/widgets';
import { useSession } from '../session/SessionProvider';

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
