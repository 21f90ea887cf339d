import nodeFs from 'node:fs';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { setDrizzleParsers } from './client';
import { cachedQuery } from './statements';
import { cacheFileSizes, durableStartParams, makeDurable, type Durability } from './durability';
import type { FromWorker, Reply, StartData, ToWorker, ToWorkerBatch, WireError } from './worker-protocol';
import { clock, labelled, now, stampEach, times, traceNote } from '../trace';
import { installStallTrace, measure } from '../stall-trace';
import { settings } from '../../config';

// ─── The embedded database's own thread (issue 23) ───────────────────────────────────────────
// This worker owns the PGlite instance, its data directory's files and the WAL flush
// (db/pglite/durability.ts); the main thread (db/pglite/worker-client.ts) keeps HTTP, policies and
// JSON and sends it statements. PGlite runs one statement at a time: statements that arrive
// together queue in its own mutexes, and a transaction holds its mutex until the main thread
// says how it ends, so statements outside it wait, as they would in-process.

const port = parentPort!;
const start = workerData as StartData;
const writeStalls = installStallTrace('worker');
let durability: Durability | null = null;

const stats = (): FromWorker['s'] =>
  durability ? [durability.stats.walSyncRequests, durability.stats.walFlushes, durability.stats.otherSyncs, durability.covered] : null;

/** A PostgreSQL error as plain fields (its class does not cross the thread boundary). */
function wireError(err: unknown): WireError {
  const e = (err ?? {}) as Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e)) if (typeof v === 'string' || typeof v === 'number') fields[k] = v;
  return {
    name: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? e.message : String(err),
    stack: typeof e.stack === 'string' ? e.stack : undefined,
    fields,
  };
}

// Answers of one turn of the event loop leave together (at most BATCH per message).
const BATCH = 64;
let outbox: Reply[] = [];
let transfers: ArrayBuffer[] = [];
let scheduled = false;
function flushOutbox() {
  scheduled = false;
  if (!outbox.length) return;
  const b = outbox;
  const t = transfers;
  outbox = [];
  transfers = [];
  stampEach(b); // EXAM_TRACE: the answers' posting time
  postCounted(b, t);
}
// Whether the main thread last heard of WAL syncs not yet flushed: it may be waiting for them.
let toldUncovered = false;
function postCounted(b: Reply[], t: ArrayBuffer[] = []) {
  const s = stats();
  toldUncovered = s !== null && s[3] < s[0];
  port.postMessage({ b, s } satisfies FromWorker, t);
}
// Answers of urgent statements waiting for the flush that covers them (`w`, their WAL sync count).
let durableLater: { w: number; r: Reply }[] = [];
/** A WAL flush ended (or failed): the answers it covers leave, and the main thread hears of it. */
function flushEnded() {
  const d = durability;
  if (d && durableLater.length) {
    const done = d.failed ? durableLater : durableLater.filter((x) => x.w <= d.covered);
    if (done.length) durableLater = d.failed ? [] : durableLater.filter((x) => x.w > d.covered);
    const f = d.lastFlush;
    for (const x of done) {
      // EXAM_TRACE: the covering flush's start, end and fdatasync ms after the statement's times.
      if (x.r.t && f) x.r.t.push(f.start, f.end, f.syncMs);
      send(x.r);
    }
  }
  if (outbox.length) flushOutbox();
  else if (toldUncovered) postCounted([]);
}
/** An urgent statement's answer: with its WAL sync count, and once a flush covers that. */
function replyDurable(id: number, r: unknown, t: number[] | undefined, before: number) {
  const d = durability;
  if (!d) return reply(id, r, [], t);
  const w = d.stats.walSyncRequests;
  const answer: Reply = t ? { id, ok: true, r, t, w } : { id, ok: true, r, w };
  // A read (no WAL sync of its own) is answered at once; its `w` still tells what it may have seen.
  if (d.covered >= w || d.failed || w === before) return send(answer);
  durableLater.push({ w, r: answer });
  // The flush has started already (eager) or starts now; its end sends the answer (flushEnded).
  d.flushed(w).catch(() => {});
}
function send(r: Reply, transfer: ArrayBuffer[] = []) {
  outbox.push(r);
  transfers.push(...transfer);
  if (outbox.length >= BATCH) flushOutbox();
  else if (!scheduled) {
    scheduled = true;
    setImmediate(flushOutbox);
  }
}
const reply = (id: number, r: unknown, transfer: ArrayBuffer[] = [], t?: number[]) =>
  send(t ? { id, ok: true, r, t } : { id, ok: true, r }, transfer);
const fail = (id: number, err: unknown) => send({ id, ok: false, e: wireError(err) });

