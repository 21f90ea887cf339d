import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { messages } from '../i18n';
import type { Db } from '../db';
import { idempotencyKeys } from '../db/schema';
import type { JobRunner } from '../jobs/runner';
import { HttpError, badRequest } from './errors';

// ─── Idempotency-Key on POST (issue 36, decision 173) ────────────────────────────────────────
// A client that sends a POST again (the network failed, nginx answered 502 because the instance
// died) cannot know whether the first one was saved. With the same `Idempotency-Key` header (the
// portal's client sends one per user action and reuses it on its own retries), the second gets
// the first one's answer instead of a second write, on whichever instance it lands:
// - the key is claimed in the database before the handler runs (after the policy and the body:
//   a refused caller claims nothing); the claim is one row, (caller, key) its primary key;
// - the answer (status, type, body) is stored when it is sent; a 5xx, 408, 429 or 503 is not an
//   answer to keep: the claim is given back so a retry runs again;
// - a repeat while the first is still being handled, or whose instance died in the middle (its
//   outcome unknown), is answered 409 `in_progress` with Retry-After, never run a second time;
// - a key is the caller's own (a key of another person's is another key) and names one route;
// - rows are purged after a day.
// Not for sign-in and sign-out (a stored sign-in answer would be a token at rest), nor the exam
// taker's saves, code check, start and submit: those are idempotent by their own rules and run
// on the start ramp's hot path (issues 9, 23).

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;
/** How long an answer is kept for a repeat. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** Most characters of an answer kept (larger answers are not kept: a repeat then runs again). */
const MAX_BODY = 256 * 1024;

const EXEMPT = new Set([
  '/api/login',
  '/api/logout',
  '/api/answersinglequestion',
  '/api/answersinglequestion/',
  '/api/studentmistakes',
  '/api/studentmistakes/',
  '/api/examconnection',
  '/api/compareexamcode',
  '/api/start_exam',
  '/api/start_exam/',
  '/api/submitexam',
  '/api/submitexam/',
]);
/** Answers not kept: the request may be tried again and run. */
const NOT_KEPT = new Set([408, 429, 503]);

const claims = new WeakMap<FastifyRequest, { scope: string; key: string }>();

const asArray = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);

/** Installs the claim and the replay on the /api scope's POST routes (after the policies). */
export function installIdempotency(scope: FastifyInstance, db: Db, jobs: JobRunner) {
  const release = (c: { scope: string; key: string }) =>
    db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, c.scope), eq(idempotencyKeys.key, c.key)));

  const claim: preHandlerHookHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const given = req.headers[IDEMPOTENCY_HEADER];
    if (given === undefined) return;
    if (typeof given !== 'string' || !KEY.test(given)) throw badRequest(messages.invalidData);
    const owner = req.auth?.userId ?? '';
    const route = `${req.method} ${req.routeOptions.url}`;
    const won = await db
      .insert(idempotencyKeys)
      .values({ scope: owner, key: given, route })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (won.length) {
      // Kept until the answer is sent (onSend below, errors included), even if the client has
      // gone meanwhile: the handler still runs to its end, and a retry must not run it again.
      claims.set(req, { scope: owner, key: given });
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, owner), eq(idempotencyKeys.key, given)))
      .limit(1);
    if (!first) throw inProgress(reply); // given back a moment ago: the client tries again
    if (first.route !== route) throw badRequest(messages.invalidData);
    if (first.status === null) throw inProgress(reply);
    reply.code(first.status).header('idempotent-replayed', 'true');
    if (first.contentType) reply.header('content-type', first.contentType);
    return reply.send(first.body ?? '');
  };

  const keep: onSendHookHandler = async (req, reply, payload) => {
    const c = claims.get(req);
    if (!c) return payload;
    claims.delete(req);
    const status = reply.statusCode;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (status >= 500 || NOT_KEPT.has(status) || body === null || body.length > MAX_BODY) {
      await release(c);
      return payload;
    }
    await db
      .update(idempotencyKeys)
      .set({ status, body, contentType: String(reply.getHeader('content-type') ?? '') || null })
      .where(and(eq(idempotencyKeys.scope, c.scope), eq(idempotencyKeys.key, c.key)));
    return payload;
  };

  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || EXEMPT.has(route.url)) return;
    // Route-level preHandlers run after the scope's, i.e. after the policy's ownership check.
    route.preHandler = [...asArray(route.preHandler), claim];
    route.onSend = [keep, ...asArray(route.onSend)];
  });

  jobs.register({
    name: 'idempotency keys',
    everyMs: 15 * 60_000,
    run: async (d, now) => {
      const gone = await d
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
        .returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  });
}

function inProgress(reply: FastifyReply) {
  reply.header('retry-after', '1');
  return new HttpError(409, messages.requestInProgress, 'in_progress');
}

/** The number of stored keys (tests). */
export const storedKeys = async (db: Db) =>
  Number(((await db.execute(sql`select count(*)::int as n from idempotency_keys`)) as unknown as { rows: { n: number }[] }).rows[0].n);
