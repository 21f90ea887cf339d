import type { Messages, RoleName } from '@school/api';
import type { NavItem } from '../../shell/navigation';
import { privacyPaths } from './paths';

/** The audit trail for the super admin; a family's copy of its children's (issue 39). */
export function privacyNav(messages: Messages, role: RoleName, ID: string): NavItem[] {
  if (role === 'super admin') return [{ to: privacyPaths.auditTrail, label: messages.auditTrailNav }];
  if (role === 'Family') return [{ to: privacyPaths.childTrail(ID), label: messages.auditTrailChildNav }];
  return [];
}