/** Ends a transaction: the main thread's function returned (commit) or threw (rollback). */
const ROLLBACK = Symbol('rollback');
interface OpenTx {
  tx?: Transaction;
  /** Statements sent before PGlite handed over the transaction (none: the main thread waits for 'begin'). */
  end: (commit: boolean, replyId: number) => void;
}
const txs = new Map<number, OpenTx>();

// The WAL flush runs on a thread of its own. Node's shared thread pool (fs.fdatasync) also runs
// the sign-ins' argon2 checks: during a start ramp a flush queued behind them for as long as
// they took, and every save waiting for it with it.
const FLUSHER = `const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
parentPort.on('message', ({ id, fd }) => {
  let err = null;
  const t0 = performance.now();
  try { fs.fdatasyncSync(fd); } catch (e) { err = { message: e.message, code: e.code }; }
  parentPort.postMessage({ id, err, ms: performance.now() - t0 });
});`;
let flusher: Worker | null = null;
function flusherFs(): Pick<typeof nodeFs, 'fdatasync' | 'fdatasyncSync' | 'fsyncSync'> {
  const thread = new Worker(FLUSHER, { eval: true, name: 'pglite-flush' });
  thread.unref();
  flusher = thread;
  const waiting = new Map<number, (err: NodeJS.ErrnoException | null, ms?: number) => void>();
  let next = 1;
  thread.on('message', ({ id, err, ms }: { id: number; err: { message: string; code?: string } | null; ms: number }) => {
    const cb = waiting.get(id);
    waiting.delete(id);
    cb?.(err ? Object.assign(new Error(err.message), { code: err.code }) : null, ms);
  });
  thread.on('error', (e) => {
    for (const cb of waiting.values()) cb(Object.assign(e, { code: 'EIO' }));
    waiting.clear();
  });
  const fdatasync = (fd: number, cb: (err: NodeJS.ErrnoException | null, ms?: number) => void) => {
    const id = next++;
    waiting.set(id, cb);
    thread.postMessage({ id, fd });
  };
  return { fdatasync: fdatasync as typeof nodeFs.fdatasync, fdatasyncSync: nodeFs.fdatasyncSync, fsyncSync: nodeFs.fsyncSync };
}

