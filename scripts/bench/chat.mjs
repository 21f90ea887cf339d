// `npm run bench:chat`: the chat's delivery figures (issue 11).
//
// N sockets (CHAT_BENCH_SOCKETS, default 300), one person each, in pairs; every socket sends one
// message a second to its partner for CHAT_BENCH_SECONDS (default 120) through the portal's own
// live client (@school/api: outbox, client ids, acks, resends). Reported per scenario:
// delivered (unique messages that reached the partner's socket / messages sent), duplicates
// (raw repeated deliveries), shown twice (one client id stored under two _ids: must be 0), and
// the delivery latency from send to the partner's newMessage (p50, p95, p99, max).
//
// Scenarios (CHAT_BENCH_SCENARIOS=one,two, default both):
//   one  one instance on PGlite (what `npm start` runs), or on DATABASE_URL when set;
//   two  two instances on one PostgreSQL database (DATABASE_URL, default the project machine's
//        postgres://postgres@127.0.0.1:5432/test) joined by Redis (REDIS_URL, default
//        redis://127.0.0.1:6379); partners sit on different instances.
// Goal: 100 % delivered, 0 shown twice, p95 under 250 ms. Figures, not a test: nothing fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { createLiveClient } from '../../packages/api/src/live/client.ts';
import { freePort, freshDatabase, startServer, waitFor } from '../server-process.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SOCKETS = Number(process.env.CHAT_BENCH_SOCKETS ?? 300) & ~1;
const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 120);
const DRAIN_MS = 15_000;
const scenarios = (process.env.CHAT_BENCH_SCENARIOS ?? 'one,two').split(',');

const stops = [];
const cleanup = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().then(() => process.exit(1)));

const rows = [];
try {
  if (scenarios.includes('one')) rows.push(await scenario('one instance', { instances: 1, databaseUrl: process.env.DATABASE_URL }));
  if (scenarios.includes('two')) {
    const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    rows.push(
      await scenario('two instances + Redis', { instances: 2, databaseUrl, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }),
    );
  }
  console.log(`\n${SOCKETS} sockets, 1 message/s each for ${SECONDS} s (node ${process.version})\n`);
  const head = ['scenario', 'sent', 'delivered', 'dup', 'shown 2x', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'goal'];
  console.log(head.map((h, i) => (i === 0 ? h.padEnd(24) : h.padStart(10))).join(''));
  for (const r of rows) {
    const ok = r.delivered === 100 && r.shownTwice === 0 && r.p95 < 250;
    const cells = [
      r.name,
      r.sent,
      `${r.delivered.toFixed(2)} %`,
      r.duplicates,
      r.shownTwice,
      r.p50,
      r.p95,
      r.p99,
      r.max,
      ok ? 'meets' : 'BELOW',
    ];
    console.log(cells.map((c, i) => (i === 0 ? String(c).padEnd(24) : String(c).padStart(10))).join(''));
  }
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await cleanup();
}

async function scenario(name, { instances, databaseUrl, redisUrl }) {
  console.log(`── ${name}: preparing`);
  const dataDir = mkdtempSync(join(tmpdir(), 'school-chat-bench-'));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    CHAT_BENCH_USERS: String(SOCKETS),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) {
    const database = await freshDatabase(databaseUrl, 'school_bench');
    stops.push(() => database.drop());
    env.DATABASE_URL = database.url;
  }
  if (redisUrl) Object.assign(env, { REDIS_URL: redisUrl, REDIS_KEY: `school-bench-${Date.now()}` });

  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/chat-users.ts'], {
    cwd: root,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  const people = JSON.parse(seeded.stdout.toString());

  const urls = [];
  const servers = [];
  for (let i = 0; i < instances; i++) {
    const port = await freePort();
    const server = startServer(['--import', 'tsx', 'server/src/main.ts'], { cwd: root, env: { ...env, PORT: String(port) } });
    servers.push(server);
    stops.push(() => server.stop());
    urls.push(`http://127.0.0.1:${port}`);
  }
  await Promise.all(urls.map((u, i) => waitFor(`${u}/api/public-data`, servers[i])));

  // ─── Connect: socket i talks with i ^ 1; with two instances partners are on different ones.
  const sentAt = new Map(); // clientId → ms
  const latencies = [];
  const received = people.map(() => new Map()); // clientId → Set(_id)
  let deliveries = 0;
  let acked = 0;
  let failed = 0;
  const clients = people.map((p, i) => {
    const live = createLiveClient({
      url: urls[i % instances],
      getToken: () => p.token,
      ackTimeoutMs: 10_000,
      createSocket: (u, o) => io(u, { ...o, transports: ['websocket'], forceNew: true }),
    });
    live.on('newMessage', (e) => {
      if (e.chat.receiver._id !== p.id) return; // the sender's own copy
      deliveries++;
      const ids = received[i].get(e.chat.clientId) ?? new Set();
      if (!ids.size) {
        const t0 = sentAt.get(e.chat.clientId);
        if (t0 !== undefined) latencies.push(performance.now() - t0);
      }
      ids.add(e.chat._id);
      received[i].set(e.chat.clientId, ids);
    });
    live.on('messageAcked', () => acked++);
    live.on('messageFailed', ({ error }) => {
      failed++;
      if (failed < 5) console.error(`refused: ${error}`);
    });
    return live;
  });
  const connected = () => clients.filter((c) => c.state === 'connected').length;
  const started = Date.now();
  while (connected() < clients.length) {
    if (Date.now() - started > 60_000) throw new Error(`only ${connected()} of ${clients.length} sockets connected`);
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(
    `── ${name}: ${clients.length} sockets connected in ${((Date.now() - started) / 1000).toFixed(1)} s, sending for ${SECONDS} s`,
  );

  // ─── Send: one message a second per socket, phases spread over the second.
  let sent = 0;
  const timers = clients.map((live, i) => {
    const partner = people[i ^ 1];
    const tick = () => {
      const pending = live.sendMessage({ senderId: people[i].id, receiverId: partner.id, message: `bench ${i} ${sent}` });
      sentAt.set(pending.clientId, performance.now());
      sent++;
    };
    let interval;
    const phase = setTimeout(() => {
      tick();
      interval = setInterval(tick, 1000);
    }, Math.random() * 1000);
    return () => {
      clearTimeout(phase);
      clearInterval(interval);
    };
  });
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  for (const stop of timers) stop();

  // ─── Drain: wait for every message to be acked and delivered (or the drain time).
  const deliveredCount = () => received.reduce((n, m) => n + m.size, 0);
  const drainStart = Date.now();
  while ((acked + failed < sent || deliveredCount() < sent) && Date.now() - drainStart < DRAIN_MS)
    await new Promise((r) => setTimeout(r, 200));
  for (const c of clients) c.close();
  await cleanup();

  const unique = deliveredCount();
  const shownTwice = received.reduce((n, m) => n + [...m.values()].filter((ids) => ids.size > 1).length, 0);
  latencies.sort((a, b) => a - b);
  const pct = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  return {
    name,
    sent,
    delivered: (unique / sent) * 100,
    duplicates: deliveries - unique,
    shownTwice,
    acked,
    failed,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    max: Math.round(latencies[latencies.length - 1] ?? NaN),
  };
}
