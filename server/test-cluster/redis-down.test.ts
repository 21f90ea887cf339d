import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import pg from 'pg';
import { createClient } from 'redis';
import type { ChatMessage, LiveAck } from '@school/api/schemas';
import { freshDatabase, startCluster, type Cluster } from '../../scripts/cluster/cluster.mjs';

// ─── Two instances whose Redis stops (issue 36, decision 172) ────────────────────────────────
// Redis is needed for agreement, not for life. The test starts a Redis of its own on a free port
// (never the project's shared one on 6379), the cluster on it, then stops it: every instance stays
// ready, sign-in, the exam code check and start and the newsletter answer at once, limits are
// counted per instance, a logout reaches the other instance through PostgreSQL, and a chat message
// stored meanwhile reaches its reader once Redis is back.

const PASSWORD = 'Passw0rd!';
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** What "at once" means on a busy 2-core machine: far below the 5 s a queued Redis command hung. */
const QUICK_MS = 2500;

let cluster: Cluster;
let db: { url: string; drop: () => Promise<void> };
let dataDir: string;
let sql: pg.Client;
let redisPort: number;
let redis: ChildProcess | undefined;
const sockets: Socket[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Starts this test's own Redis (no persistence) and waits until it answers. */
async function startRedis() {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = createClient({ url: `redis://127.0.0.1:${redisPort}`, socket: { reconnectStrategy: 100 } });
  probe.on('error', () => {});
  await probe.connect();
  await vi.waitFor(async () => expect(await probe.ping()).toBe('PONG'), { timeout: 10_000 });
  await probe.close();
}
async function stopRedis() {
  const child = redis;
  redis = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  db = await freshDatabase(pgUrl, 'school_cluster_redis');
  dataDir = await mkdtemp(path.join(tmpdir(), 'school-cluster-redis-'));
  cluster = await startCluster({
    databaseUrl: db.url,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    redisKey: `school-redis-down-${randomUUID()}`,
    dataDir,
    env: { LOG_LEVEL: 'fatal', LOGIN_RATE_LIMIT: '3' },
  });
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await sql?.end();
  await cluster?.stop();
  await stopRedis();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const base = (i: number) => cluster.instances[i].url;

async function call(url: string, method: string, pathname: string, opts: { token?: string; json?: unknown } = {}) {
  const t0 = Date.now();
  const res = await fetch(`${url}/api/${pathname}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.json !== undefined ? JSON.stringify(opts.json) : undefined,
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {}
  return { status: res.status, body, ms: Date.now() - t0 };
}

async function signIn(url: string, ID: string) {
  const res = await call(url, 'POST', 'login', { json: { ID, password: PASSWORD } });
  expect(res.status).toBe(200);
  const b = res.body as unknown as { token: string; user: { _id: string } };
  return { token: b.token, id: b.user._id };
}

async function connect(url: string, token: string) {
  const socket = io(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Both instances answer Redis again (after a restart of it in an earlier test). */
const redisBack = async () => {
  for (const i of [0, 1])
    await expect.poll(async () => (await call(base(i), 'GET', 'ready')).body.checks, { timeout: 15_000 }).toMatchObject({ redis: 'ok' });
};

describe('two instances while their Redis is stopped', () => {
  it('stay ready and keep signing in, checking exam codes, starting and subscribing at once; limits count per instance', async () => {
    const st = await signIn(base(0), 'ST-0001');
    const [exam] = (await sql.query<{ exam_id: string }>(`select exam_id from exam_codes where code = 'Fr7a#3'`)).rows;
    await stopRedis();
    for (const i of [0, 1])
      await expect
        .poll(async () => (await call(base(i), 'GET', 'ready')).body, { timeout: 15_000 })
        .toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'degraded' } });
    for (const i of [0, 1]) expect((await call(base(i), 'GET', 'ready')).status).toBe(200);

    for (const i of [0, 1]) {
      const login = await call(base(i), 'POST', 'login', { json: { ID: 'AD-0001', password: PASSWORD } });
      expect([login.status, login.ms < QUICK_MS]).toEqual([200, true]);
      const sub = await call(base(i), 'POST', 'subscribe', { json: { email: `redis-down-${i}-${randomUUID()}@example.et` } });
      expect([sub.status, sub.ms < QUICK_MS]).toEqual([201, true]);
      // The seeded exam next week: its code is checked and its start refused (not open yet), at once.
      const code = await call(base(i), 'POST', 'compareexamcode', {
        token: st.token,
        json: { exam_id: exam.exam_id, exam_code: 'Fr7a#3' },
      });
      expect(code.status).toBeLessThan(500);
      expect(code.ms).toBeLessThan(QUICK_MS);
      const start = await call(base(i), 'POST', 'start_exam', {
        token: st.token,
        json: { exam_id: exam.exam_id, exam_code: 'Fr7a#3', start_time: Date.now() },
      });
      expect(start.status).toBeLessThan(500);
      expect(start.ms).toBeLessThan(QUICK_MS);
    }
    // Each instance counts its own sign-in attempts (LOGIN_RATE_LIMIT=3), at once.
    for (const i of [0, 1]) {
      const wrong = () => call(base(i), 'POST', 'login', { json: { ID: 'TE-0005', password: 'wrong-password' } });
      for (let n = 0; n < 3; n++) expect((await wrong()).status).toBe(401);
      const refused = await wrong();
      expect([refused.status, refused.ms < QUICK_MS]).toEqual([429, true]);
    }
    await startRedis();
  });

  it('a logout on one instance reaches the other through PostgreSQL while Redis is away, and closes its socket', async () => {
    await redisBack();
    const te = await signIn(base(0), 'TE-0003');
    // The other instance remembers the checked session (its memo lives 10 s)...
    expect((await call(base(1), 'GET', `users/${te.id}`, { token: te.token })).status).toBe(200);
    const socket = await connect(base(1), te.token);
    const gone = new Promise<string>((r) => socket.once('disconnect', r));
    await stopRedis();
    await expect
      .poll(async () => (await call(base(0), 'GET', 'ready')).body.checks, { timeout: 15_000 })
      .toMatchObject({ redis: 'degraded' });
    await expect
      .poll(async () => (await call(base(1), 'GET', 'ready')).body.checks, { timeout: 15_000 })
      .toMatchObject({ redis: 'degraded' });
    const t0 = Date.now();
    expect((await call(base(0), 'POST', 'logout', { token: te.token })).status).toBe(200);
    await expect
      .poll(async () => (await call(base(1), 'GET', `users/${te.id}`, { token: te.token })).status, { interval: 100, timeout: 5000 })
      .toBe(401);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(await gone).toBe('io server disconnect');
    await startRedis();
  });

  it('a chat message stored while Redis is away reaches its reader on another instance once Redis is back', async () => {
    await redisBack();
    const st = await signIn(base(0), 'ST-0001');
    const te = await signIn(base(1), 'TE-0001');
    const sender = await connect(base(0), st.token);
    const reader = await connect(base(1), te.token);
    await stopRedis();
    await expect
      .poll(async () => (await call(base(1), 'GET', 'ready')).body.checks, { timeout: 15_000 })
      .toMatchObject({ redis: 'degraded' });
    const text = `while Redis was away ${randomUUID()}`;
    const ack = (await sender.timeout(5000).emitWithAck('sendMessage', {
      senderId: st.id,
      receiverId: te.id,
      message: text,
      clientId: `c-${randomUUID()}`,
    })) as LiveAck<ChatMessage>;
    expect(ack.ok).toBe(true);
    // The reader's next read holds it already...
    const history = async () =>
      ((await call(base(1), 'GET', `chat/user/${te.id}/${st.id}/0/20`, { token: te.token })).body.chat as unknown as ChatMessage[]).map(
        (m) => m.message,
      );
    expect(await history()).toContain(text);
    // ... and once Redis is back the reader's instance makes its sockets reconnect (the portal's live
    // client then reads its conversations again: 'resync'), so it is not left unseen.
    const reconnected = new Promise<void>((r) => reader.once('connect', () => r()));
    const dropped = new Promise<string>((r) => reader.once('disconnect', r));
    await startRedis();
    expect(await dropped).toBe('transport close');
    await reconnected;
    expect(reader.recovered).toBe(false);
    expect((await history()).filter((m) => m === text)).toHaveLength(1);
  });
});
