import { useSearchParams } from 'react-router-dom';
import { LoadingState } from '@school/ui';
import { useSession } from '../../session/SessionProvider';
import { useLive } from '../../session/LiveProvider';
import { useGrants } from '../../session/useGrants';
import { onDemand } from '../../shell/onDemand';
import { useMessages } from '@school/widgets/i18n';

// Each widget loads with the first page that shows it (docs/decisions/0099-each-dashboard-page-loads-its-own-widget-home-back-under.md).
const Chat = onDemand(() => import('@school/widgets/chat').then((m) => m.Chat));
const EmailClient = onDemand(() => import('@school/widgets/email').then((m) => m.EmailClient));
const NotificationList = onDemand(() => import('@school/widgets/notifications').then((m) => m.NotificationList));

// Thin pages of the communication area: chat, email, notifications (every role).

/** /dashboard/{role}/chat/{ID}: the selected person rides in `?with={their ID}`. */
export function ChatPage() {
  const messages = useMessages();
  const { api, session } = useSession();
  const live = useLive();
  const [params, setParams] = useSearchParams();
  if (!session) return null;
  if (!live) return <LoadingState label={messages.loading} />;
  return (
    <Chat
      api={api}
      live={live}
      me={session.user._id}
      chatWith={params.get('with')}
      onChatWithChange={({ ID }) => setParams({ with: ID }, { replace: true })}
    />
  );
}

/** /dashboard/admin/email, /dashboard/{role}/{ID}/email. */
export function EmailPage() {
  const { api, session } = useSession();
  return <EmailClient api={api} live={useLive()} me={session?.user._id} />;
}

/**
 * /dashboard/admin/notifications, /dashboard/{role}/{ID}/notifications; admins push to anyone, a
 * teacher holding Push notification to named students of their sections and their parents.
 */
export function NotificationsPage() {
  const { api, session } = useSession();
  const grants = useGrants();
  const live = useLive();
  const admin = session?.type === 'admin' || session?.type === 'super admin';
  const granted = grants.has('PUSH_NOTIFICATION');
  return <NotificationList api={api} live={live} canPush={admin || granted} pushScope={admin ? 'all' : 'named'} />;
}
