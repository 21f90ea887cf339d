import { messages, settingsPathFor, type RoleName } from '@school/api';
import type { NavItem } from '../../shell/navigation';
import { permissionPaths } from './paths';

/** Sidebar items of the area: User and Permissions for admins, Settings for everyone. */
export function permissionsNav(role: RoleName, ID: string): NavItem[] {
  const admin = role === 'admin' || role === 'super admin';
  return [
    ...(admin ? [{ to: permissionPaths.usersAndPermissions, label: messages.usersAndPermissionsTitle }] : []),
    { to: settingsPathFor(role, ID), label: messages.settingsTitle },
  ];
}
