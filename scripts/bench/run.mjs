// `npm run bench`: the app's throughput against a bare Fastify measured in the same run.
//
// Starts two servers in their own processes: a bare Fastify hello-world and the real app
// (server/src/main.ts on a fresh PGlite in a temp DATA_DIR, seeded with the demo school; on a
// fresh PostgreSQL database beside DATABASE_URL when it is set). Then runs autocannon against
// the bare server and every request of every scenario file in scenarios/, one after the other,
// and prints req/s, p99 and the ratio to bare Fastify. Figures, not a test: nothing fails.
//
// A scenario file (scenarios/<area>.mjs) default-exports a ScenarioFile:
//   { group, goal?: { ofBare?, reqPerSec?, p99Ms? }, uncachedGoal?, requests(ctx) => [{ name, path, method?, headers?, body? }] }
// (uncachedGoal, when given, is the goal judged under BENCH_UNCACHED instead of goal).
// where ctx = { baseURL, login(ID) → token, get(path, headers) → { status, etag, body } }.
// Environment: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50),
// BENCH_FILTER (only requests whose name contains it, or one of its comma-separated parts), DATABASE_URL, BENCH_LOG_LEVEL (app's
// LOG_LEVEL, default warn: request logging is measured separately if wanted), BENCH_UNCACHED=1
// (every read cache and the session memo off: LIST_, PUBLIC_ and SESSION_CACHE_TTL_MS=0, the
// database path behind the caches, docs/decisions/0021-in-process-caches-public-reads-admin-lists-sessions.md), BENCH_UNCACHED=lists (the list and
// public caches off, the session memo on), BENCH_PROFILE=<dir> (the app runs with
// node --cpu-prof and writes its profile there when it stops; read it with profile-summary.mjs),
// BENCH_LATENCY=1 (a line per request with the latency's mean, p50, p90, p97.5, p99 and max).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { freePort, freshDatabase, startServer, waitFor } from '../server-process.mjs';
import { paced } from './paced.mjs';
import { SERVER_NODE_FLAGS } from '../server-flags.mjs';

