import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { type ApproveOrderRequest, type CreateOrderRequest, type Order, type OrderListQuery } from '@school/api/schemas';
import { messages } from '../../i18n';
import { approveOrderRequestSchema, orderListQuerySchema } from '@school/api/schemas';
import type { Db } from '../../db';
import { permissionApprovers, permissionRequests, permissionRequestSteps, permissions, users } from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import {
  approverTasksScope,
  isApproverOf,
  isCallerKey,
  isRequester,
  levelName,
  levelNumber,
  LEVELS,
  ownRequestsScope,
} from '../../auth/policies';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { notify } from '../communication/notify';
import { approversByIds, grantPermission, grantsOf } from './permissions';
import { isUniqueViolation } from '../../http/db-errors';

// ─── The three-level approval chain (spec 002 §4) ────────────────────────────────────────────
// A request names one approver per level, each from that level's list of the permission. The
// levels act in order: the second only after the first approved, the third after both. Any
// rejection closes the request (the requester may send it again); the third approval grants the
// permission. Each decision runs in a transaction holding the request's row lock, so two
// approvers acting at once cannot both read "pending" and skip the order.

type RequestRow = typeof permissionRequests.$inferSelect;
type StepRow = typeof permissionRequestSteps.$inferSelect;

/** The stepper position: the first level not yet approved (0, 1, 2), 3 when all approved. */
export function stepOf(steps: { level: number; status: string }[]): number {
  const open = [...steps].sort((a, b) => a.level - b.level).findIndex((s) => s.status !== 'approved');
  return open === -1 ? 3 : open;
}

async function toOrders(db: Db, rows: RequestRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const steps = await db.select().from(permissionRequestSteps).where(inArray(permissionRequestSteps.requestId, ids));
  const perms = await db
    .select()
    .from(permissions)
    .where(
      inArray(
        permissions.id,
        rows.map((r) => r.permissionId),
      ),
    );
  const people = await approversByIds(db, [...rows.map((r) => r.requesterId), ...steps.map((s) => s.approverId)]);
  const permOf = new Map(perms.map((p) => [p.id, p]));
  return rows.map((r) => {
    const mine = steps.filter((s) => s.requestId === r.id).sort((a, b) => a.level - b.level);
    const step = (level: number) => {
      const s = mine.find((x) => x.level === level)!;
      return { approverId: people.get(s.approverId)!, status: s.status, comments: s.comments, actedAt: s.actedAt?.toISOString() ?? null };
    };
    const p = permOf.get(r.permissionId)!;
    return {
      _id: r.id,
      permissionId: { _id: p.id, name: p.name, description: p.description },
      requesterId: people.get(r.requesterId)!,
      reason: r.reason,
      priority: r.priority,
      status: r.status,
      firstApprover: step(1),
      secondApprover: step(2),
      thirdApprover: step(3),
      step: stepOf(mine),
      until: r.until?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

async function orderById(db: Db, id: string): Promise<Order> {
  const [row] = await db.select().from(permissionRequests).where(eq(permissionRequests.id, id)).limit(1);
  if (!row) throw notFound();
  return (await toOrders(db, [row]))[0];
}

export async function createOrder(db: Db, auth: AuthUser, body: CreateOrderRequest, now: Date) {
  const [permission] = await db.select().from(permissions).where(eq(permissions.id, body.permissionId)).limit(1);
  if (!permission) throw notFound();
  const { grants } = await grantsOf(db, auth.userId, now);
  if (grants.some((g) => g.active && g.permission._id === permission.id)) throw badRequest(messages.orderAlreadyHeld);
  const until = body.until ? new Date(body.until) : null;
  if (until && until <= now) throw badRequest(messages.grantExpiryPast);

  const chosen = [body.firstApprover.approverId, body.secondApprover.approverId, body.thirdApprover.approverId];
  const lists = await db.select().from(permissionApprovers).where(eq(permissionApprovers.permissionId, permission.id));
  chosen.forEach((approver, i) => {
    const level = LEVELS[i];
    const allowed = lists.filter((l) => l.level === i + 1).map((l) => l.userId);
    if (allowed.length === 0) throw badRequest(fill(messages.orderNoApprovers, { level }));
    if (!allowed.includes(approver)) throw badRequest(fill(messages.orderApproverNotListed, { level }));
  });
  if (chosen.includes(auth.userId)) throw badRequest(messages.orderSelfApproval);

  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(permissionRequests)
        .values({ permissionId: permission.id, requesterId: auth.userId, reason: body.reason, priority: body.priority, until })
        .returning({ id: permissionRequests.id });
      await tx.insert(permissionRequestSteps).values(chosen.map((approverId, i) => ({ requestId: row.id, level: i + 1, approverId })));
      await notifyTask(tx, row.id, 1);
      return row.id;
    });
    return { message: messages.orderCreated, order: await orderById(db, id) };
  } catch (e) {
    // The partial unique index keeps one pending request per person and permission.
    if (isUniqueViolation(e)) throw badRequest(messages.orderAlreadyPending);
    throw e;
  }
}

/** A rejected request is sent again: every level back to pending, comments cleared. */
export async function reapplyOrder(db: Db, auth: AuthUser, orderId: string) {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(permissionRequests).where(eq(permissionRequests.id, orderId)).for('update').limit(1);
      if (!row) throw notFound();
      if (!isRequester(auth, row)) throw forbidden(messages.orderNotYours);
      if (row.status !== 'rejected') throw badRequest(messages.orderNotRejected);
      await tx.update(permissionRequests).set({ status: 'pending', updatedAt: new Date() }).where(eq(permissionRequests.id, orderId));
      await tx
        .update(permissionRequestSteps)
        .set({ status: 'pending', comments: '', actedAt: null })
        .where(eq(permissionRequestSteps.requestId, orderId));
      await notifyTask(tx, orderId, 1);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw badRequest(messages.orderAlreadyPending);
    throw e;
  }
  return { message: messages.orderReapplied, order: await orderById(db, orderId) };
}

