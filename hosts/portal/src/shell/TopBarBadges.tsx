import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '@school/api';
import { CommunicationBadges } from '@school/widgets/top-bar';
import { communicationPaths } from '../pages/communication/paths';
import { useLive } from '../session/LiveProvider';
import { useSession } from '../session/SessionProvider';

/**
 * The top bar's bell (unread notifications) and mail badge (new inbox mail), live over the
 * socket, for every role whose areas exist. The settings shortcut joins when settings exist.
 */
export function TopBarBadges({ user }: { user: SessionUser }) {
  const { api } = useSession();
  const navigate = useNavigate();
  const live = useLive();
  if (!user.temp_password_changed || !user.approved) return null;
  return (
    <CommunicationBadges
      api={api}
      live={live}
      notificationsHref={communicationPaths.notifications(user.type.name, user.ID)}
      emailHref={communicationPaths.email(user.type.name, user.ID)}
      onNavigate={navigate}
    />
  );
}
