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

/**
 * Ends a client without waiting for a Redis that is gone: while connected it closes after its
 * pending replies; while Redis is unreachable a graceful close would queue until Redis came back,
 * so the client is destroyed at once (what it had queued is rejected: its callers must catch).
 */
export async function closeRedis(client: Pick<RedisClient, 'isOpen' | 'isReady' | 'close' | 'destroy'>): Promise<void> {
  if (!client.isOpen) return;
  if (client.isReady) await client.close().catch(() => client.destroy());
  else client.destroy();
}
