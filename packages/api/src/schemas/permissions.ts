import { z } from 'zod';
import { roleNameSchema, roleTypeSchema } from './common';

// Users, roles, permissions and the three-level approval chain, settings, parent dashboard (spec 002).

const id = z.string().trim().min(1).max(100);
const name = z.string().trim().min(1).max(100);

// ─── Roles ───────────────────────────────────────────────────────────────────────────────────
/** A permission a role carries, by the permission's name (as user/assignpermission takes it); `expiresAt` (ISO) makes it temporary. */
export const rolePermissionInputSchema = z.object({
  name,
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
/**
 * POST createrole and PUT updaterole/{id} (spec 002 §7: `name`). Ours, optional: `kind`, one of the
 * five (login ID prefix, landing page, base policy; createrole's default 'teacher'; changes only while
 * nobody holds the role), and `permissions`, the whole list the role carries (omitted: unchanged).
 */
export const roleRequestSchema = z.object({
  name,
  kind: roleNameSchema.optional(),
  permissions: z.array(rolePermissionInputSchema).max(20).optional(),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;
export const rolePermissionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  constant: z.string(),
  /** What holding it lets a person do; null when the product does not act on it. */
  unlocks: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** false once expired. */
  active: z.boolean(),
});
export const roleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** One of the five: its holders' login ID prefix, landing page and base policy (issue 37). */
  kind: roleNameSchema,
  /** The five roles the product is built on cannot be renamed or deleted. */
  builtIn: z.boolean(),
  /** How many users hold it. */
  users: z.number().int(),
  /** The permissions its holders get (issue 37). */
  permissions: z.array(rolePermissionSchema),
});
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = z.object({ roles: z.array(roleSchema) });
export const savedRoleSchema = z.object({ message: z.string(), role: roleSchema });

// ─── Permissions ─────────────────────────────────────────────────────────────────────────────
export const approverSchema = z.object({ _id: z.string(), ID: z.string(), fullName: z.string(), email: z.string().nullable() });
export type Approver = z.infer<typeof approverSchema>;

const approverIds = z.array(id).max(50).default([]);
export const permissionRequestBodySchema = z.object({
  name,
  description: z.string().trim().max(1000).default(''),
  first_approver: approverIds,
  second_approver: approverIds,
  third_approver: approverIds,
});
export type PermissionBody = z.input<typeof permissionRequestBodySchema>;

/**
 * The permissions the product acts on (decision 32), by constant: the one list that the server's
 * catalog (modules/permissions/catalog.ts), its route grants (`.or(...)`) and the portal's guards
 * name. Any other permission an admin creates is recorded and granted but unlocks nothing.
 */
export const GRANT_CONSTANTS = ['MANAGE_SCHEDULE', 'PUSH_NOTIFICATION', 'VIEW_GRADE_REPORTS', 'MANAGE_CONTENT'] as const;
export type GrantConstant = (typeof GRANT_CONSTANTS)[number];

export const permissionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  constant: z.string(),
  description: z.string(),
  first_approver: z.array(approverSchema),
  second_approver: z.array(approverSchema),
  third_approver: z.array(approverSchema),
  /** What holding it lets a person do in the product; null when the product does not act on it. */
  unlocks: z.string().nullable(),
});
export type Permission = z.infer<typeof permissionSchema>;
export const permissionListSchema = z.object({ permissions: z.array(permissionSchema) });
export const savedPermissionSchema = z.object({ message: z.string(), permission: permissionSchema });

