import nodeFs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { now, traceOn } from '../trace';
import { measure, stall } from '../stall-trace';
import { settings } from '../../config';

// ─── Acknowledged writes on disk, on the embedded database (issue 23) ──────────────────────────
// PGlite starts PostgreSQL with -F (fsync off), and its Node file system (Emscripten's NODEFS)
// has no fsync: a commit reached the OS cache, never the disk, so a power cut could lose what
// the server had already answered 201 for. Here:
// - PostgreSQL runs with fsync on and wal_sync_method=fsync (its fdatasync() is a no-op in the
//   WebAssembly build; fsync() reaches the file system's `fsync`, which we add to NODEFS).
// - A WAL file's fsync is recorded, not done: the flush is done by `flushed()`, which the HTTP
//   layer awaits before any answer leaves (http/durable-answers.ts). One fdatasync covers every
//   commit made before it started: group commit, so 2,000 takers saving together share a flush
//   instead of queueing for one each (5 ms here). It runs off the thread that runs PostgreSQL:
//   this module runs beside the instance, in the server's database worker (worker.ts), which
//   hands it the `fdatasync` of a flush thread of its own (PGLITE_FLUSH_THREAD, on by default:
//   libuv's shared pool also runs the sign-ins' argon2 checks, and a flush queued behind them).
//   Only in-process PGlite (PGLITE_WORKER=0) or PGLITE_FLUSH_THREAD=0 use Node's `fs.fdatasync`
//   on libuv's pool. Commits nobody waits for reach the disk within 200 ms (a timer below).
// - Every other file's fsync (data files at a checkpoint, the control file) is done at once,
//   after the WAL recorded so far, and a write to any file but the WAL first flushes the WAL
//   recorded so far: data never reaches the disk before the log that describes it.
// - A WAL file closed with a flush pending is flushed first (segment switch).
// An in-memory database (tests) has no NODEFS files and is left as it was.

export interface Durability {
  /** Resolves once every WAL sync PostgreSQL asked for so far (or up to `target`) is on disk. */
  flushed: (target?: number) => Promise<void>;
  /** How many WAL sync requests a finished flush covers. */
  readonly covered: number;
  /** A flush failed: nothing more is acknowledged. */
  readonly failed?: boolean;
  /** Counters for the flush check and the tests. */
  stats: { walSyncRequests: number; walFlushes: number; otherSyncs: number };
  /** The last finished WAL flush: when it started and ended (absolute ms) and its fdatasync's own ms (EXAM_TRACE). */
  lastFlush?: { start: number; end: number; syncMs: number };
}

interface Stream {
  nfd?: number;
  node?: { name?: string; parent?: { name?: string } };
}
type StreamOps = Record<string, ((stream: Stream, ...rest: unknown[]) => unknown) | undefined>;

/** PGlite's start parameters with fsync on (all else as PGlite's defaults). */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync', '-c', 'fsync=on'];
}

const isWal = (s: Stream) => s.node?.parent?.name === 'pg_wal';

