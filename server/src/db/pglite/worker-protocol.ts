// Messages between the main thread (db/pglite/worker-client.ts) and the database worker
// (db/pglite/worker.ts). Ids are the main thread's; id 0 is the worker's 'ready' (or failure).

export interface StartData {
  /** The data directory; omitted = in memory. */
  dataDir?: string;
  /** An in-memory database starts from this dump (dumpDataDir's bytes). */
  dump?: ArrayBuffer;
}

export type ToWorker =
  /** `u`: urgent (db/priority.ts), ahead of the other single statements. */
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number; u?: 1 }
  /** Opens a transaction; its id is this message's id. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  /** Answers once the WAL syncs asked for up to `target` are on disk. */
  | { id: number; op: 'flush'; target: number }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

export interface WireError {
  name: string;
  message: string;
  stack?: string;
  /** PostgreSQL's fields (code, constraint, detail, severity, …). */
  fields: Record<string, string | number>;
}

/**
 * `t` (EXAM_TRACE=1 only): the worker's times, absolute ms. A statement: [received, started, done,
 * posted]; a flush: [received, covering flush started, ended, its fdatasync ms, answered, posted].
 */
/**
 * `w` (an urgent statement on a data directory): the WAL sync count at its end; the answer leaves
 * once a flush covers it.
 */
export type Reply = { id: number; ok: true; r: unknown; t?: number[]; w?: number } | { id: number; ok: false; e: WireError; t?: number[] };

/**
 * What one postMessage carries: the requests or answers of one turn of the event loop together
 * (a message costs a wake-up of the other thread; a batch costs one). `s`: the flush counters
 * [walSyncRequests, walFlushes, otherSyncs, covered] after the batch, null without a data directory.
 */
export interface FromWorker {
  b: Reply[];
  s: [number, number, number, number] | null;
}
export interface ToWorkerBatch {
  b: ToWorker[];
}
