import type { Messages, RoleName } from '@school/api';
import type { NavItem } from '../../shell/navigation';
import { adminBase, otherPaths, studentGradePaths, teacherBase, teacherGradePaths } from './paths';

/** Sidebar items of the area, for a role; only built screens appear. */
export function gradeReportsNav(messages: Messages, role: RoleName, ID: string): NavItem[] {
  if (role === 'admin' || role === 'super admin') return [{ to: otherPaths(adminBase).hub, label: messages.otherNav }];
  if (role === 'teacher') {
    return [
      { to: teacherGradePaths(ID).list, label: messages.gradeReportsNav },
      { to: otherPaths(teacherBase(ID)).hub, label: messages.otherNav },
    ];
  }
  if (role === 'student') return [{ to: studentGradePaths(ID).list, label: messages.gradeReportsNav }];
  return [];
}
