import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEvent, AuditFilter } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { auditEvents, students, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { toInstant } from '../calendar/zone';

// ─── Reading the trail, and the retention job (issue 39, decision 206) ────────────────────────

export const DEFAULT_RETENTION_DAYS = 365;
/** Most events one CSV export holds. */
export const EXPORT_MAX = 10_000;

/** The student a key names (students.id, users.id or login ID), with their name; 404 when none. */
export async function trailStudent(db: Db, key: string) {
  const [s] = await db
    .select({ _id: students.id, userId: users.id, ID: users.ID, fullName: users.fullName })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(or(eq(students.id, key), eq(users.id, key), eq(users.ID, key)))
    .limit(1);
  if (!s) throw notFound(messages.auditTrailStudentNotFound);
  return s;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The people whose name matches (a subquery: the trail keeps the actor's id and login ID, the name is read live). */
const actorsNamed = (like: string) => sql`(select ${users.id} from ${users} where ${users.fullName} ilike ${like})`;

/** The filters as a condition; dates are whole days of the school's zone, both ends included. */
function conditions(studentUserId: string, f: AuditFilter, zone: string): SQL {
  if (f.from && f.to && f.from > f.to) throw badRequest(messages.auditTrailDates);
  const parts: (SQL | undefined)[] = [eq(auditEvents.studentUserId, studentUserId)];
  if (f.kind) parts.push(eq(auditEvents.kind, f.kind));
  if (f.from) parts.push(gte(auditEvents.at, toInstant({ date: f.from, time: '00:00' }, zone)));
  if (f.to) parts.push(lt(auditEvents.at, toInstant({ date: addDay(f.to), time: '00:00' }, zone)));
  if (f.actor) {
    const like = `%${escapeLike(f.actor)}%`;
    parts.push(or(ilike(auditEvents.actorLogin, like), inArray(auditEvents.actorUserId, actorsNamed(like))));
  }
  return and(...parts)!;
}

const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  action: auditEvents.action,
  kind: auditEvents.kind,
  actorUserId: auditEvents.actorUserId,
  actorLogin: auditEvents.actorLogin,
  actorRole: auditEvents.actorRole,
  actorName: users.fullName,
  route: auditEvents.route,
  record: auditEvents.record,
  ip: auditEvents.ip,
};
/** A row of the select (the actor's name is null once their account is gone). */
type Row = Omit<{ [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] }, 'actorName'> & { actorName: string | null };

const toEvent = (r: Row, withAddress: boolean): AuditEvent => ({
  _id: String(r.id),
  at: r.at.toISOString(),
  action: r.action,
  kind: r.kind,
  actor: { _id: r.actorUserId, ID: r.actorLogin, fullName: r.actorName, role: r.actorRole },
  route: r.route,
  record: r.record,
  ip: withAddress ? r.ip : null,
});

const select = (db: Db, where: SQL) =>
  db
    .select(columns)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));

export interface TrailOptions {
  zone: string;
  /** The addresses are shown to the super admin, not in a family's copy (decision 207). */
  withAddress: boolean;
}

/** One page of the student's trail, newest first. */
export async function trailPage(db: Db, studentUserId: string, q: AuditFilter & { page: number; limit: number }, o: TrailOptions) {
  const where = conditions(studentUserId, q, o.zone);
  const [rows, [{ n }]] = await Promise.all([
    select(db, where)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { events: rows.map((r) => toEvent(r, o.withAddress)), totalItems: n, totalPages: Math.max(1, Math.ceil(n / q.limit)) };
}

/** Every event of the filters for a CSV, newest first, at most EXPORT_MAX. */
export async function trailExport(db: Db, studentUserId: string, f: AuditFilter, o: TrailOptions) {
  const rows = await select(db, conditions(studentUserId, f, o.zone)).limit(EXPORT_MAX + 1);
  return { events: rows.slice(0, EXPORT_MAX).map((r) => toEvent(r, o.withAddress)), truncated: rows.length > EXPORT_MAX };
}

/**
 * The retention job: deletes the events older than `days`, a chunk at a time. The migration's
 * trigger refuses any DELETE of the trail unless the transaction says it is this job.
 */
export async function expireAuditEvents(db: Db, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('school.audit_retention', 'on', true)`);
      const old = tx.select({ id: auditEvents.id }).from(auditEvents).where(lt(auditEvents.at, cutoff)).limit(5_000);
      return tx.delete(auditEvents).where(inArray(auditEvents.id, old)).returning({ id: auditEvents.id });
    });
    total += deleted.length;
    if (deleted.length < 5_000) return total;
  }
}
