import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { settings } from '../config';

// As db/trace.ts (which imports this module).
const traceOn = settings().EXAM_TRACE;
const now = () => performance.timeOrigin + performance.now();

// ─── What stalls a thread of the server (issues 17, 23; opt-in, EXAM_TRACE=1) ────────────────
// The save trace (db/trace.ts) says where a slow save waited; these events say what the thread
// was doing meanwhile: GC pauses, statements that held the database worker long, synchronous WAL
// syncs in the worker, new WAL segments, the event loop's delay. Each thread writes its own file
// (EXAM_TRACE_FILE + '.<thread>.json', every 5 s and at exit); scripts/bench/exam-trace.mjs reads
// them beside the save records. Without EXAM_TRACE nothing is installed.

/** [kind, absolute start ms, duration ms, detail] */
export type StallEvent = [string, number, number, string?];
const events: StallEvent[] = [];

/** Records an event (no-op unless EXAM_TRACE=1). */
export const stall = (kind: string, at: number, ms: number, detail?: string) => {
  if (traceOn) events.push(detail === undefined ? [kind, at, ms] : [kind, at, ms, detail]);
};

const noop = () => {};
/**
 * Times a piece of work for this thread's stall file: `const end = measure('kind'); …; end(detail)`
 * records it when it took `minMs` or more. Without EXAM_TRACE, `end` is a shared no-op.
 */
export const measure: (kind: string, minMs?: number) => (detail?: string) => void = traceOn
  ? (kind, minMs = 0) => {
      const t0 = now();
      return (detail) => {
        const ms = now() - t0;
        if (ms >= minMs) stall(kind, t0, ms, detail);
      };
    }
  : () => noop;

/** GC pauses and the event-loop delay of this thread, written to EXAM_TRACE_FILE.<thread>.json. */
export function installStallTrace(thread: string) {
  const file = settings().EXAM_TRACE_FILE;
  if (!traceOn || !file) return;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration >= 2)
        stall(
          'gc',
          performance.timeOrigin + e.startTime,
          e.duration,
          String((e as unknown as { detail?: { kind?: number } }).detail?.kind ?? ''),
        );
  });
  gc.observe({ entryTypes: ['gc'] });
  const eld = monitorEventLoopDelay({ resolution: 10 });
  eld.enable();
  const write = () => writeFileSync(`${file}.${thread}.json`, JSON.stringify(events));
  const timer = setInterval(() => {
    stall('loop', now(), eld.percentile(99) / 1e6, String(Math.round(eld.max / 1e6)));
    eld.reset();
    write();
  }, 5000);
  timer.unref();
  process.on('exit', write);
  return write;
}