async function open(): Promise<PGlite> {
  const client = start.dataDir
    ? new PGlite(start.dataDir, {
        startParams: durableStartParams((PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams),
      })
    : new PGlite(start.dump ? { loadDataDir: new Blob([start.dump]) } : {});
  await client.waitReady;
  const opened = performance.now();
  if (start.dataDir) {
    cacheFileSizes(client);
    // Eager: a WAL flush starts as soon as a commit asks for it and the previous one ended
    // (PGLITE_EAGER_FLUSH=0: only when an answer waits for it, as before).
    durability = makeDurable(client, settings().PGLITE_FLUSH_THREAD ? flusherFs() : nodeFs, {
      eager: settings().PGLITE_EAGER_FLUSH,
      onFlushed: flushEnded,
    });
    // What the start wrote (recovery, a first initdb) is synced through the patched file system.
    await client.query('CHECKPOINT');
  }
  traceNote(
    () =>
      `database worker (EXAM_TRACE): PGlite open (WAL recovery included) ${Math.round(opened)} ms after the worker started, opening CHECKPOINT ${Math.round(performance.now() - opened)} ms`,
  );
  setDrizzleParsers(client);
  return client;
}

// ─── The worker's own queue: single statements before the next transaction ──────────────────
// PGlite takes statements and transactions in arrival order (one mutex), and a transaction keeps
// it from its BEGIN until the main thread says how it ends, a round trip per statement. The worker
// therefore hands PGlite one unit at a time itself: a statement outside a transaction (a save, a
// read) goes before a transaction that is still waiting to begin; at most SINGLES_BEFORE_TX of them
// while one waits, so a transaction is never starved. An open transaction runs to its end.
const SINGLES_BEFORE_TX = 32;
// Urgent statements (db/priority.ts: the exam answer save) go before the other singles, at most
// URGENT_AHEAD in a row while another single waits.
const URGENT_AHEAD = 8;
const urgent: (() => Promise<unknown>)[] = [];
let urgentInARow = 0;
const singles: (() => Promise<unknown>)[] = [];
const begins: (() => Promise<unknown>)[] = [];
let unitRunning = false;
let singlesWhileTxWaits = 0;
// Units chain through promises (microtasks): without a yield, a queue of hundreds of statements
// kept the worker's event loop from its macrotasks until it was empty: the answers waiting in the
// outbox, the flush thread's "done", the main thread's new requests (EXAM_TRACE: tens to hundreds of
// ms in the save tail). After SLICE_MS of statements the worker yields once (PGLITE_SLICE_MS=0:
// never, as before).
const SLICE_MS = settings().PGLITE_SLICE_MS;
let sliceStart = performance.now();
const resume = () => {
  sliceStart = performance.now();
  pump();
};
function pump() {
  if (unitRunning) return;
  let next: (() => Promise<unknown>) | undefined;
  if (begins.length && (singlesWhileTxWaits >= SINGLES_BEFORE_TX || (!singles.length && !urgent.length))) {
    next = begins.shift();
    singlesWhileTxWaits = 0;
  } else {
    if (urgent.length && (urgentInARow < URGENT_AHEAD || !singles.length)) {
      next = urgent.shift();
      urgentInARow++;
    } else {
      next = singles.shift();
      urgentInARow = 0;
    }
    if (next && begins.length) singlesWhileTxWaits++;
  }
  if (!next) return;
  unitRunning = true;
  // EXAM_TRACE: a statement (or a whole transaction) that held PGlite 20 ms or more.
  const end = measure('unit', 20);
  const done = () => {
    unitRunning = false;
    end((next as { label?: string }).label);
    if (SLICE_MS > 0 && performance.now() - sliceStart >= SLICE_MS) setImmediate(resume);
    else pump();
  };
  next().then(done, done);
}
const enqueue = (lane: (() => Promise<unknown>)[], unit: () => Promise<unknown>) => {
  lane.push(unit);
  pump();
};

function serve(pg: PGlite) {
  port.on('message', ({ b }: ToWorkerBatch) => {
    for (const m of b) handle(m);
  });
  const handle = (m: ToWorker) => {
    const recv = clock();
    switch (m.op) {
      case 'query': {
        const target = m.tx === undefined ? pg : txs.get(m.tx)?.tx;
        if (!target) return fail(m.id, new Error('Transaction is closed'));
        const run = () => {
          const t = times(recv);
          const before = durability?.stats.walSyncRequests ?? 0;
          // A read outside a transaction: a statement parsed and planned once (db/pglite/statements.ts).
          const ran =
            m.tx === undefined
              ? cachedQuery(pg, m.sql, m.params, m.rowMode)
              : target.query(m.sql, m.params, m.rowMode ? { rowMode: m.rowMode } : undefined);
          return ran.then(
            // drizzle maps array rows with its own field list: the fields go only with object rows.
            (res) => {
              t?.push(now());
              const r = { rows: res.rows, fields: m.rowMode === 'array' ? [] : res.fields, affectedRows: res.affectedRows };
              if (m.u) replyDurable(m.id, r, t, before);
              else reply(m.id, r, [], t);
            },
            (err: unknown) => fail(m.id, err),
          );
        };
        // A statement of an open transaction runs at once (the transaction holds PGlite).
        if (m.tx === undefined) enqueue(m.u ? urgent : singles, labelled(run, m.sql));
        else void run();
        return;
      }
      case 'begin': {
        let endReply = -1;
        let settle!: (commit: boolean) => void;
        const ended = new Promise<boolean>((resolve) => (settle = resolve));
        const open: OpenTx = {
          end: (commit, replyId) => {
            endReply = replyId;
            settle(commit);
          },
        };
        txs.set(m.id, open);
        enqueue(begins, () =>
          pg
            .transaction(async (tx) => {
              open.tx = tx;
              reply(m.id, m.id);
              if (!(await ended)) throw ROLLBACK;
            })
            .then(
              () => reply(endReply, null),
              (err: unknown) => {
                if (endReply < 0)
                  fail(m.id, err); // BEGIN itself failed
                else if (err === ROLLBACK) reply(endReply, null);
                else fail(endReply, err); // COMMIT refused (an aborted transaction, a deferred constraint)
              },
            )
            .finally(() => txs.delete(m.id)),
        );
        return;
      }
      case 'end': {
        const open = txs.get(m.tx);
        if (!open) return fail(m.id, new Error('Transaction is closed'));
        open.end(m.commit, m.id);
        return;
      }
      case 'flush': {
        const d = durability;
        if (!d) return reply(m.id, null);
        d.flushed(m.target).then(
          () => {
            const f = d.lastFlush;
            reply(m.id, null, [], f && times(recv, f.start, f.end, f.syncMs));
          },
          (err: unknown) => fail(m.id, err),
        );
        return;
      }
      case 'dump': {
        pg.dumpDataDir(m.compression)
          .then((blob) => blob.arrayBuffer())
          .then(
            (buf) => reply(m.id, buf, [buf]),
            (err: unknown) => fail(m.id, err),
          );
        return;
      }
      case 'close': {
        (pg.closed ? Promise.resolve() : pg.close()).then(
          async () => {
            await flusher?.terminate();
            writeStalls?.();
            reply(m.id, null);
            flushOutbox();
            port.close();
          },
          (err: unknown) => fail(m.id, err),
        );
        return;
      }
    }
  };
}

open().then(
  (pg) => {
    serve(pg);
    reply(0, 'ready');
  },
  (err: unknown) => fail(0, err),
);
