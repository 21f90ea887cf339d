import { changePasswordPathFor, homePathFor, messages, type RoleName } from '@school/api';

export interface NavItem {
  to: string;
  label: string;
}

/** The sidebar of each role: only areas that are built appear here. */
export function navigationFor(role: RoleName, ID: string): NavItem[] {
  return [
    { to: homePathFor(role, ID), label: role === 'admin' || role === 'super admin' ? messages.dashboard : messages.profile },
    { to: changePasswordPathFor(role, ID), label: messages.changePasswordTitle },
  ];
}
