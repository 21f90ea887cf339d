import { changePasswordPathFor, homePathFor, messages, type RoleName } from '@school/api';
import { academicsAdminPaths } from '../pages/admin/academics/paths';
import { contentAdminPaths } from '../pages/admin/content/paths';
import { studentAdminPaths } from '../pages/admin/students/paths';
import { teacherAdminPaths } from '../pages/admin/teachers/paths';

export interface NavItem {
  to: string;
  label: string;
}

/** The sidebar of each role: only areas that are built appear here. */
export function navigationFor(role: RoleName, ID: string): NavItem[] {
  const admin = role === 'admin' || role === 'super admin';
  return [
    { to: homePathFor(role, ID), label: admin ? messages.dashboard : messages.profile },
    ...(admin ? [{ to: academicsAdminPaths.periods, label: messages.academicPeriodsNav }] : []),
    ...(admin ? [{ to: teacherAdminPaths.teachers, label: messages.teachersNav }] : []),
    ...(admin ? adminStudentItems : []),
    ...(admin ? adminContentItems : []),
    { to: changePasswordPathFor(role, ID), label: messages.changePasswordTitle },
  ];
}

/** Students and applicants (spec 000 §2). */
const adminStudentItems: NavItem[] = [
  { to: studentAdminPaths.students, label: messages.studentsNav },
  { to: studentAdminPaths.applicants, label: messages.applicantsNav },
];

/** The admin's public-site content screens (spec 000 §2). */
const adminContentItems: NavItem[] = [
  { to: contentAdminPaths.newsAndGallery, label: messages.newsAndGalleryNav },
  { to: contentAdminPaths.feedback, label: messages.feedbackNav },
  { to: contentAdminPaths.staffMessages, label: messages.staffMessagesNav },
];
