import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { landingPathFor, type RoleName } from '@school/api';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { useSession } from './SessionProvider';

export interface RequireRoleProps {
  /** Roles that may enter. */
  roles: readonly RoleName[];
  /** The route param that must equal the signed-in person's ID (their own dashboard). */
  ownParam?: string;
  /** Let a person with a temporary password through (the change-password page). @default false */
  allowTemporaryPassword?: boolean;
  children: ReactNode;
}

/**
 * The route guard: no session, another role, or another person's ID shows Unauthorized Access.
 * A person who still has a temporary password is sent to change it first.
 */
export function RequireRole({ roles, ownParam, allowTemporaryPassword = false, children }: RequireRoleProps) {
  const { session } = useSession();
  const params = useParams();
  if (!session || !roles.includes(session.type)) return <UnauthorizedPage />;
  if (ownParam && params[ownParam] !== session.user.ID) return <UnauthorizedPage />;
  if (!allowTemporaryPassword && !session.user.temp_password_changed) return <Navigate to={landingPathFor(session.user)} replace />;
  return <>{children}</>;
}
