import type { Pool, PoolClient } from 'pg';
import { currentTrace, now, traceOn } from './trace';
import { stall } from './stall-trace';

// ─── Where a save waits on PostgreSQL (issues 17, 23; decision 130; opt-in, EXAM_TRACE=1) ──────
// On PostgreSQL every statement first takes a connection from the pool (10): a save traced by
// db/trace.ts records its first statement (`q0`), the time it waited for connections (`pw`, over
// `pn` takes) and the time from asking for a connection to the statement's end (`pq`). The main
// thread's stall file gets the pool's queue every 100 ms while someone waits (`poolq`: waiting
// count, detail the connections in use). scripts/bench/exam-trace.mjs prints both.

type Connect = (cb?: (err: Error | undefined, client?: PoolClient, done?: () => void) => void) => unknown;

/** `waiting`: how many wait for a connection (the priority permits of db/pg-priority.ts hold them, not pg's queue). */
export function tracePool(pool: Pool, waiting: () => number = () => pool.waitingCount) {
  if (!traceOn) return;
  const connect = pool.connect.bind(pool) as Connect;
  (pool as unknown as { connect: Connect }).connect = (cb) => {
    const t = currentTrace();
    if (!t) return connect(cb);
    const t0 = now();
    t.q0 ??= t0;
    const took = () => {
      t.pw = (t.pw ?? 0) + (now() - t0);
      t.pn = (t.pn ?? 0) + 1;
    };
    if (!cb)
      return (connect() as Promise<PoolClient>).then((client) => {
        took();
        return timed(client, t, t0);
      });
    return connect((err, client, done) => {
      took();
      cb(err, client && timed(client, t, t0), done);
    });
  };
  const timer = setInterval(() => {
    const n = waiting();
    if (n > 0) stall('poolq', now(), n, String(pool.totalCount - pool.idleCount));
  }, 100);
  timer.unref();
}

/** The client's next statement's end, for the save's `pq` (ms from asking for the connection). */
function timed(client: PoolClient, t: Record<string, number>, t0: number): PoolClient {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const wrapped = (...args: unknown[]) => {
    const cb = args.findIndex((a) => typeof a === 'function');
    const end = () => (t.pq = (t.pq ?? 0) + (now() - t0));
    if (cb >= 0) {
      const original = args[cb] as (...r: unknown[]) => void;
      args[cb] = (...r: unknown[]) => {
        end();
        original(...r);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) void result.then(end, end);
    return result;
  };
  // While this request holds the client: it goes back to the shared pool as it was.
  const own = client as unknown as { query?: unknown; release?: unknown };
  own.query = wrapped;
  const release = client.release.bind(client);
  own.release = (err?: Error | boolean) => {
    delete own.query;
    delete own.release;
    return release(err);
  };
  return client;
}
