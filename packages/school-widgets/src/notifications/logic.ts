import { notificationTypes, type NotificationType, type RoleName } from '@school/api';
import type { Tone } from '@school/ui';
import type { Texts } from '../shared/intl';
import { schemaText } from '../shared/schemaText';

/** A type's name in the reader's language. */
export const typeLabels = ({ messages }: Texts): Record<NotificationType, string> => ({
  info: messages.notificationTypeInfo,
  warning: messages.notificationTypeWarning,
  error: messages.notificationTypeError,
  success: messages.notificationTypeSuccess,
  announcement: messages.notificationTypeAnnouncement,
});

export const typeTone: Record<NotificationType, Tone> = {
  info: 'info',
  warning: 'warning',
  error: 'danger',
  success: 'success',
  announcement: 'neutral',
};

export const typeOptions = (t: Texts) => {
  const labels = typeLabels(t);
  return notificationTypes.map((type) => ({ value: type, label: labels[type] }));
};

/** The roles an admin can push to as a whole, in the order the dialog lists them. */
export const roleChoices = ({ messages }: Texts): { role: RoleName; label: string }[] => [
  { role: 'student', label: messages.notificationRoleStudent },
  { role: 'teacher', label: messages.notificationRoleTeacher },
  { role: 'Family', label: messages.notificationRoleFamily },
  { role: 'admin', label: messages.notificationRoleAdmin },
  { role: 'super admin', label: messages.notificationRoleSuperAdmin },
];

/** "3" or "99+" for a badge. */
export const badgeCount = (n: number, max = 99) => (n > max ? `${max}+` : String(n));

/**
 * A notification's title or message as the server wrote it (in English), in the reader's language
 * when it is a catalogue text: exact texts and `{placeholder}` templates are recognised (the shared
 * reverse lookup of the schemas' messages, decision 256); anything else (a person's own words)
 * comes back unchanged.
 */
export const serverText = (t: Texts, text: string): string => schemaText(t, text);