/**
 * @typedef {{ name: string, path: string, method?: string, headers?: Record<string, string>, body?: string }} BenchRequest
 * @typedef {{ baseURL: string, login: (ID: string) => Promise<string>, get: (path: string, headers?: Record<string, string>) => Promise<{ status: number, etag: string | null, body: any }> }} BenchContext
 * @typedef {{ ofBare?: number, reqPerSec?: number, p99Ms?: number }} Goal
 * @typedef {{ group: string, goal?: Goal, uncachedGoal?: Goal, requests: (ctx: BenchContext) => Promise<BenchRequest[]> }} ScenarioFile
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_RATE=N: a paced load of N requests a second instead (paced.mjs: each request due at its
// own time, its latency counted from then, over at most BENCH_CONNECTIONS connections). Without
// it each connection sends its next request as soon as the last is answered: the server runs
// saturated, req/s is its most, and the latency is the queue the connections make (about
// connections ÷ req/s). With it, the latency of serving that rate.
const rate = Number(process.env.BENCH_RATE ?? 0);
// BENCH_WARMUP seconds (default 3) of the paced load before each measured one (paced.mjs).
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
// Several names separated by commas: a request whose name contains any of them.
const filters = (process.env.BENCH_FILTER ?? '').split(',');
// '1': every cache off, the session memo too; 'lists': the list and public caches off, the
// session memo kept (what a distinct search per request meets: its page is never cached, the
// signed-in person's session is).
const uncached = process.env.BENCH_UNCACHED === '1' || process.env.BENCH_UNCACHED === 'lists';
const sessionMemoOff = process.env.BENCH_UNCACHED === '1';

const stops = [];
const cleanup = async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().then(() => process.exit(1)));

try {
  // ─── Servers ──────────────────────────────────────────────────────────────
  const barePort = await freePort();
  const bare = startServer([fileURLToPath(new URL('./bare-server.mjs', import.meta.url))], {
    cwd: root,
    env: { ...process.env, PORT: String(barePort) },
  });
  stops.push(() => bare.stop());

  const appPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'school-bench-'));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    PORT: String(appPort),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    LOGIN_RATE_LIMIT: '1000',
    ...(uncached ? { LIST_CACHE_TTL_MS: '0', PUBLIC_CACHE_TTL_MS: '0' } : {}),
    ...(sessionMemoOff ? { SESSION_CACHE_TTL_MS: '0' } : {}),
  };
  let dbKind = 'PGlite';
  if (process.env.DATABASE_URL) {
    const database = await freshDatabase(process.env.DATABASE_URL, 'school_bench');
    stops.push(() => database.drop());
    env.DATABASE_URL = database.url;
    dbKind = 'PostgreSQL';
  }
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  // The node flags `npm start` runs the server with (scripts/server-flags.mjs): what a school runs
  // (BENCH_NO_FLAGS=1: node's defaults).
  const flags = process.env.BENCH_NO_FLAGS === '1' ? [] : SERVER_NODE_FLAGS;
  const app = startServer([...flags, ...profile, '--import', 'tsx', 'server/src/main.ts'], { cwd: root, env });
  stops.push(() => app.stop());
  const baseURL = `http://127.0.0.1:${appPort}`;
  await Promise.all([waitFor(`http://127.0.0.1:${barePort}/`, bare), waitFor(`${baseURL}/api/public-data`, app)]);

  // ─── Scenarios ────────────────────────────────────────────────────────────
  /** @type {BenchContext} */
  const ctx = {
    baseURL,
    async get(path, headers = {}) {
      const r = await fetch(baseURL + path, { headers });
      const text = await r.text();
      return { status: r.status, etag: r.headers.get('etag'), body: text ? JSON.parse(text) : null };
    },
    async login(ID) {
      const r = await fetch(`${baseURL}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ID, password: 'Passw0rd!' }),
      });
      const body = await r.json();
      if (!body.token) throw new Error(`login ${ID}: ${r.status} ${JSON.stringify(body)}`);
      return body.token;
    },
  };
  const dir = new URL('./scenarios/', import.meta.url);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  /** @type {{ group: string, goal?: ScenarioFile['goal'], requests: BenchRequest[] }[]} */
  const groups = [];
  for (const f of files) {
    /** @type {ScenarioFile} */
    const scenario = (await import(pathToFileURL(join(fileURLToPath(dir), f)).href)).default;
    const requests = (await scenario.requests(ctx)).filter((r) => filters.some((f) => r.name.includes(f)));
    const goal = (uncached && scenario.uncachedGoal) || scenario.goal;
    if (requests.length) groups.push({ group: scenario.group, goal, requests });
  }

  // ─── Measure ──────────────────────────────────────────────────────────────
  const measure = (url, req = {}) =>
    rate
      ? paced({ url, rate, duration, connections, warmup, method: req.method, headers: req.headers, body: req.body }).then((r) => ({
          requests: { average: r.rps },
          latency: r.latency,
          '4xx': 0, // paced.mjs counts 4xx/5xx answers and socket errors together
          '5xx': 0,
          errors: r.errors,
          timeouts: 0,
        }))
      : measureSaturated(url, req);
  const measureSaturated = (url, req = {}) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections, duration, method: req.method ?? 'GET', headers: req.headers, body: req.body }, (err, result) =>
        err ? reject(err) : resolve(result),
      );
    });
  const rows = [];
  const line = (r) =>
    console.log(
      `${r.name.padEnd(46)} ${String(Math.round(r.rps)).padStart(8)} ${String(r.p99).padStart(7)} ${r.ratio.padStart(7)} ${String(r.non2xx).padStart(7)} ${r.verdict}`,
    );
  const load = (await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\n${rate ? `${rate} req/s paced over at most ${connections} connections` : `${connections} connections`}, ${duration} s each, app on ${dbKind}${uncached ? (sessionMemoOff ? ', caches off (session memo too)' : ', list and public caches off (session memo on)') : ''} (node ${process.version}; load average ${load})\n`,
  );
  console.log(`${'request'.padEnd(46)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'× bare'.padStart(7)} ${'errors'.padStart(7)}`);
  const bareResult = await measure(`http://127.0.0.1:${barePort}/`);
  const bareRps = bareResult.requests.average;
  line({ name: 'bare Fastify hello-world', rps: bareRps, p99: bareResult.latency.p99, ratio: '100 %', non2xx: 0, verdict: '' });
  for (const g of groups) {
    console.log(`── ${g.group}${g.goal ? ` (goal: ${describeGoal(g.goal)})` : ''}`);
    for (const req of g.requests) {
      const res = await measure(baseURL + req.path, req);
      const rps = res.requests.average;
      const row = {
        name: req.name,
        rps,
        p99: res.latency.p99,
        ratio: `${((rps / bareRps) * 100).toFixed(1)} %`,
        non2xx: res['4xx'] + res['5xx'] + res.errors + res.timeouts,
        verdict: g.goal ? (meets(g.goal, rps, bareRps, res.latency.p99) ? 'meets goal' : 'BELOW GOAL') : '',
      };
      rows.push(row);
      line(row);
      // BENCH_LATENCY=1: the latency's shape (is the tail queueing, p99 near 2× the mean, or stalls, max far above p99?).
      if (process.env.BENCH_LATENCY === '1') {
        const l = res.latency;
        console.log(`   latency ms: mean ${l.average} p50 ${l.p50} p90 ${l.p90} p97.5 ${l.p97_5} p99 ${l.p99} max ${l.max}`);
      }
    }
  }
  console.log('\n(errors = 4xx/5xx answers + socket errors + timeouts; any is a broken scenario)');
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await cleanup();
}

// Paced (BENCH_RATE), the rate is set, not measured: a goal's req/s is met when the paced rate is
// at least the goal and the server kept up with it (99 % of it answered in time), its share of bare
// Fastify (paced at the same rate) does not apply, and its p99 is the latency of serving that rate.
function describeGoal(goal) {
  return [
    !rate && goal.ofBare && `≥ ${goal.ofBare * 100} % of bare`,
    goal.reqPerSec && `≥ ${goal.reqPerSec} req/s`,
    goal.p99Ms && `p99 ≤ ${goal.p99Ms} ms`,
  ]
    .filter(Boolean)
    .join(', ');
}

function meets(goal, rps, bareRps, p99) {
  if (rate) {
    if (rps < rate * 0.99 || (goal.reqPerSec && rate < goal.reqPerSec)) return false;
  } else {
    if (goal.ofBare && rps < goal.ofBare * bareRps) return false;
    if (goal.reqPerSec && rps < goal.reqPerSec) return false;
  }
  if (goal.p99Ms && p99 > goal.p99Ms) return false;
  return true;
}
