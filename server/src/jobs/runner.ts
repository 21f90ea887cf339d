import { randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { jobLeases } from '../db/schema';

// ─── Due work swept from the database ────────────────────────────────────────────────────────
// A job is a sweep: every `everyMs` it asks the database for what is due (exam attempts past
// their deadline, held emails whose send time came, expired sessions, stale applications) and
// handles it. Sweeps claim rows inside a transaction with drizzle's
// `.for('update', { skipLocked: true })` (SELECT ... FOR UPDATE SKIP LOCKED),
// so N server instances share the work and a row is handled once. Nothing lives only in memory:
// a restart loses no due work, it is found on the next sweep.
// Across instances a job runs on one at a time: each tick first takes or renews the job's lease
// (a `job_leases` row, `leaseMs` long); the others skip their tick while it is held. `stop()`
// waits for the runs in flight and hands the leases back, so another instance takes the jobs at
// its next tick. A job whose work is this instance's own (its sockets) says `perInstance`.

export interface Job {
  /** Shown in logs, e.g. 'exam deadlines'. */
  name: string;
  everyMs: number;
  /** Handles what is due at `now`; returns how many items it handled (for logs and tests). */
  run: (db: Db, now: Date) => Promise<number>;
  /** Runs on every instance (work on this process's own state), without a lease. */
  perInstance?: boolean;
}

/** How long a tick's lease lasts: two periods and 2 s, so a live holder always renews it first. */
export const leaseMsOf = (job: Job) => job.everyMs * 2 + 2000;

export interface JobRunner {
  register: (job: Job) => void;
  /** Runs every job once now (tests call this instead of waiting). */
  runAll: () => Promise<Record<string, number>>;
  start: () => void;
  stop: () => Promise<void>;
  /** This instance's name in `job_leases.holder`. */
  readonly holder: string;
  /** Called after each run: the job, how many items, seconds it took (metrics). */
  onRun?: (job: Job, handled: number, seconds: number) => void;
}

/** Logs a failure; `bindings` name the job and its run (`{ job, jobRun }`) in the JSON line. */
export interface JobLog {
  (msg: string, err?: unknown, bindings?: Record<string, unknown>): void;
}

export function createJobRunner(db: Db, now: () => Date, log: JobLog = () => {}): JobRunner {
  const holder = randomUUID();
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let started = false;

  const runOne = async (job: Job) => {
    const t0 = performance.now();
    try {
      const handled = await job.run(db, now());
      runner.onRun?.(job, handled, (performance.now() - t0) / 1000);
      return handled;
    } catch (err) {
      // Each run has its id, like a request's: the database error logged with it names the job.
      log(`job ${job.name} failed`, err, { job: job.name, jobRun: randomUUID() });
      return 0;
    }
  };

  /** Takes or renews the job's lease; false while another instance holds it. */
  const takeLease = async (job: Job) => {
    const until = sql`now() + ${`${leaseMsOf(job)} milliseconds`}::interval`;
    const got = await db
      .insert(jobLeases)
      .values({ name: job.name, holder, until })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder, until },
        setWhere: or(eq(jobLeases.holder, holder), lt(jobLeases.until, sql`now()`)),
      })
      .returning({ name: jobLeases.name });
    return got.length > 0;
  };

  const tick = async (job: Job) => {
    try {
      if (!job.perInstance && !(await takeLease(job))) return;
    } catch (err) {
      log(`job ${job.name}: lease failed`, err, { job: job.name });
      return;
    }
    if (!started) return;
    await runOne(job);
    if (!job.perInstance)
      await db
        .update(jobLeases)
        .set({ lastRunAt: sql`now()` })
        .where(and(eq(jobLeases.name, job.name), eq(jobLeases.holder, holder)))
        .catch((err: unknown) => log(`job ${job.name}: lease update failed`, err));
  };

  const runner: JobRunner = {
    holder,
    register: (job) => {
      jobs.push(job);
      if (started) schedule(job);
    },
    runAll: async () => {
      const out: Record<string, number> = {};
      for (const job of jobs) out[job.name] = await runOne(job);
      return out;
    },
    start: () => {
      started = true;
      for (const job of jobs) schedule(job);
    },
    stop: async () => {
      started = false;
      for (const t of timers) clearInterval(t);
      timers.length = 0;
      await Promise.all(running);
      // Handed back: another instance takes each job at its next tick instead of after the lease.
      await db
        .delete(jobLeases)
        .where(eq(jobLeases.holder, holder))
        .catch((err: unknown) => log('jobs: handing back the leases failed', err));
    },
  };
  return runner;

  function schedule(job: Job) {
    let busy = false;
    const t = setInterval(() => {
      if (busy) return; // a slow sweep is never overlapped by the next tick
      busy = true;
      const p = tick(job).finally(() => {
        busy = false;
        running.delete(p);
      });
      running.add(p);
    }, job.everyMs);
    t.unref();
    timers.push(t);
  }
}
