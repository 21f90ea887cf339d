import type { Messages, RoleName } from '@school/api';
import type { NavItem } from '../../shell/navigation';
import { communicationPaths } from './paths';

/** Sidebar items of the area, for a role; only built screens appear. */
export function communicationNav(messages: Messages, role: RoleName, ID: string): NavItem[] {
  return [
    { to: communicationPaths.chat(role, ID), label: messages.chatNav },
    { to: communicationPaths.email(role, ID), label: messages.emailNav },
    { to: communicationPaths.notifications(role, ID), label: messages.notificationsNav },
  ];
}
