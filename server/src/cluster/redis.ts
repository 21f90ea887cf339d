import { createClient } from 'redis';

// ─── The instances' shared Redis (REDIS_URL) ─────────────────────────────────────────────────
// Several instances agree through one Redis: the invalidation channel (./invalidation.ts) and the
// rate-limit counters (./rate-limit-store.ts). socket.io's adapter keeps its own two clients
// (modules/communication/live/hub.ts). Without REDIS_URL an instance is alone and keeps all of
// this in memory.

const connectOne = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof connectOne>;

/** Connects one client (commands); `duplicate()` it for a subscriber. */
export async function connectRedis(url: string, log: (msg: string, err?: unknown) => void): Promise<RedisClient> {
  const client = connectOne(url);
  client.on('error', (err) => log('redis: connection error', err));
  await client.connect();
  return client;
}
