import type { RoleName } from '@school/api';
import type { NavItem } from '../../shell/navigation';

/** Sidebar items of the area, for a role; only built screens appear. */
export function examsNav(role: RoleName, ID: string): NavItem[] {
  void role;
  void ID;
  return [];
}
