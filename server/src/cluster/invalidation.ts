import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { closeRedis, type RedisClient } from './redis';

// ─── Every cache and memo emptied on every instance after a write (docs/decisions/0045-instances-that-agree-redis-pub-sub-for-invalidation-redis.md) ─────────
// A write request (auth/read-caches.ts decides which) calls `writeHappened()` once it has
// committed: this instance empties its caches and memos at once, and one message on the Redis
// channel `<REDIS_KEY>:invalidate` makes every other instance do the same (a few ms later). Who
// listens: the read caches, the guard's session memo, and the live connection's session re-check
// (a frozen account's or ended session's sockets are closed).
// Redis away (issue 36, decision 172): on PostgreSQL every instance also LISTENs on a channel of
// the database, and a write made while this instance's Redis client is not ready is announced
// there instead (NOTIFY): slower, through the database everyone already shares, but never none.

export interface Invalidation {
  /** This process's id on the channel (it ignores its own messages). */
  readonly instanceId: string;
  /** A write committed here: empty everything here and on every other instance. */
  writeHappened: () => void;
  /** `fn` runs after every write, here or on another instance. */
  onInvalidate: (fn: () => void) => void;
  close: () => Promise<void>;
}

export interface InvalidationOptions {
  /** The shared Redis; without it the invalidation is local to this process. */
  redis?: RedisClient;
  /** Prefix of the channel (several schools or test runs on one Redis). */
  key: string;
  log: (msg: string, err?: unknown) => void;
  /** The shared PostgreSQL (DATABASE_URL): the way round while Redis is away. */
  postgresUrl?: string;
}

/** Reconnect delay of the LISTEN connection after it was lost. */
const RELISTEN_MS = 1000;

export async function createInvalidation(opts: InvalidationOptions): Promise<Invalidation> {
  const instanceId = randomUUID();
  const listeners: (() => void)[] = [];
  const runListeners = () => {
    for (const fn of listeners) {
      try {
        fn();
      } catch (err) {
        opts.log('invalidation: a listener failed', err);
      }
    }
  };
  const channel = `${opts.key}:invalidate`;
  let sub: RedisClient | undefined;
  if (opts.redis) {
    sub = opts.redis.duplicate();
    sub.on('error', (err) => opts.log('redis: subscriber error', err));
    await sub.connect();
    await sub.subscribe(channel, (from) => {
      if (from !== instanceId) runListeners();
    });
  }
  let closed = false;
  // A channel name PostgreSQL takes whatever REDIS_KEY holds (an identifier of at most 63 bytes).
  const pgChannel = `school_invalidate_${createHash('sha1').update(opts.key).digest('hex').slice(0, 24)}`;
  let listener: pg.Client | undefined;
  let notifier: pg.Client | undefined;
  const listen = async () => {
    if (closed || !opts.postgresUrl) return;
    const client = new pg.Client({ connectionString: opts.postgresUrl });
    const again = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen(), RELISTEN_MS).unref();
    };
    client.on('error', (err) => {
      opts.log('invalidation: the LISTEN connection failed', err);
      again();
    });
    client.on('end', again);
    client.on('notification', (n) => {
      if (n.channel === pgChannel && n.payload !== instanceId) runListeners();
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${pgChannel}`);
    } catch (err) {
      opts.log('invalidation: LISTEN failed', err);
      again();
    }
  };
  await listen();
  const notify = () => {
    if (!opts.postgresUrl || closed) return;
    const run = async () => {
      if (!notifier) {
        const c = new pg.Client({ connectionString: opts.postgresUrl });
        c.on('error', () => {
          if (notifier === c) notifier = undefined;
        });
        notifier = c;
        await c.connect();
      }
      await notifier.query('select pg_notify($1, $2)', [pgChannel, instanceId]);
    };
    run().catch((err: unknown) => {
      notifier?.end().catch(() => {});
      notifier = undefined;
      opts.log('invalidation: NOTIFY failed', err);
    });
  };
  return {
    instanceId,
    writeHappened: () => {
      runListeners();
      if (closed) return;
      if (opts.redis?.isReady)
        opts.redis.publish(channel, instanceId).catch((err) => {
          opts.log('invalidation: publish failed', err);
          notify();
        });
      else notify();
    },
    onInvalidate: (fn) => void listeners.push(fn),
    close: async () => {
      closed = true;
      if (sub) await closeRedis(sub);
      const pgClients = [listener, notifier].filter((c): c is pg.Client => !!c);
      listener = notifier = undefined;
      await Promise.all(pgClients.map((c) => c.end().catch(() => {})));
    },
  };
}
