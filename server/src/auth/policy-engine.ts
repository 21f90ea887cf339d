import type { FastifyRequest } from 'fastify';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { GrantConstant, RoleName } from '@school/api/schemas';
import type { Db } from '../db';
import { permissions, rolePermissions, userPermissions, users } from '../db/schema';
import type { AuthUser } from './guard';

// ─── The one answer to "may this user do this to this record" ────────────────────────────────
//
// Every route under /api declares a Policy in its options: `{ config: { policy: policies.admin } }`;
// a route without one fails at start-up. The policy hooks (policy-hooks.ts) run it for the route:
//   onRequest   who may call at all (public, any signed-in account, or roles), the temporary-
//               password lock, the applicant lock, expired sessions and frozen accounts (in the
//               guard). Runs before the body is read, so an anonymous caller learns nothing from
//               validation (401 before 400).
//   preHandler  the ownership check, with the validated params, query and body.
// No handler decides "may" by hand: it asks a policy or one of the ownership questions
// (auth/access/*.ts). server/test/route-table/ lists what every demo role gets from every route.
// This file is the rule engine: the Policy type, the builder with `.with` and `.or`, the plain
// role policies and hasPermission, which `.or` grants ask.

export type Audience = 'public' | 'signedIn' | readonly RoleName[];

export interface PolicyContext {
  db: Db;
  now: () => Date;
}

export interface Policy {
  /** What the route table test and the docs print, e.g. 'admin', 'teacher of the section'. */
  name: string;
  /** Who may call at all. 'public' routes still read a token when one is sent (req.auth). */
  who: Audience;
  /** Allowed while the account's temporary password is unchanged (default false). */
  temporaryPassword?: boolean;
  /** Allowed for an unapproved student (an applicant) (default false). */
  applicant?: boolean;
  /**
   * Where the token is: the Authorization header (default), or 'path', the route's last segment
   * `:token`, for file URLs opened by an <img>, a link or the PDF viewer, which cannot send a
   * header (spec 000 §7). The same checks apply either way (440 on expiry, locks, roles).
   */
  token?: 'header' | 'path';
  /**
   * Ownership, run after validation with the typed request. Return false (or throw an
   * HttpError) to refuse; false answers 403. `req.auth` is set unless `who` is 'public'.
   */
  check?: (req: FastifyRequest, ctx: PolicyContext) => Promise<boolean> | boolean;
  /**
   * A granted permission that widens the policy (`.or(...)`): a caller of `grant.roles` who holds
   * the permission unexpired passes where `who` or `check` refused, within `grant.scope`.
   */
  grant?: Grant;
}

/** What a permission unlocks on a route (docs/decisions/0032-parent-dashboard-and-permission-unlocks.md). */
export interface Grant {
  /** The permission's constant, one of GRANT_CONSTANTS (@school/api schemas/permissions.ts), e.g. 'MANAGE_SCHEDULE'. */
  constant: GrantConstant;
  /** The roles for which the permission takes effect; others holding it gain nothing here. */
  roles: readonly RoleName[];
  /** Which records the holder may touch (run like `check`, after validation); default all the route serves. */
  scope?: Policy['check'];
  /** Does the caller hold the permission now? Filled in by `.or(...)`. */
  holds: (auth: AuthUser, ctx: PolicyContext) => Promise<boolean>;
}

export type BuiltPolicy = Policy & {
  /** A copy with an ownership check. */
  with: (name: string, check: Policy['check'], extra?: Partial<Policy>) => BuiltPolicy;
  /** A copy that a granted permission widens: `policies.admin.or('admin or …', { constant, roles, scope })`. */
  or: (name: string, grant: Omit<Grant, 'holds'>) => BuiltPolicy;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
}

const ADMINS = ['admin', 'super admin'] as const satisfies readonly RoleName[];

export const isAdmin = (auth: AuthUser | null | undefined) => !!auth && (auth.role === 'admin' || auth.role === 'super admin');

/** The caller's role as a partition key (a cache whose answers may differ by role), not a check. */
export const roleKey = (auth: AuthUser): RoleName => auth.role;

/** An applicant: a student account not yet approved (the applicant lock, its file quota). */
export const isApplicant = (auth: AuthUser) => auth.role === 'student' && !auth.approved;

/** A Family account (a parent or guardian). */
export const isFamily = (auth: AuthUser) => auth.role === 'Family';