/** One approver's decision at their own level, only after the earlier levels approved. */
export async function decideOrder(db: Db, auth: AuthUser, input: ApproveOrderRequest, now: Date) {
  const body = approveOrderRequestSchema.parse(input);
  if (body.approverId && !isCallerKey(auth, body.approverId)) throw forbidden();
  const level = levelNumber(body.approvalLevel);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(permissionRequests).where(eq(permissionRequests.id, body.id)).for('update').limit(1);
    if (!row) throw notFound();
    const steps: StepRow[] = await tx.select().from(permissionRequestSteps).where(eq(permissionRequestSteps.requestId, row.id));
    const mine = steps.find((s) => s.level === level)!;
    if (!isApproverOf(auth, mine)) throw forbidden(fill(messages.orderNotYourLevel, { level: body.approvalLevel }));
    if (row.status !== 'pending') throw badRequest(fill(messages.orderClosed, { status: row.status }));
    const earlier = steps.filter((s) => s.level < level && s.status !== 'approved').sort((a, b) => a.level - b.level)[0];
    if (earlier) throw badRequest(fill(messages.orderEarlierLevelPending, { level: levelName(earlier.level) }));
    if (mine.status === 'approved') throw badRequest(fill(messages.orderClosed, { status: 'approved at your level' }));

    await tx
      .update(permissionRequestSteps)
      .set({ status: body.status, comments: body.comments, actedAt: now })
      .where(and(eq(permissionRequestSteps.requestId, row.id), eq(permissionRequestSteps.level, level)));
    const [permission] = await tx.select().from(permissions).where(eq(permissions.id, row.permissionId)).limit(1);
    const [approver] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, auth.userId)).limit(1);
    const tell = (status: string, text: () => string) =>
      notify(tx, {
        userIds: [row.requesterId],
        title: () => fill(messages.permissionDecisionTitle, { status: statusWord(status) }),
        message: text,
        type: status === 'rejected' ? 'warning' : 'success',
      });

    if (body.status === 'rejected') {
      await tx.update(permissionRequests).set({ status: 'rejected', updatedAt: now }).where(eq(permissionRequests.id, row.id));
      await tell('rejected', () =>
        fill(messages.permissionDecisionText, {
          permission: permission.name,
          status: statusWord('rejected'),
          approver: approver.fullName,
          level: levelWord(level),
        }),
      );
    } else if (body.status === 'approved' && level === 3) {
      await tx.update(permissionRequests).set({ status: 'approved', updatedAt: now }).where(eq(permissionRequests.id, row.id));
      await grantPermission(tx, {
        userId: row.requesterId,
        permissionId: row.permissionId,
        grantedBy: auth.userId,
        requestId: row.id,
        expiresAt: row.until,
      });
      await tell('approved', () => fill(messages.permissionGrantedText, { permission: permission.name }));
    } else if (body.status === 'approved') {
      await tx.update(permissionRequests).set({ updatedAt: now }).where(eq(permissionRequests.id, row.id));
      await notifyTask(tx, row.id, level + 1);
    }
  });
  return { message: messages.orderDecided, order: await orderById(db, body.id) };
}

