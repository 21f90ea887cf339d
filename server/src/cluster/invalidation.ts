import { randomUUID } from 'node:crypto';
import { closeRedis, type RedisClient } from './redis';

// ─── Every cache and memo emptied on every instance after a write (docs/decisions/0045-instances-that-agree-redis-pub-sub-for-invalidation-redis.md) ─────────
// A write request (http/read-caches.ts decides which) calls `writeHappened()` once it has
// committed: this instance empties its caches and memos at once, and one message on the Redis
// channel `<REDIS_KEY>:invalidate` makes every other instance do the same (a few ms later). Who
// listens: the read caches, the guard's session memo, and the live connection's session re-check
// (a frozen account's or ended session's sockets are closed).

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
}

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
  return {
    instanceId,
    writeHappened: () => {
      runListeners();
      if (opts.redis && !closed) opts.redis.publish(channel, instanceId).catch((err) => opts.log('invalidation: publish failed', err));
    },
    onInvalidate: (fn) => void listeners.push(fn),
    close: async () => {
      closed = true;
      if (sub) await closeRedis(sub);
    },
  };
}
