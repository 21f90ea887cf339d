import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { homePathFor, type RoleName } from '@school/api';
import { ChatPage, EmailPage, NotificationsPage } from '../pages/communication/CommunicationPages';
import { RequireRole } from '../session/guards';
import { useSession } from '../session/SessionProvider';

// Routes of the area (inside DashboardLayout): chat, internal email, notifications (spec 001 chat, spec 002).

const ADMINS = ['admin', 'super admin'] as const;

/**
 * Applicants use none of it but the chat, where they reach the school's admins (docs/decisions/0028-communication-who-may-reach-whom-delivery-held-sends.md): back to their onboarding page.
 */
function ApprovedOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session && !session.user.approved) return <Navigate to={homePathFor(session.type, session.user.ID)} replace />;
  return <>{children}</>;
}
const guard = (roles: readonly RoleName[], ownParam: string | undefined, el: ReactNode) => (
  <RequireRole roles={roles} ownParam={ownParam}>
    <ApprovedOnly>{el}</ApprovedOnly>
  </RequireRole>
);
/** The student chat: applicants too (their people are the admins, as the server decides). */
const applicantsToo = (roles: readonly RoleName[], ownParam: string, el: ReactNode) => (
  <RequireRole roles={roles} ownParam={ownParam}>
    {el}
  </RequireRole>
);

export const communicationRoutes = (
  <>
    <Route path="admin/chat/:userID" element={guard(ADMINS, 'userID', <ChatPage />)} />
    <Route path="admin/email" element={guard(ADMINS, undefined, <EmailPage />)} />
    <Route path="admin/notifications" element={guard(ADMINS, undefined, <NotificationsPage />)} />
    {(
      [
        ['teacher', 'teacher'],
        ['student', 'student'],
        ['parent', 'Family'],
      ] as const
    ).map(([segment, role]) => (
      <Route key={segment}>
        <Route path={`${segment}/chat/:id`} element={(role === 'student' ? applicantsToo : guard)([role], 'id', <ChatPage />)} />
        <Route path={`${segment}/:id/email`} element={guard([role], 'id', <EmailPage />)} />
        <Route path={`${segment}/:id/notifications`} element={guard([role], 'id', <NotificationsPage />)} />
      </Route>
    ))}
  </>
);
