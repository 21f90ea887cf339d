import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk, updatedAt } from './_id';
import { roles, users } from './users';

// Users, roles, permissions and the three-level approval chain (spec 002 §2.5, §3, §4, §6).

/**
 * A permission: a named right with up to three approver levels. `constant` is the code the
 * product checks (e.g. MANAGE_SCHEDULE); one the product does not know grants nothing but a record.
 */
export const permissions = pgTable('permissions', {
  id: pk(),
  name: text('name').notNull().unique(),
  constant: text('constant').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who may approve a permission's requests at each level (1 first, 2 second, 3 third). */
export const permissionApprovers = pgTable(
  'permission_approvers',
  {
    permissionId: cascadeRef('permission_id', () => permissions.id),
    level: integer('level').notNull(),
    userId: cascadeRef('user_id', () => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.permissionId, t.level, t.userId] }),
    check('permission_approvers_level', sql`${t.level} between 1 and 3`),
  ],
);

/** A permission a user holds: granted at the end of the chain or directly by an admin; may expire. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    id: pk(),
    userId: cascadeRef('user_id', () => users.id),
    permissionId: cascadeRef('permission_id', () => permissions.id),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The request whose chain granted it; null for a direct grant. */
    requestId: text('request_id'),
    /** null = until removed. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [unique('user_permissions_unique').on(t.userId, t.permissionId)],
);

/**
 * A permission a role carries: every holder of the role holds it (hasPermission), with the same
 * expiry rule as a user's grant; set by an admin on the roles grid (a direct grant, like assignpermission).
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: cascadeRef('role_id', () => roles.id),
    permissionId: cascadeRef('permission_id', () => permissions.id),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    /** null = until removed. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] }), index('role_permissions_permission_idx').on(t.permissionId)],
);

export const permissionRequests = pgTable(
  'permission_requests',
  {
    id: pk(),
    permissionId: cascadeRef('permission_id', () => permissions.id),
    requesterId: cascadeRef('requester_id', () => users.id),
    reason: text('reason').notNull(),
    priority: text('priority', { enum: ['normal', 'high', 'urgent'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Asked-for end of a temporary grant (beyond the spec); null = until removed. */
    until: timestamp('until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('permission_requests_requester_idx').on(t.requesterId),
    // One open request per person and permission, whatever races the clients run.
    uniqueIndex('permission_requests_one_pending')
      .on(t.requesterId, t.permissionId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One approver's step of a request: levels act in order (the second only after the first approved). */
export const permissionRequestSteps = pgTable(
  'permission_request_steps',
  {
    requestId: cascadeRef('request_id', () => permissionRequests.id),
    level: integer('level').notNull(),
    approverId: cascadeRef('approver_id', () => users.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    comments: text('comments').notNull().default(''),
    actedAt: timestamp('acted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.level] }),
    check('permission_request_steps_level', sql`${t.level} between 1 and 3`),
    index('permission_request_steps_approver_idx').on(t.approverId),
  ],
);
