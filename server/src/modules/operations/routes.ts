import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound, unauthorized } from '../../http/errors';
import type { Db } from '../../db';
import { migrationsFolder } from '../../db';
import { policies } from '../../auth/policies';
import type { RedisClient } from '../../cluster/redis';
import type { Metrics } from '../../http/metrics';

// ─── What a load balancer and an operator ask (README: deployment) ───────────────────────────
// GET /api/health: the process answers (200 while it runs, even while draining).
// GET /api/ready: 200 when the database answers and every migration is applied; 503 otherwise,
//   and from the moment a SIGTERM starts the shutdown, so a balancer stops sending new requests
//   here. Redis (when configured) is reported, `ok` or `degraded`, but never takes an instance
//   out (issue 36, decision 172): it is needed for agreement, not for life; while it is away
//   limits count per instance and invalidations go through PostgreSQL, and a balancer that took
//   every instance out would stop the whole school for what each can do alone.
// GET /metrics: Prometheus text, only with `Authorization: Bearer <METRICS_TOKEN>`; 404 when no
//   token is configured (the metrics are off), 401 with a wrong one.

export interface Operations {
  /** Ready answers 503 from now on (main.ts, on SIGTERM). */
  drain: () => void;
  readonly draining: boolean;
}

const journalEntries = () =>
  (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export async function operationsRoutes(api: FastifyInstance, deps: { db: Db; redis?: RedisClient }, ops: { draining: boolean }) {
  const expected = journalEntries();
  api.get('/health', { config: { policy: policies.public } }, async () => ({ status: 'ok' }));
  api.get('/ready', { config: { policy: policies.public } }, async (_req, reply) => {
    const checks: Record<string, 'ok' | 'failed' | 'pending' | 'draining' | 'degraded'> = {};
    try {
      const [row] = rowsOf<{ n: number | string }>(await deps.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`));
      checks.database = 'ok';
      checks.migrations = Number(row.n) >= expected ? 'ok' : 'pending';
    } catch {
      checks.database = 'failed';
    }
    // A client that lost its connection queues commands until it is back: a ping then waits,
    // so a client that is not ready is 'failed' at once, and a ping gets a second at most.
    if (deps.redis) checks.redis = deps.redis.isReady && (await answersWithin(deps.redis.ping(), 1000)) === 'ok' ? 'ok' : 'degraded';
    if (ops.draining) checks.server = 'draining';
    const ready = Object.values(checks).every((c) => c === 'ok' || c === 'degraded');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}

/** 'ok' when `p` resolves within `ms`, else 'failed'. */
function answersWithin(p: Promise<unknown>, ms: number): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'failed'>((resolve) => (timer = setTimeout(() => resolve('failed'), ms)));
  return Promise.race([
    p.then(
      () => 'ok' as const,
      () => 'failed' as const,
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}

/** GET /metrics on the app's root (outside /api: no session, the operator's token). */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  const given = (h: string | undefined) => Buffer.from(h?.replace(/^Bearer /, '') ?? '');
  app.get('/metrics', async (req, reply) => {
    if (!token) throw notFound();
    const want = Buffer.from(token);
    const got = given(req.headers.authorization);
    if (got.length !== want.length || !timingSafeEqual(got, want)) throw unauthorized();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