// A relation grows by all-zero pages (PostgreSQL's mdzeroextend/mdextend), written at once and
// filled later. PostgreSQL itself flushes the WAL before writing a page only up to that page's
// LSN (FlushBuffer), and a new page has none: writing zeros needs no log on disk first. The WAL
// flush this file does before any other data write cost the worker a synchronous fdatasync there
// (EXAM_TRACE: 250-320 per 2,000-taker run, up to 56 ms each under load). PGLITE_ZERO_PAGE_SYNC=1
// flushes before them too, as before.
const skipZeroPages = !settings().PGLITE_ZERO_PAGE_SYNC;
/** Is this NODEFS write (buffer, offset, length, position) all zero bytes? (A used page's header is not.) */
export function isZeroWrite([buffer, offset, length]: unknown[]): boolean {
  if (!ArrayBuffer.isView(buffer) || typeof offset !== 'number' || typeof length !== 'number' || length <= 0) return false;
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset + offset, length);
  for (let i = 0; i < length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** Patches the instance's NODEFS (call before the first query); `fs` is injectable for tests. */
export function makeDurable(
  client: PGlite,
  fs: Pick<typeof nodeFs, 'fdatasync' | 'fdatasyncSync' | 'fsyncSync'> = nodeFs,
  { eager = false, onFlushed }: { eager?: boolean; onFlushed?: () => void } = {},
): Durability {
  const mod = (client as unknown as { mod: { NODEFS: { stream_ops: StreamOps } } }).mod;
  const ops = mod.NODEFS.stream_ops;
  const stats = { walSyncRequests: 0, walFlushes: 0, otherSyncs: 0 };
  const pending = new Set<number>(); // WAL fds whose sync was asked for and not yet done
  const inFlight = new Set<number>(); // WAL fds being flushed off the main thread
  let covered = 0; // walSyncRequests covered by a finished flush
  let running: Promise<void> | null = null;
  let failure: Error | null = null;

  // The WAL files of the flush under way on the other thread have been synced here since it began
  // (its answer reaches this thread only between statements: a checkpoint's thousands of data
  // writes must not each sync them again).
  let inFlightSynced = false;
  const flushWalNow = (why: string) => {
    // The flush still running on the other thread is done here too: what it covers counts now.
    const fds = inFlightSynced ? pending : new Set([...pending, ...inFlight]);
    const end = measure('syncnow');
    for (const fd of fds) fs.fdatasyncSync(fd);
    if (fds.size) {
      end(`${why} ${fds.size}`);
      stats.walFlushes++;
    }
    inFlightSynced = true;
    pending.clear();
    covered = stats.walSyncRequests;
    // Called inside PGlite's file system: those waiting hear of it once PGlite's call returns.
    if (onFlushed && fds.size) queueMicrotask(onFlushed);
  };

  const write = ops.write!;
  ops.write = (stream, ...rest) => {
    // Data never reaches the OS before its log is on disk, nor while the log's flush is under way;
    // an all-zero page (a relation extended) carries nothing the log describes (decision 131).
    if ((pending.size || (inFlight.size && !inFlightSynced)) && !isWal(stream) && !(skipZeroPages && isZeroWrite(rest)))
      flushWalNow('data write');
    return write(stream, ...rest);
  };
  const close = ops.close!;
  ops.close = (stream, ...rest) => {
    // A flush waiting in the pool would find the fd closed (or reused): this one is done now.
    if (stream.nfd !== undefined && (pending.has(stream.nfd) || inFlight.has(stream.nfd))) {
      pending.add(stream.nfd);
      flushWalNow(`close ${stream.node?.name ?? ''}`);
    }
    return close(stream, ...rest);
  };
  ops.fsync = (stream) => {
    if (stream.nfd === undefined) return 0;
    if (isWal(stream)) {
      pending.add(stream.nfd);
      stats.walSyncRequests++;
      // Eager: the flush starts as soon as the commit has asked for it (once PGlite's call returns),
      // not when an answer comes to wait for it.
      if (eager && !running) queueMicrotask(kick);
      return 0;
    }
    flushWalNow('other fsync');
    const end = measure('othersync');
    fs.fsyncSync(stream.nfd);
    end(stream.node?.name);
    stats.otherSyncs++;
    return 0;
  };

  if (traceOn) traceNewSegments(ops);

  let lastFlush: Durability['lastFlush'];
  const flushOnce = async () => {
    const upTo = stats.walSyncRequests;
    const fds = [...pending];
    pending.clear();
    for (const fd of fds) inFlight.add(fd);
    inFlightSynced = false;
    const start = now();
    let syncMs = 0;
    try {
      await Promise.all(
        fds.map(
          (fd) =>
            new Promise<void>((resolve, reject) =>
              (fs.fdatasync as (fd: number, cb: (err: NodeJS.ErrnoException | null, ms?: number) => void) => void)(fd, (err, ms) => {
                syncMs = Math.max(syncMs, ms ?? 0);
                if (err) reject(err);
                else resolve();
              }),
            ),
        ),
      );
    } finally {
      for (const fd of fds) inFlight.delete(fd);
    }
    if (fds.length) stats.walFlushes++;
    covered = Math.max(covered, upTo);
    lastFlush = { start, end: now(), syncMs };
    if (syncMs >= 10) stall('fdatasync', start, syncMs, String(fds.length));
    onFlushed?.();
  };

  const flushed = async (upTo = stats.walSyncRequests) => {
    const target = Math.min(upTo, stats.walSyncRequests);
    while (covered < target) {
      if (failure) throw failure;
      running ??= flushOnce()
        .catch((err: Error) => {
          // A failed flush may have lost what the OS held: nothing more is acknowledged.
          failure = err;
          onFlushed?.();
        })
        .finally(() => {
          running = null;
          // Eager: commits made while this flush ran get the next one at once.
          if (eager && pending.size && !failure) kick();
        });
      await running;
    }
  };
  function kick() {
    if (!running && pending.size && !failure) void flushed().catch(() => {});
  }

  // Commits nobody waits for (the deadline sweep, other jobs) reach the disk within 200 ms.
  const timer = setInterval(() => {
    if (pending.size) void flushed().catch(() => {});
  }, 200);
  timer.unref();
  const closeClient = client.close.bind(client);
  client.close = async () => {
    clearInterval(timer);
    await closeClient();
  };
  return {
    flushed,
    stats,
    get covered() {
      return covered;
    },
    get lastFlush() {
      return lastFlush;
    },
    get failed() {
      return failure !== null;
    },
  };
}

// ─── A file's size asked again and again between two writes (issue 21) ───────────────────────
// PostgreSQL asks for a relation's size (lseek to its end) each time a statement scans it, and
// Emscripten's NODEFS answers every such lseek with an fstat: about five a teachers page, 70 µs of
// the database thread's 640 (a CPU profile at 800 pages a second). The size is kept here per file
// descriptor until the file system is next asked to change anything: every operation of NODEFS
// other than a read, a seek, a stat or a directory listing (a write, a truncation, an open, a
// close, a rename, an unlink, a sync, ...) forgets every size first. Only this process writes the
// data directory (db/pglite/data-dir-lock.ts), and only through these operations. PGLITE_SIZE_CACHE=0: off.
const READ_ONLY_OPS = new Set(['read', 'llseek', 'getattr', 'dup', 'lookup', 'readdir', 'readlink', 'statfs']);
const SEEK_END = 2;

/** Keeps file sizes between writes on the instance's NODEFS (data directory only); returns how often it answered from them (tests). */
export function cacheFileSizes(client: PGlite): { hits: number } {
  const counts = { hits: 0 };
  if (!settings().PGLITE_SIZE_CACHE) return counts;
  const nodefs = (client as unknown as { mod: { NODEFS: { stream_ops: StreamOps; node_ops: StreamOps } } }).mod.NODEFS;
  const sizes = new Map<number, number>();
  for (const table of [nodefs.stream_ops, nodefs.node_ops])
    for (const [name, op] of Object.entries(table))
      if (op && !READ_ONLY_OPS.has(name))
        table[name] = function (this: unknown, ...args) {
          sizes.clear();
          return op.apply(this, args as Parameters<typeof op>);
        } as typeof op;
  const llseek = nodefs.stream_ops.llseek!;
  nodefs.stream_ops.llseek = (stream, ...rest) => {
    const [offset, whence] = rest as [number, number];
    if (whence !== SEEK_END || stream.nfd === undefined) return llseek(stream, ...rest);
    let size = sizes.get(stream.nfd);
    if (size === undefined) sizes.set(stream.nfd, (size = llseek(stream, 0, SEEK_END) as number));
    else counts.hits++;
    const position = offset + size;
    // NODEFS's own answer to a position before the start (EINVAL).
    return position < 0 ? llseek(stream, ...rest) : position;
  };
  return counts;
}

// EXAM_TRACE: a new WAL segment (PostgreSQL writes it as pg_wal/xlogtemp.N, zero-filled unless
// wal_init_zero is off, then renames it): its first write to its close. Wraps the patched
// operations once, when tracing; the operations above know nothing of it.
function traceNewSegments(ops: StreamOps) {
  const segments = new Map<Stream, { at: number; bytes: number }>();
  const write = ops.write!;
  ops.write = (stream, ...rest) => {
    if (isWal(stream) && stream.node?.name?.startsWith('xlogtemp')) {
      const s = segments.get(stream) ?? { at: now(), bytes: 0 };
      s.bytes += typeof rest[2] === 'number' ? rest[2] : 0;
      segments.set(stream, s);
    }
    return write(stream, ...rest);
  };
  const close = ops.close!;
  ops.close = (stream, ...rest) => {
    const s = segments.get(stream);
    if (s) {
      segments.delete(stream);
      stall('walnew', s.at, now() - s.at, String(s.bytes));
    }
    return close(stream, ...rest);
  };
}
