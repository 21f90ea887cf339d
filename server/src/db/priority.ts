import { AsyncLocalStorage } from 'node:async_hooks';

// ─── Statements that go first in the database worker (issues 17, 23) ─────────────────────────
// An exam answer save is what thousands of takers wait on every few seconds; during a start
// ramp it queued in the worker behind the starts, sign-ins and lists (EXAM_TRACE: the worker's
// queue wait was a fifth of the save tail). Statements run inside `urgently(fn)` (outside a
// transaction) go ahead of the others there, at most URGENT_AHEAD in a row while another waits
// (db/pglite-worker.ts). PostgreSQL and in-process PGlite ignore it.
const urgent = new AsyncLocalStorage<true>();

// drizzle's queries are lazy (they run when awaited): the await is inside the context too.
export const urgently = <T>(fn: () => PromiseLike<T>): Promise<T> => urgent.run(true, async () => await fn());
export const isUrgent = () => urgent.getStore() === true;
