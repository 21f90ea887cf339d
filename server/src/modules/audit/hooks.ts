import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { roleKey } from '../../auth/policies';
import type { AuditSpec, AuditSubject } from './declare';
import { createAuditRecorder, resolveSubject, type AuditRecorder } from './recorder';

// ─── Every audited route records after its answer (issue 39, decision 206) ───────────────────
// `onResponse` runs once the answer has left: the request never waits for its trail. A refused
// or failed request (4xx, 5xx) touched nothing and is not recorded.

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes that declare what they audit ('GET /api/getstudent/:id' → its spec): the coverage test reads it. */
    auditTable: Map<string, AuditSpec>;
    /** The trail's writer (tests flush it before reading the trail). */
    auditRecorder: AuditRecorder;
  }
}

/**
 * A read the same person made of the same record, through the same route and from the same
 * address, within this window is recorded once: the trail says who looked and when they began,
 * not every poll of a screen that refreshes itself. In issue 34's exam-day bench the takers view,
 * read every 2 s by the teacher, wrote 4,000 rows a read (one per taker and kind) and held the
 * database's worker for 30 s of a 4-minute exam (decision 214). Changes are always recorded.
 */
export const READ_REPEAT_WINDOW_MS = 10 * 60_000;
/** Most remembered reads per instance; the oldest are forgotten first (a read then counts again). */
const MAX_REMEMBERED_READS = 100_000;

/** Whether a read is new: not the same person, route, record and kind as one within the window. */
export function createReadCoalescer(now: () => number, windowMs = READ_REPEAT_WINDOW_MS) {
  const seen = new Map<string, number>();
  return (key: string): boolean => {
    const t = now();
    const last = seen.get(key);
    if (last !== undefined && t - last < windowMs) return false;
    seen.delete(key); // re-inserted last: the Map's order is the age order the bound drops by
    seen.set(key, t);
    if (seen.size > MAX_REMEMBERED_READS) seen.delete(seen.keys().next().value!);
    return true;
  };
}

/** Path parameters a record description never shows (file URL tokens). */
const SECRET_PARAMS = new Set(['token', 'repeatedToken']);

/** What record the request named: its path parameters, else the subject's key ('id=ST-0001'). */
export function recordOf(req: FastifyRequest, subject: NonNullable<ReturnType<AuditSpec['subject']>>): string {
  const params = Object.entries((req.params ?? {}) as Record<string, unknown>)
    .filter(([k]) => !SECRET_PARAMS.has(k))
    .map(([k, v]) => `${k}=${String(v)}`);
  if (params.length) return params.join(' ').slice(0, 500);
  const [type, value] = Object.entries(subject)[0] as [string, unknown];
  return `${type}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`.slice(0, 500);
}

function subjectOf(spec: AuditSpec, req: FastifyRequest, log: (msg: string, err?: unknown) => void): AuditSubject | undefined {
  try {
    return spec.subject(req);
  } catch (err) {
    log('audit trail: a route’s subject failed', err);
    return undefined;
  }
}

export function installAuditTrail(scope: FastifyInstance, ctx: AppContext, log: (msg: string, err?: unknown) => void) {
  const recorder = createAuditRecorder(ctx.db, log);
  const table = new Map<string, AuditSpec>();
  scope.decorate('auditTable', table);
  scope.decorate('auditRecorder', recorder);
  scope.addHook('onClose', async () => recorder.close());

  scope.addHook('onRoute', (route) => {
    const spec = route.config?.audit;
    if (!spec) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') table.set(`${method} ${route.url}`, spec);
  });

  const isNewRead = createReadCoalescer(() => ctx.config.now().getTime());

  // A deletion's students, read before the handler deletes the record that names them.
  const resolvedBefore = new WeakMap<FastifyRequest, AuditSubject>();
  scope.addHook('preHandler', async (req) => {
    const spec = req.routeOptions.config?.audit;
    if (!spec?.before || !req.auth) return;
    const subject = subjectOf(spec, req, log);
    if (subject) resolvedBefore.set(req, { resolved: await resolveSubject(ctx.db, subject) });
  });

  scope.addHook('onResponse', async (req, reply) => {
    const spec = req.routeOptions.config?.audit;
    const auth = req.auth;
    if (!spec || !auth || reply.statusCode >= 400) return;
    const subject = spec.before ? resolvedBefore.get(req) : subjectOf(spec, req, log);
    if (!subject) return;
    const event = {
      at: ctx.config.now(),
      action: spec.action,
      subject,
      actorUserId: auth.userId,
      actorLogin: auth.ID,
      actorRole: roleKey(auth),
      route: `${req.method} ${req.routeOptions.url ?? ''}`,
      record: recordOf(req, spec.before ? (subjectOf(spec, req, log) ?? subject) : subject),
      ip: req.ip,
      requestId: String(req.id),
    };
    const kinds = typeof spec.kind === 'string' ? [spec.kind] : spec.kind;
    if (spec.action === 'read' && !isNewRead(`${auth.userId}|${event.ip}|${event.route}|${event.record}|${kinds.join(',')}`)) return;
    for (const kind of kinds) recorder.push({ ...event, kind });
  });
  return recorder;
}
