import type { Server as HttpServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { closeRedis, type RedisClient } from '../../../cluster/redis';

// ─── The live connection (socket.io on the app's own HTTP server, path /socket.io) ───────────
// One hub per app (tests build many apps in one process, so nothing is global). Every person's
// sockets join `user:<_id>` and `session:<sid>`; emitting to those rooms reaches every tab of the
// person on every instance once the Redis adapter is in place (REDIS_URL). The chat handlers
// (./chat.ts) and the push sweeps use it; routes reach it through `ctx.live`.

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sid: string) => `session:${sid}`;
const USER_PREFIX = 'user:';

export interface LiveHub {
  readonly io: Server;
  /** Emits an event to every socket of these people, on every instance. */
  toUsers: (userIds: readonly string[], event: string, payload: unknown) => void;
  /** Emits an event to everyone connected, on every instance (presence). */
  broadcast: (event: string, payload: unknown) => void;
  /** Disconnects every socket of a session, on every instance (logout). */
  endSession: (sid: string) => void;
  /** The `_id`s of everyone connected now, on every instance. */
  onlineUserIds: () => Promise<Set<string>>;
  /** Is this person connected anywhere? */
  isOnline: (userId: string) => Promise<boolean>;
  /** Disconnects the sockets and the Redis clients; the HTTP server is Fastify's to close. */
  close: () => Promise<void>;
}

export interface LiveHubOptions {
  /** Redis for the adapter; without it the hub is local to this process. */
  redisUrl?: string;
  /** Prefix of the adapter's Redis channels (tests use their own). @default 'socket.io' */
  redisKey?: string;
  /** Starts every engine.io session id (`<tag>.<random>`): a balancer routes a session by it. */
  instanceTag?: string;
  /** Other origins allowed to connect (same-origin needs none). */
  corsOrigins: string[];
  log: (msg: string, err?: unknown) => void;
}

/** How long a dropped connection may come back and get what it missed (in-memory adapter only). */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

export async function createLiveHub(server: HttpServer, opts: LiveHubOptions): Promise<LiveHub> {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: opts.corsOrigins.length ? { origin: opts.corsOrigins, credentials: true } : undefined,
    // Missed packets are replayed to a socket that reconnects within the window (the auth
    // middleware runs again). The Redis adapter cannot do this: clients then resync over HTTP.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    maxHttpBufferSize: 64 * 1024,
  });

  if (opts.instanceTag) {
    const tag = opts.instanceTag;
    io.engine.generateId = () => `${tag}.${randomBytes(15).toString('base64url')}`;
  }

  // Once closing, nothing more is sent: the Redis clients are going away.
  let closed = false;
  const redis: RedisClient[] = [];
  if (opts.redisUrl) {
    const pub = createClient({ url: opts.redisUrl });
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (err) => opts.log('redis adapter: connection error', err));
    // The adapter drops the promises of its (un)subscribes and of its broadcasts' publishes: with
    // Redis unreachable they are rejected (a subscribe pending when the connection drops, the
    // unsubscribes of its close once the client is destroyed, a chat message emitted while the
    // instance shuts down after the client closed), which were unhandled rejections and made a
    // SIGTERM exit with 1. The client subscribes again by itself when it reconnects; an
    // unsubscribe or a publish that fails while closing has nothing left to do.
    const dropped = [
      [sub, ['subscribe', 'pSubscribe', 'sSubscribe', 'unsubscribe', 'pUnsubscribe', 'sUnsubscribe']],
      [pub, ['publish', 'sPublish']],
    ] as const;
    for (const [client, name] of dropped.flatMap(([c, names]) => names.map((n) => [c, n] as const))) {
      const command = (client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name].bind(client);
      (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        const reply = command(...args);
        reply.catch((err: unknown) => {
          if (!closed) opts.log(`redis adapter: ${name} failed`, err);
        });
        return reply;
      };
    }
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: opts.redisKey ?? 'socket.io', requestsTimeout: 3000 }));
    redis.push(pub, sub);
    // Redis back after an outage (issue 36, decision 172): what other instances emitted meanwhile
    // never came here. Every socket of this instance has its transport closed, as at a shutdown:
    // the client reconnects at once and, not recovered, resyncs (reads its conversations again),
    // so a message stored while Redis was away reaches its reader now.
    let lost = false;
    sub.on('reconnecting', () => void (lost = true));
    sub.on('ready', () => {
      if (!lost || closed) return;
      lost = false;
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    });
  }

  // While Redis is away the other instances cannot be asked (each question would wait for its
  // 3 s timeout, then fail): who is connected here is the answer until it is back.
  const shared = () => redis.length > 0 && redis.every((c) => c.isReady);
  const onlineUserIds = async () => {
    const adapter = io.of('/').adapter as unknown as { allRooms?: () => Promise<Set<string>>; rooms: Map<string, Set<string>> };
    const local = () => new Set(adapter.rooms.keys());
    const rooms = typeof adapter.allRooms === 'function' && shared() ? await adapter.allRooms().catch(local) : local();
    const ids = new Set<string>();
    for (const room of rooms) if (room.startsWith(USER_PREFIX)) ids.add(room.slice(USER_PREFIX.length));
    return ids;
  };

  return {
    io,
    toUsers: (userIds, event, payload) => {
      if (!closed && userIds.length) io.to(userIds.map(userRoom)).emit(event, payload);
    },
    broadcast: (event, payload) => {
      if (!closed) io.emit(event, payload);
    },
    endSession: (sid) => {
      if (!closed) io.in(sessionRoom(sid)).disconnectSockets(true);
    },
    onlineUserIds: async () => (closed ? new Set() : onlineUserIds()),
    isOnline: async (userId) => !closed && (await (shared() ? io : io.local).in(userRoom(userId)).fetchSockets()).length > 0,
    close: async () => {
      closed = true;
      // The transports are closed, not the sockets: a client sees 'transport close' and
      // reconnects at once (through a balancer, to another instance), where a server-side
      // disconnect would tell it to stay away.
      io.engine.close();
      // The adapter first (it unsubscribes and stops answering the other instances), then Redis.
      await Promise.resolve(io.of('/').adapter.close()).catch(() => {});
      // A request of another instance already being answered publishes once more: let it.
      if (redis.some((c) => c.isReady)) await new Promise((r) => setTimeout(r, 100));
      await Promise.all(redis.map((c) => closeRedis(c)));
    },
  };
}
