import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { JobRunner } from '../jobs/runner';
import type { Server as SocketServer } from 'socket.io';

// ─── Prometheus metrics (GET /metrics with METRICS_TOKEN; modules/operations/routes.ts) ─────────────────
// One registry per app (tests build many apps in one process; nothing global). Request duration
// per route, answer saves, open sockets, job lag and runs, cache hits and misses, database pool.

export interface Metrics {
  readonly registry: Registry;
  /** A read cache was asked: `cache` is 'public', 'list' or 'session'. */
  cacheLookup: (cache: string, hit: boolean) => void;
}

/** The route whose successful POSTs are an exam taker's saved answers. */
const ANSWER_SAVE_ROUTES = new Set(['/api/answersinglequestion', '/api/answersinglequestion/']);

/** The pool of node-postgres behind drizzle, if that is the driver (PGlite has none). */
function poolOf(db: Db): { totalCount: number; idleCount: number; waitingCount: number } | null {
  const client = (db as unknown as { $client?: { totalCount?: unknown; idleCount?: number; waitingCount?: number } }).$client;
  return client && typeof client.totalCount === 'number' ? (client as never) : null;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const cache = new Counter({
    name: 'school_cache_lookups_total',
    help: 'Read cache and memo lookups by cache and result',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  return { registry, cacheLookup: (name, hit) => cache.inc({ cache: name, result: hit ? 'hit' : 'miss' }) };
}

/** Request timing, answer saves, sockets (the live hub's socket.io server), jobs and the database pool, on the app. */
export function installMetrics(app: FastifyInstance, m: Metrics, deps: { db: Db; jobs: JobRunner; live: { readonly io: SocketServer } }) {
  const registers = [m.registry];
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const answerSaves = new Counter({ name: 'school_exam_answer_saves_total', help: 'Exam answers saved', registers });
  new Gauge({
    name: 'school_open_sockets',
    help: 'Live (socket.io) connections open on this instance',
    registers,
    collect() {
      this.set(deps.live.io.of('/').sockets.size);
    },
  });
  const jobRuns = new Counter({ name: 'school_job_runs_total', help: 'Job runs on this instance', labelNames: ['job'], registers });
  const jobSeconds = new Histogram({
    name: 'school_job_duration_seconds',
    help: 'How long one run of a job took',
    labelNames: ['job'],
    buckets: [0.005, 0.05, 0.5, 5, 50],
    registers,
  });
  deps.jobs.onRun = (job, _handled, seconds) => {
    jobRuns.inc({ job: job.name });
    jobSeconds.observe({ job: job.name }, seconds);
  };
  new Gauge({
    name: 'school_job_lag_seconds',
    help: 'Seconds since a shared job last ran on any instance (job_leases.last_run_at)',
    labelNames: ['job'],
    registers,
    async collect() {
      const res = await deps.db.execute<{ name: string; lag: number | string }>(
        sql`select name, extract(epoch from now() - last_run_at)::float8 as lag from job_leases where last_run_at is not null`,
      );
      this.reset();
      for (const r of (res as unknown as { rows: { name: string; lag: number | string }[] }).rows) this.set({ job: r.name }, Number(r.lag));
    },
  });
  const pool = poolOf(deps.db);
  if (pool)
    new Gauge({
      name: 'school_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    duration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (req.method === 'POST' && reply.statusCode < 300 && ANSWER_SAVE_ROUTES.has(route)) answerSaves.inc();
  });
}
