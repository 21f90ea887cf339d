import type { Messages, RoleName } from '@school/api';
import type { NavItem } from '../../shell/navigation';
import { studentExamPaths } from './student/paths';
import { teacherExamPaths } from './teacher/paths';

/** Sidebar items of the area, for a role; only built screens appear. */
export function examsNav(messages: Messages, role: RoleName, ID: string): NavItem[] {
  if (role === 'student') return [{ to: studentExamPaths.list(ID), label: messages.examNavExams }];
  if (role === 'teacher') return [{ to: teacherExamPaths.list(ID), label: messages.examNavExams }];
  return [];
}
