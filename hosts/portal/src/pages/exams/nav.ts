import { messages, type RoleName } from '@school/api';
import type { NavItem } from '../../shell/navigation';
import { teacherExamPaths } from './teacher/paths';

/** Sidebar items of the area, for a role; only built screens appear. */
export function examsNav(role: RoleName, ID: string): NavItem[] {
  if (role === 'teacher') return [{ to: teacherExamPaths.list(ID), label: messages.examNavExams }];
  return [];
}
