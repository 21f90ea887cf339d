import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Durability } from './durability';
import type { FromWorker, StartData, ToWorker, ToWorkerBatch, WireError } from './worker-protocol';
import { countInTrace, currentTrace, now, type SaveTrace } from '../trace';
import { urgentScope, type UrgentScope } from '../priority';

// ─── PGlite on its own thread, as drizzle sees it (issue 23) ─────────────────────────────────
// drizzle's PGlite session calls `query(sql, params, { rowMode, parsers })` and
// `transaction(fn)` on its client and nothing else (drizzle-orm 0.45 pglite/session.js). This
// client sends each statement to the worker (db/pglite/worker.ts) that owns the instance; the
// parsers drizzle passes are set there once. A transaction is held open in the worker while `fn`
// runs here: its statements carry its id, statements outside it wait in PGlite's mutex, and when
// `fn` throws the worker rolls back. Errors come back with PostgreSQL's fields (code,
// constraint, …) so the HTTP layer maps them as before (http/db-errors.ts).

type Distributive<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = Distributive<ToWorker>;
interface Result {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** An error from the worker, rebuilt: a PostgreSQL error keeps code, constraint, detail, … */
function rebuild(e: WireError): Error {
  const err = new Error(e.message);
  Object.assign(err, e.fields);
  err.name = e.name;
  if (e.stack) err.stack = `${e.stack}\n    (in the database worker)`;
  return err;
}

/** tsx's API, for a worker started from TypeScript source (the server runs from source). */
const tsxApi = () => new URL('dist/esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'))).href;

export class WorkerPGlite {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    {
      resolve: (r: unknown) => void;
      reject: (e: Error) => void;
      trace?: SaveTrace;
      posted?: number;
      t?: number[];
      scope?: UrgentScope;
    }
  >();
  private nextId = 1;
  private lostWith: Error | null = null;
  private closing = false;
  /** Flush counters as of the worker's last answer (null: in memory, nothing to flush). */
  private counters: [number, number, number, number] | null = null;
  private flushing: { target: number; done: Promise<void>; timing: { t?: number[]; posted?: number } } | null = null;
  private coverWaiters: { target: number; resolve: () => void }[] = [];
  /** A traced save's flush times (EXAM_TRACE). */
  private flushing0(trace: SaveTrace, timing?: { t?: number[]; posted?: number }) {
    if (!timing?.t) return;
    const [fwRecv, fStart, fEnd, fSync, fwDone, fwPost] = timing.t;
    Object.assign(trace, { fPost: timing.posted ?? 0, fwRecv, fStart, fEnd, fSync, fwDone, fwPost, fBack: now() });
  }
  readonly ready: Promise<void>;
  /** Settles when the worker stops without being closed (then every query fails). */
  readonly lost: Promise<Error>;
  closed = false;

  constructor(start: StartData) {
    const source = import.meta.url.endsWith('.ts');
    const file = new URL(source ? './worker.ts' : './worker.js', import.meta.url).href;
    // From TypeScript source (the server runs with tsx), the worker registers tsx's loader
    // itself before it imports its module: a loader given in execArgv does not reach a worker's
    // entry module in Node 20.
    const boot = source
      ? `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`
      : `import(${JSON.stringify(file)})`;
    this.worker = new Worker(boot, {
      eval: true,
      workerData: start,
      transferList: start.dump ? [start.dump] : [],
      // The worker is the database: it is named in profiles and errors.
      name: 'pglite',
    });
    let ready!: (e: Error | null) => void;
    this.ready = new Promise<void>((resolve, reject) => {
      ready = (e) => (e ? reject(e) : resolve());
    });
    let lose!: (e: Error) => void;
    this.lost = new Promise<Error>((resolve) => (lose = resolve));
    this.worker.on('message', ({ b, s }: FromWorker) => {
      if (s) {
        this.counters = s;
        // Answers waiting for their flush go as soon as the worker says it is done (it tells
        // when a flush ends), without waiting for the flush request's own answer.
        if (this.coverWaiters.length) {
          const covered = s[3];
          this.coverWaiters = this.coverWaiters.filter((w) => (w.target <= covered ? (w.resolve(), false) : true));
        }
      }
      for (const m of b) {
        if (m.id === 0) {
          ready(m.ok ? null : rebuild(m.e));
          continue;
        }
        const p = this.pending.get(m.id);
        if (!p) continue;
        this.pending.delete(m.id);
        if (p.scope && m.ok && m.w !== undefined) p.scope.w = m.w;
        // EXAM_TRACE: the worker's times (sent only when tracing).
        if (m.t) {
          p.t = m.t;
          if (p.trace) {
            // [received, started, done, (its flush: started, ended, fdatasync ms,) posted]
            const [wRecv, wStart, wEnd] = m.t;
            const wPost = m.t[m.t.length - 1];
            Object.assign(p.trace, { post: p.posted ?? 0, wRecv, wStart, wEnd, wPost, back: now() });
            if (m.t.length === 7) Object.assign(p.trace, { dStart: m.t[3], dEnd: m.t[4], dSync: m.t[5] });
          }
        }
        if (m.ok) p.resolve(m.r);
        else p.reject(rebuild(m.e));
      }
      if (this.pending.size === 0) this.worker.unref();
    });
    const stop = (err: Error) => {
      if (this.lostWith) return;
      this.lostWith = err;
      this.closed = true;
      ready(err);
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      if (!this.closing) lose(err);
    };
    this.worker.on('error', (err) => stop(new Error(`the database worker failed: ${err.message}`, { cause: err })));
    this.worker.on('exit', (code) => stop(new Error(`the database worker stopped (exit code ${code})`)));
  }

