import { messages } from '../../i18n';
import type { GrantConstant } from '@school/api/schemas';

/**
 * The permissions the product acts on (docs/decisions/0032-parent-dashboard-and-permission-unlocks.md). An admin
 * may create others: they are recorded and requested like these, but unlock nothing in the product.
 */
export const KNOWN_PERMISSIONS: Record<GrantConstant, { name: string; unlocks: string }> = {
  MANAGE_SCHEDULE: { name: 'Manage schedule', unlocks: messages.unlocksManageSchedule },
  PUSH_NOTIFICATION: { name: 'Push notification', unlocks: messages.unlocksPushNotification },
  VIEW_GRADE_REPORTS: { name: 'View grade reports', unlocks: messages.unlocksViewGradeReports },
  MANAGE_CONTENT: { name: 'Manage content', unlocks: messages.unlocksManageContent },
};

/** 'Manage schedule' → 'MANAGE_SCHEDULE': the code a permission's name stands for. */
export function constantOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 100) || 'PERMISSION'
  );
}

export const unlocksOf = (constant: string): string | null =>
  (KNOWN_PERMISSIONS as Record<string, { unlocks: string }>)[constant]?.unlocks ?? null;
