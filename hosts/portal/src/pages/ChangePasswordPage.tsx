import { useNavigate } from 'react-router-dom';
import { homePathFor } from '@school/api';
import { useToasts } from '@school/ui';
import { useSession } from '../session/SessionProvider';
import { onDemand } from '../shell/onDemand';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const ChangePasswordForm = onDemand(() => import('@school/widgets/auth').then((m) => m.ChangePasswordForm));

/** Change Password for every role; afterwards the person goes on to their dashboard. */
export function ChangePasswordPage() {
  const { api, session, updateUser } = useSession();
  const navigate = useNavigate();
  const toasts = useToasts();
  if (!session) return null;
  const { user } = session;
  return (
    <ChangePasswordForm
      api={api}
      userID={user.ID}
      onChanged={(message) => {
        toasts.push({ kind: 'success', message });
        updateUser({ ...user, temp_password_changed: true });
        navigate(homePathFor(user.type.name, user.ID), { replace: true });
      }}
    />
  );
}
