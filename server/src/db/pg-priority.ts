import type { Pool, PoolClient } from 'pg';
import { urgentScope } from './priority';

// ─── Answer saves first in PostgreSQL's pool (issue 34) ───────────────────────────────────────
// On PostgreSQL every statement first takes one of the pool's connections (PG_POOL_MAX, 10). In a
// start ramp the sign-ins, starts, lists and the takers view hold them all and the pool's own
// queue is first come, first served: the bench's trace (EXAM_TRACE, 2,000 takers) found the saves'
// p99 spent 245 ms waiting for a connection ("pg: pool wait", 213 requests in line). This hands the
// connections out itself, never more than the pool's max at once (so pg's own queue stays empty):
// a statement asked for inside `urgently` (an answer save, db/priority.ts) goes before every other
// waiting one, at most URGENT_IN_A_ROW in a row while another waits, so a stream of saves never
// starves the rest. The embedded database's worker does the same for PGlite (db/pglite/worker.ts).

export const URGENT_IN_A_ROW = 8;

type Callback = (err: Error | undefined, client?: PoolClient, done?: (err?: Error | boolean) => void) => void;

/** At most `max` holders; urgent waiters first, at most `inARow` of them while another waits. */
export function createPriorityPermits(max: number, inARow = URGENT_IN_A_ROW) {
  let held = 0;
  let urgentRun = 0;
  const urgent: (() => void)[] = [];
  const normal: (() => void)[] = [];
  const next = () => {
    const takeUrgent = urgent.length > 0 && (normal.length === 0 || urgentRun < inARow);
    const go = takeUrgent ? urgent.shift() : normal.shift();
    urgentRun = takeUrgent ? urgentRun + 1 : 0;
    return go;
  };
  return {
    /** Resolves when the caller may take a connection; call the result once to give it back. */
    acquire(isUrgent: boolean): Promise<() => void> {
      let given = false;
      const release = () => {
        if (given) return;
        given = true;
        const go = next();
        if (go) go();
        else held--;
      };
      if (held < max) {
        held++;
        return Promise.resolve(release);
      }
      return new Promise((resolve) => (isUrgent ? urgent : normal).push(() => resolve(release)));
    },
    get waiting() {
      return urgent.length + normal.length;
    },
    get held() {
      return held;
    },
  };
}

/**
 * Hands out `pool`'s connections through priority permits (the pool's `query` takes its
 * connection through `connect` too). Returns the permits (the trace reads how many wait).
 */
export function prioritisePool(pool: Pool, max: number) {
  const permits = createPriorityPermits(max);
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const take = async (): Promise<PoolClient> => {
    const release = await permits.acquire(urgentScope() !== undefined);
    let client: PoolClient;
    try {
      client = await connect();
    } catch (e) {
      release();
      throw e;
    }
    // pg-pool gives each checkout its own `release`: the permit goes back with it.
    const giveBack = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      release();
      return giveBack(err);
    };
    return client;
  };
  (pool as unknown as { connect: (cb?: Callback) => unknown }).connect = (cb?: Callback) => {
    // Urgent or not is read now, in the caller's context, before any await.
    const taken = take();
    if (!cb) return taken;
    taken.then(
      (client) => cb(undefined, client, client.release),
      (err: Error) => cb(err),
    );
    return undefined;
  };
  return permits;
}