/** A decision and an approval level as words of the reader's language (notifications, issue 38). */
const statusWord = (status: string) => (status === 'rejected' ? messages.stepStateError : messages.stepStateComplete);
const levelWord = (n: number) => [messages.levelFirst, messages.levelSecond, messages.levelThird][n - 1] ?? levelName(n);

/** Tells the approver of `level` that a request waits for them. */
async function notifyTask(db: Db, requestId: string, level: number) {
  const [row] = await db
    .select({ approverId: permissionRequestSteps.approverId, requester: users.fullName, permission: permissions.name })
    .from(permissionRequestSteps)
    .innerJoin(permissionRequests, eq(permissionRequests.id, permissionRequestSteps.requestId))
    .innerJoin(users, eq(users.id, permissionRequests.requesterId))
    .innerJoin(permissions, eq(permissions.id, permissionRequests.permissionId))
    .where(and(eq(permissionRequestSteps.requestId, requestId), eq(permissionRequestSteps.level, level)))
    .limit(1);
  if (!row) return;
  await notify(db, {
    userIds: [row.approverId],
    title: () => messages.approvalTaskTitle,
    message: () => fill(messages.approvalTaskText, { requester: row.requester, permission: row.permission, level: levelWord(level) }),
    type: 'info',
  });
}

// ─── Lists ───────────────────────────────────────────────────────────────────────────────────

async function pageOf(db: Db, scope: SQL, input: OrderListQuery) {
  const q = orderListQuerySchema.parse(input);
  const search = q.search
    ? or(
        ilike(permissions.name, `%${q.search}%`),
        ilike(permissionRequests.reason, `%${q.search}%`),
        ilike(users.fullName, `%${q.search}%`),
      )
    : undefined;
  const where = and(scope, search);
  const base = () =>
    db
      .select({ n: count() })
      .from(permissionRequests)
      .innerJoin(permissions, eq(permissions.id, permissionRequests.permissionId))
      .innerJoin(users, eq(users.id, permissionRequests.requesterId));
  const [{ n }] = await base().where(where);
  const rows = await db
    .select({ request: permissionRequests })
    .from(permissionRequests)
    .innerJoin(permissions, eq(permissions.id, permissionRequests.permissionId))
    .innerJoin(users, eq(users.id, permissionRequests.requesterId))
    .where(where)
    .orderBy(desc(permissionRequests.createdAt), desc(permissionRequests.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [{ n: pending }] = await base().where(and(scope, eq(permissionRequests.status, 'pending')));
  const [{ n: rejected }] = await base().where(and(scope, eq(permissionRequests.status, 'rejected')));
  return {
    orderPermissions: await toOrders(
      db,
      rows.map((r) => r.request),
    ),
    currentPage: q.page,
    totalPages: Math.ceil(Number(n) / q.limit),
    allPendingOrders: Number(pending),
    allRejectedOrders: Number(rejected),
  };
}

/** The requester's own requests (Permission Request List). */
export const listMyOrders = (db: Db, auth: AuthUser, q: OrderListQuery) => pageOf(db, ownRequestsScope(auth), q);

/** Requests where the caller is an approver at some level (Permission Tasks). */
export const listApproverTasks = (db: Db, auth: AuthUser, q: OrderListQuery) => pageOf(db, approverTasksScope(db, auth), q);

/** Settings: the caller's grants and the four figures. */
export async function myPermissions(db: Db, auth: AuthUser, now: Date) {
  const { grants } = await grantsOf(db, auth.userId, now);
  const active = grants.filter((g) => g.active).length;
  const [{ all }] = await db.select({ all: count() }).from(permissions);
  const mine = (status: 'pending' | 'rejected') =>
    db
      .select({ n: count() })
      .from(permissionRequests)
      .where(and(eq(permissionRequests.requesterId, auth.userId), eq(permissionRequests.status, status)));
  const [[{ n: pending }], [{ n: rejected }]] = await Promise.all([mine('pending'), mine('rejected')]);
  return { grants, stats: { active, available: Number(all) - active, pending: Number(pending), rejected: Number(rejected) } };
}
