import { useNavigate, useParams } from 'react-router-dom';
import { homePathFor } from '@school/api';
import { useSession } from '../../session/SessionProvider';
import { communicationPaths } from '../communication/paths';
import { permissionPaths } from './paths';
import { adminBase, otherPaths } from '../gradeReports/paths';
import { onDemand } from '../../shell/onDemand';
import { LANDING_LOADERS } from '../../routes/preload';
import { CalendarFeedsSection } from '../privacy';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const SettingsDashboard = onDemand(() => import('@school/widgets/settings').then((m) => m.SettingsDashboard));
const AccountSessions = onDemand(() => import('@school/widgets/account-sessions').then((m) => m.AccountSessions));
const UserDetail = onDemand(() => import('@school/widgets/user-detail').then((m) => m.UserDetail));
const UsersAndPermissions = onDemand(() => import('@school/widgets/users-permissions').then((m) => m.UsersAndPermissions));
const ParentDashboard = onDemand(LANDING_LOADERS.parent);

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
  const reports = otherPaths(adminBase);
  return (
    <UserDetail
      api={api}
      userId={ID}
      onBack={() => navigate(permissionPaths.usersAndPermissions)}
      onOpenSectionReport={(sectionId) => navigate(reports.section(sectionId))}
      onOpenYearReport={(name, year) => navigate(reports.year(name, year))}
    />
  );
}

/** /dashboard/{role}/settings/:id — every role's own settings. */
export function SettingsPage() {
  const { api, session, signOut } = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const { user } = session;
  // The settings widgets, one under the other: permissions, then one's own signed-in devices (issue 36).
  return (
    <>
      <SettingsDashboard api={api} userId={user._id} onHome={() => navigate(homePathFor(user.type.name, user.ID))} />
      <AccountSessions
        api={api}
        onSignedOut={async () => {
          await signOut();
          navigate('/home');
        }}
      />
      {/* The calendar subscription (issue 39) is its own widget too. */}
      <CalendarFeedsSection />
    </>
  );
}

/** /dashboard/parent/:id — the Family account's landing: the parent dashboard (spec 002 §2.5). */
export function ParentDashboardPage() {
  const { api, session, signOut } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  if (!session) return null;
  const role = session.user.type.name;
  return (
    <ParentDashboard
      api={api}
      parentId={id}
      onOpenChat={() => navigate(communicationPaths.chat(role, id))}
      onOpenNotifications={() => navigate(communicationPaths.notifications(role, id))}
      onOpenEmail={() => navigate(communicationPaths.email(role, id))}
      onLogout={async () => {
        await signOut();
        navigate('/home');
      }}
      onBackHome={() => navigate('/home')}
    />
  );
}
