import type { RoleName } from '@school/api';

const isAdmin = (role: RoleName) => role === 'admin' || role === 'super admin';
const segment = (role: RoleName) => (role === 'Family' ? 'parent' : role);

/**
 * Communication routes of each role (spec 000 §2, 001 §2, 002 §2; docs/decisions/0028-communication-who-may-reach-whom-delivery-held-sends.md): chat at
 * /dashboard/{role}/chat/{own ID}, email and notifications under the role's own prefix.
 */
export const communicationPaths = {
  chat: (role: RoleName, ID: string) => (isAdmin(role) ? `/dashboard/admin/chat/${ID}` : `/dashboard/${segment(role)}/chat/${ID}`),
  email: (role: RoleName, ID: string) => (isAdmin(role) ? '/dashboard/admin/email' : `/dashboard/${segment(role)}/${ID}/email`),
  notifications: (role: RoleName, ID: string) =>
    isAdmin(role) ? '/dashboard/admin/notifications' : `/dashboard/${segment(role)}/${ID}/notifications`,
};
