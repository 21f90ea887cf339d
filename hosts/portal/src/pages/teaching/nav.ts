import type { Messages, RoleName } from '@school/api';
import type { NavItem } from '../../shell/navigation';
import { studentPaths, teacherPaths } from './paths';

/** Sidebar items of the area, for a role; only built screens appear. */
export function teachingNav(messages: Messages, role: RoleName, ID: string): NavItem[] {
  if (role === 'teacher')
    return [
      { to: teacherPaths.schedule(ID), label: messages.teachingNavSchedule },
      { to: teacherPaths.sections(ID), label: messages.teachingNavAssignments },
      { to: teacherPaths.materialSections(ID), label: messages.teachingNavCourseMaterial },
      { to: teacherPaths.attendanceSections(ID), label: messages.teachingNavAttendance },
      { to: teacherPaths.profile(ID), label: messages.teachingNavProfile },
    ];
  if (role === 'student')
    return [
      { to: studentPaths.schedulePeriods(ID), label: messages.teachingNavSchedule },
      { to: studentPaths.assignmentPeriods(ID), label: messages.teachingNavAssignments },
      { to: studentPaths.attendancePeriods(ID), label: messages.teachingNavAttendance },
      { to: studentPaths.profile, label: messages.teachingNavProfile },
    ];
  return [];
}
