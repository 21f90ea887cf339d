import { messages, notificationTypes, type NotificationType, type RoleName } from '@school/api';
import type { Tone } from '@school/ui';

export const typeLabel: Record<NotificationType, string> = {
  info: messages.notificationTypeInfo,
  warning: messages.notificationTypeWarning,
  error: messages.notificationTypeError,
  success: messages.notificationTypeSuccess,
  announcement: messages.notificationTypeAnnouncement,
};

export const typeTone: Record<NotificationType, Tone> = {
  info: 'info',
  warning: 'warning',
  error: 'danger',
  success: 'success',
  announcement: 'neutral',
};

export const typeOptions = notificationTypes.map((t) => ({ value: t, label: typeLabel[t] }));

/** The roles an admin can push to as a whole, in the order the dialog lists them. */
export const roleChoices: { role: RoleName; label: string }[] = [
  { role: 'student', label: messages.notificationRoleStudent },
  { role: 'teacher', label: messages.notificationRoleTeacher },
  { role: 'Family', label: messages.notificationRoleFamily },
  { role: 'admin', label: messages.notificationRoleAdmin },
  { role: 'super admin', label: messages.notificationRoleSuperAdmin },
];

/** "3" or "99+" for a badge. */
export const badgeCount = (n: number, max = 99) => (n > max ? `${max}+` : String(n));
