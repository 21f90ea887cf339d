import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from './redis';

// ─── @fastify/rate-limit counters in Redis, shared by every instance ─────────────────────────
// The plugin's own Redis store needs ioredis; this is the same counter (INCR, PEXPIRE on the
// first hit, the remaining PTTL) through the node-redis client the server already has. Keys are
// `<REDIS_KEY>:rl:<route>-<key>`, so every instance counts one sign-in or code guess once.
// Redis away (issue 36, decision 172): each instance counts alone, in memory, at once: a client
// that is not ready is not asked (node-redis would queue the command until Redis came back: the
// sign-ins hung 5 s, then 500), and a command not answered within COMMAND_MS counts here too.

/** How long a counter may take in Redis before this instance counts the request itself. */
const COMMAND_MS = 250;
/** Most keys counted in memory while Redis is away (the oldest dropped first). */
const LOCAL_KEYS = 50_000;

const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
end
return { current, ttl }
`;

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** A fixed-window counter per key in this process (what each instance counts while Redis is away). */
function localCounter() {
  const windows = new Map<string, { current: number; resetAt: number }>();
  return (key: string, timeWindow: number) => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      windows.delete(key);
      w = { current: 0, resetAt: now + timeWindow };
      windows.set(key, w);
      if (windows.size > LOCAL_KEYS) windows.delete(windows.keys().next().value!);
    }
    w.current++;
    return { current: w.current, ttl: w.resetAt - now };
  };
}

/** A store class for `@fastify/rate-limit`'s `store` option, bound to one client and prefix. */
export function redisRateLimitStore(redis: RedisClient, prefix: string): FastifyRateLimitStoreCtor {
  const local = localCounter();
  class RedisRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly key = `${prefix}:rl:`,
    ) {}

    incr(id: string, cb: Callback, timeWindow: number) {
      const key = this.key + id;
      if (!redis.isReady) return cb(null, local(key, timeWindow));
      let settled = false;
      const alone = setTimeout(() => {
        settled = true;
        cb(null, local(key, timeWindow));
      }, COMMAND_MS);
      redis
        .eval(INCR, { keys: [key], arguments: [String(timeWindow)] })
        .then((r) => {
          if (settled) return;
          const [current, ttl] = r as [number, number];
          cb(null, { current, ttl });
        })
        .catch(() => {
          if (!settled) cb(null, local(key, timeWindow));
        })
        .finally(() => {
          settled = true;
          clearTimeout(alone);
        });
    }

    /** A route's counters (createRateLimit's limiters have no route: they share 'limiter-'). */
    child(routeOptions: { routeInfo?: { method?: unknown; url?: string } }) {
      const { method = 'limiter', url = '' } = routeOptions.routeInfo ?? {};
      return new RedisRateLimitStore(undefined, `${this.key}${String(method)}${url}-`);
    }
  }
  return RedisRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