  private request<T>(
    msg: Request,
    transfer: ArrayBuffer[] = [],
    entry?: { t?: number[]; posted?: number; scope?: UrgentScope },
  ): Promise<T> {
    if (this.lostWith) return Promise.reject(this.lostWith);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    const trace = msg.op === 'query' ? currentTrace() : undefined;
    if (trace) trace.q0 = now();
    return new Promise<T>((resolve, reject) => {
      const p = Object.assign(entry ?? {}, { resolve: resolve as (r: unknown) => void, reject, trace });
      this.pending.set(id, p);
      if (trace ?? currentTrace()) this.outboxEntries.push(p);
      this.outbox.push({ ...msg, id } as ToWorker);
      this.transfers.push(...transfer);
      if (this.outbox.length >= 64) this.flushOutbox();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.flushOutbox);
      }
    });
  }

  // The statements of one turn of the event loop (the requests parsed together) leave together.
  private outbox: ToWorker[] = [];
  /** EXAM_TRACE: the pending entries of the outbox's requests, to note when they are posted. */
  private outboxEntries: { posted?: number }[] = [];
  private transfers: ArrayBuffer[] = [];
  private scheduled = false;
  private readonly flushOutbox = () => {
    this.scheduled = false;
    if (!this.outbox.length || this.lostWith) return;
    if (this.outboxEntries.length) {
      const at = now();
      for (const p of this.outboxEntries) p.posted = at;
      this.outboxEntries = [];
    }
    const b = this.outbox;
    const t = this.transfers;
    this.outbox = [];
    this.transfers = [];
    this.worker.postMessage({ b } satisfies ToWorkerBatch, t);
  };

  query<T>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }, tx?: number) {
    const msg: Request = { op: 'query', sql, params, rowMode: options?.rowMode, tx };
    const scope = tx === undefined ? urgentScope() : undefined;
    if (scope) msg.u = 1;
    if (scope) countInTrace('urgent');
    return this.request<Result & { rows: T[] }>(msg, [], scope ? { scope } : undefined);
  }

  async transaction<T>(fn: (tx: { query: WorkerPGlite['query'] }) => Promise<T>): Promise<T> {
    const id = await this.request<number>({ op: 'begin' });
    let ended = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) => {
        if (ended) return Promise.reject(new Error('Transaction is closed'));
        return this.query<R>(sql, params, options, id);
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      ended = true;
      await this.request({ op: 'end', tx: id, commit: false });
      throw err;
    }
    ended = true;
    await this.request({ op: 'end', tx: id, commit: true });
    return result;
  }

  /**
   * Resolves once the worker has received every message sent before this call (messages arrive in
   * order, and a flush to 0 is answered at once, outside the statement queue): what was sent is
   * queued there now (the worker's scheduling test).
   */
  async delivered(): Promise<void> {
    await this.request<void>({ op: 'flush', target: 0 });
  }

  /** The database's files as a tarball (PGlite's dumpDataDir, done in the worker). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.request<ArrayBuffer>({ op: 'dump', compression })]);
  }

  /**
   * The durability bridge: the worker reports with each answer how many WAL syncs PostgreSQL
   * asked for and how many a finished flush covers; `flushed()` costs nothing when they match,
   * and otherwise asks the worker for the flush (group commit there, db/pglite/durability.ts).
   */
  readonly durability: Durability = ((self: WorkerPGlite): Durability => ({
    flushed: (upTo?: number) => {
      const c = self.counters;
      const target = Math.min(upTo ?? Infinity, c?.[0] ?? 0);
      if (!c || c[3] >= target) return Promise.resolve();
      const trace = currentTrace();
      if (self.flushing && self.flushing.target >= target) {
        if (trace) {
          trace.fJoin = 1;
          return self.flushing.done.then(() => self.flushing0(trace, self.flushing?.timing));
        }
        return self.flushing.done;
      }
      const timing: { t?: number[]; posted?: number } = {};
      // Done when the worker's flush request answers (a failed flush rejects it) or, sooner, when
      // an answer's counters show the target covered.
      const waiter = { target, resolve: () => {} };
      const covered = new Promise<void>((resolve) => {
        waiter.resolve = resolve;
        self.coverWaiters.push(waiter);
      });
      const asked = self.request<void>({ op: 'flush', target }, [], timing);
      const drop = () => (self.coverWaiters = self.coverWaiters.filter((w) => w !== waiter));
      asked.then(drop, drop);
      const done = Promise.race([asked, covered]);
      const entry = { target, done, timing };
      self.flushing = entry;
      const clear = () => {
        if (self.flushing === entry) self.flushing = null;
      };
      done.then(clear, clear);
      return trace ? done.then(() => self.flushing0(trace, timing)) : done;
    },
    get covered() {
      return self.counters?.[3] ?? 0;
    },
    get stats() {
      return self.flushStats ?? { walSyncRequests: 0, walFlushes: 0, otherSyncs: 0 };
    },
  }))(this);

  /** The counters of the worker's last answer (the flush check and the tests). */
  get flushStats() {
    const c = this.counters;
    return c ? { walSyncRequests: c[0], walFlushes: c[1], otherSyncs: c[2] } : null;
  }

  async close() {
    if (this.closed) return;
    this.closing = true;
    try {
      await this.request({ op: 'close' });
    } finally {
      this.closed = true;
      await this.worker.terminate();
    }
  }
}
