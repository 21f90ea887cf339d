import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { installStallTrace } from './stall-trace';
import { settings } from '../config';

// ─── Where an answer save's time goes (issues 17, 23; opt-in, EXAM_TRACE=1) ────────────────────
// Every answer save is timed end to end across the threads: on the main thread (request in,
// statement handed to the worker client, its message posted, its answer back, the durability
// wait, the reply sent) and in the database worker (message received, statement started and
// done, answer posted; for the flush: received, the covering fdatasync's start and end, posted).
// Times are absolute (performance.timeOrigin + now(), comparable across threads). The records go
// to EXAM_TRACE_FILE (JSON, rewritten every 5 s and at exit); scripts/bench/exam-trace.mjs sums them.
// Without EXAM_TRACE nothing is recorded and the hooks are not installed.

export const traceOn = settings().EXAM_TRACE;
export const now = () => performance.timeOrigin + performance.now();

/** One save's timestamps (ms, absolute). Worker times: `w*`, flush times: `f*`. */
export type SaveTrace = Record<string, number>;
export const traceStore = new AsyncLocalStorage<SaveTrace>();

const records: SaveTrace[] = [];
const loopDelay: { at: number; p50: number; p99: number; max: number }[] = [];

export function installSaveTrace(app: FastifyInstance, routeMatch: (url: string) => boolean) {
  if (!traceOn) return;
  const file = settings().EXAM_TRACE_FILE;
  installStallTrace('main');
  const eld = monitorEventLoopDelay({ resolution: 10 });
  eld.enable();
  const write = () => {
    if (file) writeFileSync(file, JSON.stringify({ records, loopDelay }));
  };
  const timer = setInterval(() => {
    loopDelay.push({ at: now(), p50: eld.percentile(50) / 1e6, p99: eld.percentile(99) / 1e6, max: eld.max / 1e6 });
    eld.reset();
    write();
  }, 5000);
  timer.unref();
  process.on('exit', write);
  const traces = new WeakMap<object, SaveTrace>();
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.method !== 'POST' || !routeMatch(req.url)) return done();
    const t: SaveTrace = { recv: now() };
    traces.set(req, t);
    traceStore.run(t, done);
  });
  app.addHook('onResponse', (req, reply, done) => {
    const t = traces.get(req);
    if (t && reply.statusCode === 201) {
      t.done = now();
      records.push(t);
    }
    done();
  });
}

/** The current save's trace (inside a traced request), or undefined (always, without EXAM_TRACE). */
export const currentTrace = (): SaveTrace | undefined => (traceOn ? traceStore.getStore() : undefined);

// ─── The helpers the hot paths call (db/pglite/*.ts): each a no-op without EXAM_TRACE ─────────
// The statement and flush paths read as if nothing were traced; what EXAM_TRACE adds is here.
const noop = () => {};
/** Times that cross the threads with a statement: `times(a, b)` is [a, b, now] (undefined untraced). */
export const times: (...at: number[]) => number[] | undefined = traceOn ? (...at) => [...at, now()] : () => undefined;
/** The time now, for `times` later (0 untraced: never read). */
export const clock: () => number = traceOn ? now : () => 0;
/** Appends the time now to each item's `t` (the moment a batch of answers or requests is posted). */
export const stampEach: (items: Iterable<{ t?: number[] } | undefined>) => void = traceOn
  ? (items) => {
      const at = now();
      for (const item of items) item?.t?.push(at);
    }
  : noop;
/** Counts something in the current save's trace (`urgent` statements, …). */
export const countInTrace = (key: string) => {
  const t = currentTrace();
  if (t) t[key] = (t[key] ?? 0) + 1;
};
/** A unit of work named for the stall file (its first 80 characters). */
export const labelled: <F extends object>(unit: F, text: string) => F = traceOn
  ? (unit, text) => Object.assign(unit, { label: text.slice(0, 80) })
  : (unit) => unit;
/** A line on stderr (the bench shows the server's stderr). */
export const traceNote: (line: () => string) => void = traceOn ? (line) => void process.stderr.write(`${line()}\n`) : noop;

// ─── Start-up steps (EXAM_TRACE=1): what a restart under load spends its seconds on ──────────
const marks: [string, number][] = [];
/** Notes that a start-up step ended (ms since the process started). */
export const startupMark = (step: string) => {
  if (traceOn) marks.push([step, performance.now()]);
};
/** Prints the start-up steps to stderr (the bench shows the server's stderr). */
export const printStartup = () => {
  if (!traceOn) return;
  let prev = 0;
  const parts = marks.map(([step, at]) => {
    const s = `${step} ${Math.round(at - prev)} ms`;
    prev = at;
    return s;
  });
  process.stderr.write(`start-up (EXAM_TRACE): ${parts.join(', ')}; answering ${Math.round(prev)} ms after the process started\n`);
};
