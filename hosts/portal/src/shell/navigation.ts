import { changePasswordPathFor, homePathFor, type Messages, type RoleName } from '@school/api';
import { academicsAdminPaths } from '../pages/admin/academics/paths';
import { contentNav } from '../pages/admin/content/nav';
import { studentAdminPaths } from '../pages/admin/students/paths';
import { teacherAdminPaths } from '../pages/admin/teachers/paths';
import { rosterAdminPaths } from '../pages/admin/roster/paths';
import { teachingNav } from '../pages/teaching/nav';
import { examsNav } from '../pages/exams/nav';
import { gradeReportsNav } from '../pages/gradeReports/nav';
import { communicationNav } from '../pages/communication/nav';
import { permissionsNav } from '../pages/permissions/nav';
import { privacyNav } from '../pages/privacy/nav';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * The sidebar of each role: only areas that are built appear here. `grants`: the constants of the
 * permissions the person holds now (useGrants), which add the screens they unlock.
 */
export function navigationFor(messages: Messages, role: RoleName, ID: string, grants: ReadonlySet<string> = new Set()): NavItem[] {
  const admin = role === 'admin' || role === 'super admin';
  return [
    // Every role lands on its dashboard (teachers and students issue 8, parents issue 12).
    { to: homePathFor(role, ID), label: messages.dashboard },
    ...(admin ? [{ to: academicsAdminPaths.periods, label: messages.academicPeriodsNav }] : []),
    ...(admin ? [{ to: teacherAdminPaths.teachers, label: messages.teachersNav }] : []),
    ...(admin ? adminStudentItems(messages) : []),
    ...(admin ? contentNav(messages, role, grants) : []),
    ...(admin ? [{ to: rosterAdminPaths.exchange, label: messages.rosterNav }] : []),
    ...teachingNav(messages, role, ID),
    ...examsNav(messages, role, ID),
    ...gradeReportsNav(messages, role, ID),
    ...communicationNav(messages, role, ID),
    ...permissionsNav(messages, role, ID),
    ...privacyNav(messages, role, ID),
    // What a granted permission unlocks comes after the person's own areas.
    ...(admin ? [] : contentNav(messages, role, grants)),
    { to: changePasswordPathFor(role, ID), label: messages.changePasswordTitle },
  ];
}

/** Students and applicants (spec 000 §2). */
const adminStudentItems = (messages: Messages): NavItem[] => [
  { to: studentAdminPaths.students, label: messages.studentsNav },
  { to: studentAdminPaths.applicants, label: messages.applicantsNav },
];