/** POST user/assignpermission and user/removepermission. `expiresAt` (ISO) makes a grant temporary. */
export const assignPermissionRequestSchema = z.object({
  userId: id,
  permissionName: name,
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type AssignPermissionRequest = z.infer<typeof assignPermissionRequestSchema>;

/** A permission a user holds. */
export const grantSchema = z.object({
  _id: z.string(),
  permission: z.object({ _id: z.string(), name: z.string(), constant: z.string(), description: z.string() }),
  unlocks: z.string().nullable(),
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
  /** false once expired (kept for the record). */
  active: z.boolean(),
  /** Held through the person's role (its name), not granted to them (issue 37): removed on the roles grid. */
  viaRole: z.string().optional(),
});
export type Grant = z.infer<typeof grantSchema>;
export const grantListSchema = z.object({ grants: z.array(grantSchema) });

// ─── Permission requests (orders) and the chain ─────────────────────────────────────────────
export const prioritySchema = z.enum(['normal', 'high', 'urgent']);
export const orderStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const approvalLevelSchema = z.enum(['first', 'second', 'third']);
export type ApprovalLevel = z.infer<typeof approvalLevelSchema>;

const approverRef = z.object({ approverId: id });
export const createOrderRequestSchema = z.object({
  /** The spec sends it; the server takes the caller as the requester. */
  requesterId: z.string().max(254).optional(),
  permissionId: id,
  reason: z.string().trim().min(1).max(1000),
  firstApprover: approverRef,
  secondApprover: approverRef,
  thirdApprover: approverRef,
  priority: prioritySchema,
  /** Beyond the spec: ask for the permission until this date (ISO). */
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const reorderRequestSchema = z.object({ orderId: id });
export const approveOrderRequestSchema = z.object({
  id,
  approvalLevel: approvalLevelSchema,
  status: orderStatusSchema,
  comments: z.string().trim().max(1000).default(''),
  approverId: z.string().max(100).optional(),
});
export type ApproveOrderRequest = z.input<typeof approveOrderRequestSchema>;

export const orderStepSchema = z.object({
  approverId: approverSchema,
  status: orderStatusSchema,
  comments: z.string(),
  actedAt: z.string().nullable(),
});
export const orderSchema = z.object({
  _id: z.string(),
  permissionId: z.object({ _id: z.string(), name: z.string(), description: z.string() }),
  requesterId: approverSchema,
  reason: z.string(),
  priority: prioritySchema,
  status: orderStatusSchema,
  firstApprover: orderStepSchema,
  secondApprover: orderStepSchema,
  thirdApprover: orderStepSchema,
  /** The stepper position: the first level still pending (0, 1, 2), 3 when complete. */
  step: z.number().int().min(0).max(3),
  until: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
});
export type OrderListQuery = { page?: number; limit?: number; search?: string };
export const orderListSchema = z.object({
  orderPermissions: z.array(orderSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  allPendingOrders: z.number().int(),
  allRejectedOrders: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;
export const savedOrderSchema = z.object({ message: z.string(), order: orderSchema });

/** The settings dashboard's figures: active, available, pending and rejected. */
export const permissionStatsSchema = z.object({
  active: z.number().int(),
  available: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
});
export const myPermissionsSchema = z.object({ grants: z.array(grantSchema), stats: permissionStatsSchema });
export type MyPermissions = z.infer<typeof myPermissionsSchema>;

// ─── Family links and the parent's reads ─────────────────────────────────────────────────────
export const linkParentRequestSchema = z.object({ student_id: id, parent_id: id });
export type LinkParentRequest = z.infer<typeof linkParentRequestSchema>;

/** A student as the linking panel and the parent dashboard show one. */
export const linkedStudentSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  profilePic: z.string().nullable(),
  user_id: z.string(),
});
export type LinkedStudent = z.infer<typeof linkedStudentSchema>;
export const studentChoicesSchema = z.object({ students: z.array(linkedStudentSchema) });
export const parentLinksSchema = z.object({
  links: z.array(z.object({ _id: z.string(), student_id: linkedStudentSchema })),
});
export type ParentLinks = z.infer<typeof parentLinksSchema>;
export const savedParentLinkSchema = z.object({ message: z.string() }).merge(parentLinksSchema);

/** GET parent_student_academic_period/{parent_id}/{student_id}: the child's sections per period. */
export const studentPeriodsSchema = z.object({
  academicPeriods: z.array(
    z.object({
      _id: z.string(),
      section_id: z.object({ _id: z.string(), name: z.string() }),
      academic_period_id: z.object({ _id: z.string(), year: z.number(), semester: z.number(), startDate: z.string(), endDate: z.string() }),
    }),
  ),
});
export type StudentPeriods = z.infer<typeof studentPeriodsSchema>;

/**
 * GET parent/{id}/digest (ours, issue 12): per linked child, what changed since the parent's
 * previous visit (`since`; null on the first visit, which covers the last 14 days).
 */
export const familyDigestSchema = z.object({
  since: z.string().nullable(),
  children: z.array(
    z.object({
      student: linkedStudentSchema,
      /** Courses with new or changed marks (values stay in the released report). */
      /** Issue 35: `year` and `semester` name the term of the marks. */
      newGrades: z.array(
        z.object({
          course: z.string(),
          section: z.string(),
          count: z.number(),
          at: z.string(),
          year: z.number().optional(),
          semester: z.number().optional(),
        }),
      ),
      absences: z.array(z.object({ date: z.string(), course: z.string(), status: z.enum(['Absent', 'Late']) })),
      /** Assignments whose due date passed since the visit, with nothing handed in. */
      overdue: z.array(z.object({ _id: z.string(), title: z.string(), course: z.string(), dueDate: z.string() })),
      /** Semester reports released since the visit. */
      results: z.array(
        z.object({ sectionId: z.string(), section: z.string(), academicPeriodId: z.string(), year: z.number(), semester: z.number() }),
      ),
    }),
  ),
});
export type FamilyDigest = z.infer<typeof familyDigestSchema>;

// ─── Create user (spec 002 §3 Create-user payload) ───────────────────────────────────────────
/**
 * POST createuser {email, password, type}: an account of any role, by the role's name (issue 37;
 * a super admin kind only by a super admin); `fullName` is ours (optional, the email's name part
 * otherwise). The password is temporary: changed at the first sign-in.
 */
export const createUserRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(8).max(15),
  type: z.string().trim().min(1).max(100),
  fullName: z.string().trim().min(1).max(100).optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;
export const createdUserSchema = z.object({
  message: z.string(),
  user: z.object({
    _id: z.string(),
    ID: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    type: roleTypeSchema,
  }),
});
export type CreatedUser = z.infer<typeof createdUserSchema>;
