// Statements per signed-in list read, their plans and the cost of a read without HTTP (issue 21):
//   node --import tsx scripts/bench/list-statements.ts            (in-memory PGlite)
//   DATABASE_URL=postgres://... node --import tsx scripts/bench/list-statements.ts  (a fresh database beside it)
// The demo school is seeded and ANALYZEd, the real app is built in this process with every cache
// off (the session memo too), an admin signs in, and for each list route: the statements one
// read runs (counted at the driver), `EXPLAIN ANALYZE` of each with its parameters, then the
// time of LIST_STATEMENTS_RUNS reads one after another (app.inject: routing, policy, session,
// queries and serialisation, no sockets): this process's CPU time per read (PGlite's included, the
// measure least moved by a busy machine), the wall time per read, and reads per second with 10 at
// once, and the time of its statements replayed alone through the driver (the database's floor).
// LIST_STATEMENTS_EXPLAIN=0 skips the plans;
// LIST_STATEMENTS_FILTER=a,b only the routes whose name contains a or b.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db';
import { seedDemoSchool } from '../../server/src/seed';
import { refreshPlannerStatistics } from '../../server/src/db/statistics';
import { cacheable, cachedQuery, statementObserver } from '../../server/src/db/pglite/statements';
// @ts-expect-error: a plain .mjs helper without types
import { freshDatabase } from '../server-process.mjs';

const runs = Number(process.env.LIST_STATEMENTS_RUNS ?? 300);
const explain = process.env.LIST_STATEMENTS_EXPLAIN !== '0';
const only = (process.env.LIST_STATEMENTS_FILTER ?? '').split(',');

let fresh: { url: string; drop: () => Promise<void> } | null = null;
if (process.env.DATABASE_URL) fresh = await freshDatabase(process.env.DATABASE_URL, 'school_liststatements');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  JWT_SECRET: 'x'.repeat(40),
  LIST_CACHE_TTL_MS: '0',
  PUBLIC_CACHE_TTL_MS: '0',
  SESSION_CACHE_TTL_MS: '0',
  DATABASE_URL: fresh?.url ?? '',
};
const config = { ...loadConfig(env), logger: false };
const database = await openDatabase({ databaseUrl: fresh?.url, worker: false });
const { db } = database;
await seedDemoSchool(db, config.now());
await refreshPlannerStatistics(db);

type Captured = { text: string; params: unknown[] };
let captured: Captured[] | null = null;
const client = (db as unknown as { $client: PGlite | Pool }).$client;
let raw: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
if (database.kind === 'pglite') {
  const c = client as PGlite;
  const query = c.query.bind(c);
  // The replay goes the way the app's reads go: through the statement cache (db/pglite/statements.ts) when it is on.
  raw = (text, params) => (cacheable(text) ? cachedQuery(c, text, params) : query(text, params)) as never;
  c.query = ((text: string, params?: unknown[], opts?: unknown) => {
    captured?.push({ text, params: params ?? [] });
    return query(text, params, opts as never);
  }) as PGlite['query'];
  statementObserver.seen = (text, params) => captured?.push({ text, params });
} else {
  const pool = client as Pool;
  const query = pool.query.bind(pool) as (...a: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  raw = (text, params) => query(text, params);
  pool.query = ((q: unknown, ...rest: unknown[]) => {
    const o = typeof q === 'string' ? { text: q, values: rest[0] as unknown[] | undefined } : (q as { text: string; values?: unknown[] });
    captured?.push({ text: o.text, params: o.values ?? (rest[0] as unknown[] | undefined) ?? [] });
    return query(q, ...rest);
  }) as never;
}

const app = await buildApp({ db, config });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { ID: 'AD-0001', password: 'Passw0rd!' } });
const headers = { authorization: `Bearer ${login.json().token as string}` };
const periods = await app.inject({ url: '/api/academicPeriods?page=1&limit=all', headers });
const current = periods.json().academicPeriods[0]._id as string;

const routes = [
  ['getstudents', '/api/getstudents?page=1&limit=10'],
  ['getstudents search', '/api/getstudents?page=1&limit=10&searchTerm=a'],
  ['getstudents page 3 by firstName', '/api/getstudents?page=3&limit=10&sortBy=firstName&sortDir=desc'],
  ['studenttobeapproved', '/api/studenttobeapproved?page=1&limit=10'],
  ['studentalreadyapproved', '/api/studentalreadyapproved?page=1&limit=10'],
  ['getteachers/:period', `/api/getteachers/${current}?page=1&limit=10`],
  ['getteachers/:period search', `/api/getteachers/${current}?page=1&limit=10&searchTerm=a`],
  ['academicPeriods', '/api/academicPeriods?page=1&limit=10'],
  ['getgrades/:period', `/api/getgrades/${current}?page=1&limit=10`],
  ['getnews (admin)', '/api/getnews?page=1&limit=10'],
  ['getallgallery', '/api/getallgallery?page=1&limit=10'],
  ['emails inbox', '/api/emails?folder=inbox&page=1&limit=10'],
].filter(([name]) => only.some((f) => name.includes(f)));

const { loadavg } = await import('node:os');
console.log(
  `${database.kind === 'pg' ? 'PostgreSQL' : 'PGlite (in process)'}, caches off, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
const summary: string[] = [];
for (const [name, url] of routes) {
  captured = [];
  const first = await app.inject({ url, headers });
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  const statements = captured;
  captured = null;
  console.log(`── ${name} (${url}): ${statements.length} statement(s), ${first.body.length} bytes`);
  if (explain)
    for (const s of statements) {
      const plan = await raw(`explain (analyze, costs off, summary on) ${s.text}`, s.params);
      console.log(`   ${s.text.replace(/\s+/g, ' ').slice(0, 400)}`);
      console.log(`   params ${JSON.stringify(s.params).slice(0, 200)}`);
      for (const r of plan.rows) console.log(`      ${String(Object.values(r)[0])}`);
    }
  for (let i = 0; i < 30; i++) await app.inject({ url, headers });
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await app.inject({ url, headers });
    times.push(performance.now() - t);
  }
  const total = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  // The database alone: the same statements replayed through the driver, one read after another
  // (on PostgreSQL unnamed, so planned every time), the floor under the read's time.
  const d0 = performance.now();
  for (let i = 0; i < runs; i++) for (const st of statements) await raw(st.text, st.params);
  const dbOnly = (performance.now() - d0) / runs;
  // 10 at once: what the database and this thread do with requests overlapping.
  const t1 = performance.now();
  for (let i = 0; i < runs / 10; i++) await Promise.all(Array.from({ length: 10 }, () => app.inject({ url, headers })));
  const par = performance.now() - t1;
  summary.push(
    `${name.padEnd(34)} ${String(statements.length).padStart(4)} ${((cpu.user + cpu.system) / 1000 / runs).toFixed(2).padStart(8)} ${(total / runs).toFixed(2).padStart(8)} ${times[Math.floor(runs / 2)].toFixed(2).padStart(8)} ${times[Math.floor(runs * 0.99)].toFixed(2).padStart(8)} ${String(Math.round((runs / par) * 1000)).padStart(9)} ${dbOnly.toFixed(2).padStart(8)}`,
  );
}
console.log(
  `\n${'route'.padEnd(34)} ${'stmts'.padStart(4)} ${'cpu ms'.padStart(8)} ${'mean ms'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'10 at once/s'.padStart(9)} ${'db only ms'.padStart(8)}`,
);
for (const l of summary) console.log(l);
console.log(
  `\nload average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await app.close();
await database.close();
await fresh?.drop();
