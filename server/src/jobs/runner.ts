import type { Db } from '../db';

// ─── Due work swept from the database ────────────────────────────────────────────────────────
// A job is a sweep: every `everyMs` it asks the database for what is due (exam attempts past
// their deadline, held emails whose send time came, expired sessions, stale applications) and
// handles it. Sweeps claim rows inside a transaction with drizzle's
// `.for('update', { skipLocked: true })` (SELECT ... FOR UPDATE SKIP LOCKED),
// so N server instances share the work and a row is handled once. Nothing lives only in memory:
// a restart loses no due work, it is found on the next sweep.

export interface Job {
  /** Shown in logs, e.g. 'exam deadlines'. */
  name: string;
  everyMs: number;
  /** Handles what is due at `now`; returns how many items it handled (for logs and tests). */
  run: (db: Db, now: Date) => Promise<number>;
}

export interface JobRunner {
  register: (job: Job) => void;
  /** Runs every job once now (tests call this instead of waiting). */
  runAll: () => Promise<Record<string, number>>;
  start: () => void;
  stop: () => Promise<void>;
}

export function createJobRunner(db: Db, now: () => Date, log: (msg: string, err?: unknown) => void = () => {}): JobRunner {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let started = false;

  const runOne = async (job: Job) => {
    try {
      return await job.run(db, now());
    } catch (err) {
      log(`job ${job.name} failed`, err);
      return 0;
    }
  };

  return {
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
    },
  };

  function schedule(job: Job) {
    let busy = false;
    const t = setInterval(() => {
      if (busy) return; // a slow sweep is never overlapped by the next tick
      busy = true;
      const p = runOne(job).finally(() => {
        busy = false;
        running.delete(p);
      });
      running.add(p);
    }, job.everyMs);
    t.unref();
    timers.push(t);
  }
}
