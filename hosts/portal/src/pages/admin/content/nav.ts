import type { Messages, RoleName } from '@school/api';
import type { NavItem } from '../../../shell/navigation';
import { contentAdminPaths } from './paths';

/**
 * The public-site content screens (spec 000 §2): admins all four; a teacher holding Manage
 * content news, gallery and staff messages, not feedback (docs/decisions/0032-parent-dashboard-and-permission-unlocks.md).
 */
export function contentNav(messages: Messages, role: RoleName, grants: ReadonlySet<string>): NavItem[] {
  const admin = role === 'admin' || role === 'super admin';
  if (admin)
    return [
      { to: contentAdminPaths.newsAndGallery, label: messages.newsAndGalleryNav },
      { to: contentAdminPaths.feedback, label: messages.feedbackNav },
      { to: contentAdminPaths.staffMessages, label: messages.staffMessagesNav },
    ];
  if (role === 'teacher' && grants.has('MANAGE_CONTENT'))
    return [
      { to: contentAdminPaths.newsAndGallery, label: messages.newsAndGalleryNav },
      { to: contentAdminPaths.staffMessages, label: messages.staffMessagesNav },
    ];
  return [];
}