/** May the caller give an account this role? Only a super admin makes super admins (spec 002 §7). */
export const mayGiveRole = (auth: AuthUser, role: RoleName) => role !== 'super admin' || auth.role === 'super admin';

/** Builds a policy; `with` adds an ownership check to a copy, `or` a permission that widens it. */
export function policy(p: Policy): BuiltPolicy {
  const { with: _w, or: _o, ...plain } = p as Partial<BuiltPolicy> & Policy;
  return {
    ...plain,
    with: (name, check, extra) => policy({ ...plain, ...extra, name, check }),
    or: (name, grant) =>
      policy({ ...plain, name, grant: { ...grant, holds: (auth, ctx) => hasPermission(ctx.db, auth, grant.constant, ctx.now()) } }),
  };
}

/** The plain role policies; routes that need ownership add a `check` with `.with(...)`. */
export const policies = {
  public: policy({ name: 'public', who: 'public', applicant: true, temporaryPassword: true }),
  signedIn: policy({ name: 'signed in', who: 'signedIn' }),
  /** Own session and password: logout, change password, reading one's own user. */
  ownAccount: policy({ name: 'own account', who: 'signedIn', temporaryPassword: true, applicant: true }),
  admin: policy({ name: 'admin', who: ADMINS }),
  superAdmin: policy({ name: 'super admin', who: ['super admin'] }),
  teacher: policy({ name: 'teacher', who: ['teacher'] }),
  teacherOrAdmin: policy({ name: 'teacher or admin', who: ['teacher', ...ADMINS] }),
  student: policy({ name: 'student', who: ['student'] }),
  /** Students including applicants (onboarding: entrance exams, questionnaires, own record). */
  studentOrApplicant: policy({ name: 'student or applicant', who: ['student'], applicant: true }),
  family: policy({ name: 'family', who: ['Family'] }),
  /** File reads with the token in the path; add the file's own rule with `.with(...)`. */
  signedInByPath: policy({ name: 'signed in (token in path)', who: 'signedIn', token: 'path' }),
  /** File reads with the token in the path that applicants may open too (an entrance exam's figures). */
  signedInByPathOrApplicant: policy({ name: 'signed in or applicant (token in path)', who: 'signedIn', token: 'path', applicant: true }),
  /** The live chat socket: any signed-in account, applicants too, once the temporary password is changed. */
  liveChat: policy({ name: 'signed in (chat socket)', who: 'signedIn', applicant: true }),
  /** Public file reads whose path may still carry a token (a hidden item's photo for admins). */
  publicByPath: policy({ name: 'public (token in path)', who: 'public', token: 'path', applicant: true, temporaryPassword: true }),
} as const;

/**
 * Does the caller hold this permission (by its constant, e.g. 'MANAGE_SCHEDULE'), granted at the
 * end of the approval chain or directly by an admin, and not expired at `now`? A permission the
 * caller's role carries counts the same, under the same expiry rule (role_permissions, issue 37).
 */
export async function hasPermission(db: Db, auth: AuthUser, constant: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: userPermissions.id })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(
      and(
        eq(userPermissions.userId, auth.userId),
        eq(permissions.constant, constant),
        or(isNull(userPermissions.expiresAt), gt(userPermissions.expiresAt, now)),
      ),
    )
    .limit(1);
  if (rows.length > 0) return true;
  const viaRole = await db
    .select({ id: rolePermissions.roleId })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .innerJoin(users, eq(users.roleId, rolePermissions.roleId))
    .where(
      and(
        eq(users.id, auth.userId),
        eq(permissions.constant, constant),
        or(isNull(rolePermissions.expiresAt), gt(rolePermissions.expiresAt, now)),
      ),
    )
    .limit(1);
  return viaRole.length > 0;
}

/** users.id → names of the permissions they hold at `now` (one query, for the Users grid). */
export async function activePermissionNames(db: Db, now: Date): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ userId: userPermissions.userId, name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(or(isNull(userPermissions.expiresAt), gt(userPermissions.expiresAt, now)))
    .orderBy(asc(permissions.name));
  const viaRole = await db
    .select({ userId: users.id, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .innerJoin(users, eq(users.roleId, rolePermissions.roleId))
    .where(or(isNull(rolePermissions.expiresAt), gt(rolePermissions.expiresAt, now)));
  const out = new Map<string, string[]>();
  for (const r of [...rows, ...viaRole]) out.set(r.userId, [...new Set([...(out.get(r.userId) ?? []), r.name])].sort());
  return out;
}
