import { useNavigate } from 'react-router-dom';
import { homePathFor } from '@school/api';
import { useToasts } from '@school/ui';
import { ChangePasswordForm } from '@school/widgets';
import { useSession } from '../session/SessionProvider';

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
