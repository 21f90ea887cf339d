// `npm run bench:signin`: a person's sign-in while 200 addresses flood wrong passwords (issue 36,
// decision 171).
//
// Each scenario: a baseline (SIGNIN_BASELINE_S, default 10 s, no flood), then the flood
// (SIGNIN_FLOOD_S, default 30 s): SIGNIN_FLOOD_ADDRESSES (200) client addresses, each sending wrong
// passwords for unknown and real IDs one at a time, up to SIGNIN_FLOOD_RATE a second each (5; 0 = as
// fast as answered), ignoring every Retry-After. Meanwhile a legitimate person signs in once a
// second, each time another account from another address, as the portal's client does: a 503 is
// tried again after its Retry-After, and the time counted runs from the first send to the answer.
// Goal: the legitimate sign-ins' p95 <= 1 s during the flood, every one of them signed in.
//
// The addresses are the loopback's (127.0.0.0/8 is all local on Linux): a request bound to
// 127.1.0.7 is, to the server or to nginx, a client at 127.1.0.7.
//
// Scenarios (SIGNIN_BENCH_SCENARIOS=one,cluster, default both):
//   one      one server (what `npm start` runs: PGlite in a temp DATA_DIR, the demo school);
//   cluster  two instances behind nginx on PostgreSQL and Redis (scripts/cluster; needs nginx,
//            DATABASE_URL default postgres://postgres@127.0.0.1:5432/test, REDIS_URL default
//            redis://127.0.0.1:6379, a Redis key of its own).
// Prints each scenario's figures, the machine's load average and PASS or FAIL; exits 1 on a FAIL.
import { Agent, request } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { freePort, freshDatabase, startServer, waitFor } from '../server-process.mjs';
import { SERVER_NODE_FLAGS } from '../server-flags.mjs';
import { startCluster } from '../cluster/cluster.mjs';
import { NGINX } from '../cluster/nginx.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BASELINE_S = Number(process.env.SIGNIN_BASELINE_S ?? 10);
const FLOOD_S = Number(process.env.SIGNIN_FLOOD_S ?? 30);
const ADDRESSES = Number(process.env.SIGNIN_FLOOD_ADDRESSES ?? 200);
const RATE = Number(process.env.SIGNIN_FLOOD_RATE ?? 5);
const GOAL_P95_MS = 1000;
const PASSWORD = 'Passw0rd!';
const scenarios = (process.env.SIGNIN_BENCH_SCENARIOS ?? 'one,cluster').split(',').map((s) => s.trim());
// The demo school's enrolled students (server/src/seed/people.ts): ST-0001, ST-0003…ST-0061.
const LEGIT_IDS = Array.from({ length: 59 }, (_, i) => `ST-${String(i + 3).padStart(4, '0')}`);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const agents = new Map();
const agentFor = (address) => {
  let a = agents.get(address);
  if (!a) agents.set(address, (a = new Agent({ keepAlive: true, localAddress: address, maxSockets: 2 })));
  return a;
};

/** POST /api/login from `address`; resolves with the status and Retry-After (0 on a network error). */
function signIn(port, address, ID, password) {
  const body = JSON.stringify({ ID, password });
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/login',
        method: 'POST',
        agent: agentFor(address),
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 0) }));
      },
    );
    req.on('error', () => resolve({ status: 0, retryAfter: 0 }));
    req.end(body);
  });
}

