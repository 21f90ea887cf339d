import { settingsPathFor, type Messages, type RoleName } from '@school/api';
import type { NavItem } from '../../shell/navigation';
import { permissionPaths } from './paths';

/** Sidebar items of the area: a parent's profile, User and Permissions for admins, Settings for everyone. */
export function permissionsNav(messages: Messages, role: RoleName, ID: string): NavItem[] {
  const admin = role === 'admin' || role === 'super admin';
  return [
    ...(role === 'Family' ? [{ to: permissionPaths.parentProfile(ID), label: messages.profile }] : []),
    ...(admin ? [{ to: permissionPaths.usersAndPermissions, label: messages.usersAndPermissionsTitle }] : []),
    { to: settingsPathFor(role, ID), label: messages.settingsTitle },
  ];
}
