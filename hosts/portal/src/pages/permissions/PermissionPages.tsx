import { useNavigate, useParams } from 'react-router-dom';
import { homePathFor } from '@school/api';
import { SettingsDashboard } from '@school/widgets/settings';
import { UserDetail } from '@school/widgets/user-detail';
import { UsersAndPermissions } from '@school/widgets/users-permissions';
import { useSession } from '../../session/SessionProvider';
import { permissionPaths } from './paths';

// Thin pages: route params in, widgets out, navigation through callbacks (spec 002 §2).

/** /dashboard/admin/users_and_permission */
export function UsersAndPermissionsPage() {
  const { api, session } = useSession();
  const navigate = useNavigate();
  return (
    <UsersAndPermissions
      api={api}
      superAdmin={session?.user.type.name === 'super admin'}
      onOpenUser={(ID) => navigate(permissionPaths.user(ID))}
    />
  );
}

/** /dashboard/admin/users_and_permission/user/:ID */
export function UserDetailPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { ID = '' } = useParams();
  return <UserDetail api={api} userId={ID} onBack={() => navigate(permissionPaths.usersAndPermissions)} />;
}

/** /dashboard/{role}/settings/:id — every role's own settings. */
export function SettingsPage() {
  const { api, session } = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const { user } = session;
  return <SettingsDashboard api={api} userId={user._id} onHome={() => navigate(homePathFor(user.type.name, user.ID))} />;
}
