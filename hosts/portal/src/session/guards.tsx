import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { landingPathFor, type RoleName } from '@school/api';
import { LoadingState } from '@school/ui';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { useSession } from './SessionProvider';
import { useGrants, type GrantConstant } from './useGrants';
import { usePublicMessages } from '@school/widgets/i18n';

export interface RequireRoleProps {
  /** Roles that may enter. */
  roles: readonly RoleName[];
  /** The route param that must equal the signed-in person's ID (their own dashboard). */
  ownParam?: string;
  /** Let a person with a temporary password through (the change-password page). @default false */
  allowTemporaryPassword?: boolean;
  /**
   * A teacher outside `roles` who holds this permission now enters too (docs/decisions/0032-parent-dashboard-and-permission-unlocks.md:
   * what a permission unlocks). @default undefined
   */
  orGrant?: GrantConstant;
  children: ReactNode;
}

/**
 * The route guard: no session, another role, or another person's ID shows Unauthorized Access.
 * A person who still has a temporary password is sent to change it first.
 */
export function RequireRole({ roles, ownParam, allowTemporaryPassword = false, orGrant, children }: RequireRoleProps) {
  const { session } = useSession();
  const params = useParams();
  const byRole = !!session && roles.includes(session.type);
  const byGrant = !!orGrant && session?.type === 'teacher';
  if (!session || (!byRole && !byGrant)) return <UnauthorizedPage />;
  if (ownParam && params[ownParam] !== session.user.ID) return <UnauthorizedPage />;
  if (!allowTemporaryPassword && !session.user.temp_password_changed) return <Navigate to={landingPathFor(session.user)} replace />;
  if (!byRole && orGrant) return <RequireGrant constant={orGrant}>{children}</RequireGrant>;
  return <>{children}</>;
}

/** Enters while the signed-in teacher holds `constant`; waits for the grants to be read. */
export function RequireGrant({ constant, children }: { constant: GrantConstant; children: ReactNode }) {
  const messages = usePublicMessages();
  const grants = useGrants();
  if (grants.status === 'loading') return <LoadingState label={messages.loading} />;
  return grants.has(constant) ? <>{children}</> : <UnauthorizedPage />;
}