/** One legitimate sign-in as the portal's client makes it: a 503 tried again after its Retry-After. */
async function personSignsIn(port, address, ID) {
  const t0 = performance.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const r = await signIn(port, address, ID, PASSWORD);
    if (r.status !== 503) return { ms: performance.now() - t0, status: r.status };
    await sleep(Math.min(5, r.retryAfter || 1) * 1000);
  }
  return { ms: performance.now() - t0, status: 503 };
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const fmt = (ms) => (Number.isNaN(ms) ? '-' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

/** A person a second for `seconds`, each another account from another address. */
async function people(port, seconds, offset) {
  const runs = [];
  for (let i = 0; i < seconds; i++) {
    const n = offset + i;
    runs.push(personSignsIn(port, `127.2.${Math.floor(n / 250)}.${(n % 250) + 1}`, LEGIT_IDS[n % LEGIT_IDS.length]));
    await sleep(1000);
  }
  const results = await Promise.all(runs);
  // SIGNIN_BENCH_VERBOSE=1: each person's time, in the order they came.
  if (process.env.SIGNIN_BENCH_VERBOSE === '1')
    console.log(`   ${results.map((r) => `${fmt(r.ms)}${r.status === 200 ? '' : ` [${r.status}]`}`).join(' · ')}`);
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.filter((r) => r.status !== 200).map((r) => r.status || 'error');
  return {
    n: results.length,
    failed: failed.length,
    why: failed.length ? ` (${failed.join(', ')})` : '',
    p50: pct(ms, 50),
    p95: pct(ms, 95),
    max: ms.at(-1),
  };
}

/** ADDRESSES flooding addresses until `stop.now`; counts the answers by status. */
function flood(port, stop) {
  const statuses = new Map();
  const one = async (k) => {
    const address = `127.1.${Math.floor(k / 250)}.${(k % 250) + 1}`;
    let next = performance.now();
    while (!stop.now) {
      // Unknown IDs mostly (the same hash as a real one), now and then a real account's.
      const ID =
        Math.random() < 0.1 ? LEGIT_IDS[Math.floor(Math.random() * LEGIT_IDS.length)] : `ST-${1000 + Math.floor(Math.random() * 9000)}`;
      const r = await signIn(port, address, ID, `wrong-${randomUUID().slice(0, 8)}`);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (RATE > 0) {
        next += 1000 / RATE;
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        else next = performance.now();
      }
    }
  };
  const all = Promise.all(Array.from({ length: ADDRESSES }, (_, k) => one(k)));
  return { statuses, done: all };
}

async function measure(name, port) {
  const load0 = loadavg()[0];
  // Baseline: no flood. Accounts of the baseline and of the flood phase differ (one sign-in each).
  const base = await people(port, BASELINE_S, 0);
  const stop = { now: false };
  const f = flood(port, stop);
  const t0 = performance.now();
  const during = await people(port, FLOOD_S, BASELINE_S);
  stop.now = true;
  await f.done;
  const seconds = (performance.now() - t0) / 1000;
  const load1 = loadavg()[0];
  const total = [...f.statuses.values()].reduce((a, b) => a + b, 0);
  const byStatus = [...f.statuses.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s || 'error'}: ${n}`)
    .join(', ');
  const pass = during.failed === 0 && base.failed === 0 && during.p95 <= GOAL_P95_MS;
  console.log(`\n── ${name} (load average ${load0.toFixed(2)} → ${load1.toFixed(2)}, node ${process.version})`);
  console.log(
    `   no flood:     ${base.n} sign-ins, p50 ${fmt(base.p50)}, p95 ${fmt(base.p95)}, max ${fmt(base.max)}, failed ${base.failed}${base.why}`,
  );
  console.log(
    `   during flood: ${during.n} sign-ins, p50 ${fmt(during.p50)}, p95 ${fmt(during.p95)}, max ${fmt(during.max)}, failed ${during.failed}${during.why}`,
  );
  console.log(
    `   the flood:    ${ADDRESSES} addresses, ${total} wrong sign-ins in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s; ${byStatus})`,
  );
  console.log(`   goal p95 <= ${GOAL_P95_MS} ms during the flood, none failed: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

const stops = [];
const cleanup = async () => {
  for (const s of stops.reverse()) await s().catch(() => {});
  stops.length = 0;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().then(() => process.exit(1)));

let allPass = true;
console.log(
  `sign-in bench: baseline ${BASELINE_S} s, flood ${FLOOD_S} s from ${ADDRESSES} addresses at ${RATE || 'as fast as answered'}${RATE ? '/s each' : ''}`,
);
try {
  if (scenarios.includes('one')) {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'school-bench-signin-'));
    stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const app = startServer([...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' },
    });
    stops.push(() => app.stop());
    await waitFor(`http://127.0.0.1:${port}/api/ready`, app);
    allPass = (await measure('one server (PGlite)', port)) && allPass;
    await cleanup();
  }
  if (scenarios.includes('cluster')) {
    if (!existsSync(NGINX)) {
      console.log(`\n── cluster: skipped (nginx is not installed: ${NGINX})`);
    } else {
      const database = await freshDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 'school_bench_signin');
      stops.push(() => database.drop());
      const dataDir = mkdtempSync(join(tmpdir(), 'school-bench-signin-cluster-'));
      stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const cluster = await startCluster({
        databaseUrl: database.url,
        redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        redisKey: `school-bench-signin-${randomUUID()}`,
        dataDir,
        env: { LOG_LEVEL: 'warn' },
      });
      stops.push(() => cluster.stop());
      allPass = (await measure(`two instances behind nginx (PostgreSQL, Redis)`, cluster.port)) && allPass;
      await cleanup();
    }
  }
} finally {
  await cleanup();
  for (const a of agents.values()) a.destroy();
}
process.exit(allPass ? 0 : 1);
