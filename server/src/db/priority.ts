import { AsyncLocalStorage } from 'node:async_hooks';

// ─── Statements that go first in the database worker (issues 17, 23) ─────────────────────────
// An exam answer save is what thousands of takers wait on every few seconds; during a start
// ramp it queued in the worker behind the starts, sign-ins and lists (EXAM_TRACE: the worker's
// queue wait was a fifth of the save tail). Statements run inside `urgently(fn)` (outside a
// transaction) go ahead of the others there, at most 8 in a row while another waits
// (db/pglite/worker.ts). The worker answers an urgent statement once the WAL flush covering it
// has ended and says which WAL sync count that is (`scope.w`): an answer that depends on that
// statement alone waits for nothing more (`answerDurableAt`), not for the commits other requests
// made meanwhile. PostgreSQL's pool hands its next free connection to an urgent statement first
// (db/pg-priority.ts); in-process PGlite ignores all this.

/** What an urgent statement's answer brought back: the WAL sync count it needs covered. */
export interface UrgentScope {
  w?: number;
}
const urgent = new AsyncLocalStorage<UrgentScope>();

// drizzle's queries are lazy (they run when awaited): the await is inside the context too.
export const urgently = <T>(fn: () => PromiseLike<T>, scope: UrgentScope = {}): Promise<T> => urgent.run(scope, async () => await fn());
export const urgentScope = () => urgent.getStore();

const scopes = new WeakMap<object, UrgentScope>();
/**
 * A Fastify onRequest hook (installed app-wide for routes with `config: { urgent: true }`,
 * http/durable-answers.ts): every statement of this request is urgent (the answer save's session,
 * attempt and question reads too).
 */
export function urgentRequest(req: object, _reply: unknown, done: () => void) {
  const scope: UrgentScope = {};
  scopes.set(req, scope);
  urgent.run(scope, done);
}
/** The urgent scope `urgentRequest` gave `req` (a new one otherwise). */
export const scopeOf = (req: object): UrgentScope => scopes.get(req) ?? {};

const targets = new WeakMap<object, number>();
/**
 * The HTTP answer to `req` depends only on the urgent statement of `scope` (and on nothing another
 * request committed): it is durable once that statement's flush is (http/durable-answers.ts).
 */
export function answerDurableAt(req: object, scope: UrgentScope) {
  if (scope.w !== undefined) targets.set(req, scope.w);
}
export const durableTargetOf = (req: object) => targets.get(req);
