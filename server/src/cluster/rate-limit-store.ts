import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from './redis';

// ─── @fastify/rate-limit counters in Redis, shared by every instance ─────────────────────────
// The plugin's own Redis store needs ioredis; this is the same counter (INCR, PEXPIRE on the
// first hit, the remaining PTTL) through the node-redis client the server already has. Keys are
// `<REDIS_KEY>:rl:<route>-<key>`, so every instance counts one sign-in or code guess once.

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

/** A store class for `@fastify/rate-limit`'s `store` option, bound to one client and prefix. */
export function redisRateLimitStore(redis: RedisClient, prefix: string): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly key = `${prefix}:rl:`,
    ) {}

    incr(id: string, cb: Callback, timeWindow: number) {
      redis
        .eval(INCR, { keys: [this.key + id], arguments: [String(timeWindow)] })
        .then((r) => {
          const [current, ttl] = r as [number, number];
          cb(null, { current, ttl });
        })
        .catch((err: Error) => cb(err));
    }

    /** A route's counters (createRateLimit's limiters have no route: they share 'limiter-'). */
    child(routeOptions: { routeInfo?: { method?: unknown; url?: string } }) {
      const { method = 'limiter', url = '' } = routeOptions.routeInfo ?? {};
      return new RedisRateLimitStore(undefined, `${this.key}${String(method)}${url}-`);
    }
  }
  return RedisRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
