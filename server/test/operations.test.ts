import { createServer, connect as connectTcp, type AddressInfo, type Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { bearer, createTestApp, DEMO_PASSWORD, useTestApp } from './helpers';

// /api/health, /api/ready and /metrics (modules/operations/routes.ts, http/metrics.ts).
const t = useTestApp({ metricsToken: 'operator-token-0123456789' });

describe('operations', () => {
  it('health answers while the process runs; ready checks the database and migrations, and drains', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('carries a plain X-Request-Id from the balancer, and replaces anything else', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
    expect(given.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    const odd = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b"c\nd' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves Prometheus metrics only to the operator token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('wrong-token-0123456789xx') })).statusCode).toBe(401);
    // Traffic to count: a signed-in list read twice (a miss, then a hit of the list cache).
    const admin = bearer(await t.login('AD-0001'));
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'GET', url: '/api/getstudents?page=1&limit=5', headers: admin });
    await t.app.jobs.runAll();
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('operator-token-0123456789') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/getstudents",status_code="200"\} 2/);
    expect(text).toMatch(/school_cache_lookups_total\{cache="list",result="hit"\} 1/);
    expect(text).toMatch(/school_cache_lookups_total\{cache="session",result="(hit|miss)"\} \d+/);
    expect(text).toContain('school_open_sockets 0');
    expect(text).toContain('school_exam_answer_saves_total 0');
    expect(text).toMatch(/school_job_runs_total\{job="held emails"\} 1/);
  });

  it('ready answers 503 once draining, while health still answers', async () => {
    t.app.operations.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', checks: { database: 'ok', migrations: 'ok', server: 'draining' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

// Readiness when what the instance needs is gone: Redis behind a proxy the test cuts (the
// project's machines run Redis on 127.0.0.1:6379), and a database that was closed.
describe('readiness without its dependencies', () => {
  /** A TCP proxy to the project's Redis whose connections the test cuts and refuses at will. */
  async function redisProxy() {
    const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const open = new Set<Socket>();
    const proxy = createServer((client) => {
      const upstream = connectTcp(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        open.add(s);
        s.on('error', () => {});
        s.on('close', () => open.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    const state = { accepting: true };
    proxy.on('connection', (s) => {
      if (!state.accepting) s.destroy();
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const { port } = proxy.address() as AddressInfo;
    return {
      url: `redis://127.0.0.1:${port}`,
      /** Every connection cut, new ones refused (true) or let through again (false). */
      cut(down: boolean) {
        state.accepting = !down;
        if (down) for (const s of open) s.destroy();
      },
      close() {
        for (const s of open) s.destroy();
        proxy.close();
      },
    };
  }

  // Issue 36 (decision 172): Redis is needed for agreement, not for life; it never takes an instance out.
  it('stays ready with redis degraded while Redis is unreachable, and ok again once it is back', async () => {
    const redis = await redisProxy();
    const ctx = await createTestApp({ redisUrl: redis.url, redisKey: `school-test-${randomUUID()}` });
    try {
      const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect((await ready()).json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'ok' } });

      // Redis goes away: every connection cut, new ones refused.
      redis.cut(true);
      await expect
        .poll(async () => {
          const res = await ready();
          return [res.statusCode, res.json()];
        })
        .toEqual([200, { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'degraded' } }]);
      // Sign-in counts its limits in this instance meanwhile, at once (no wait for Redis).
      const started = Date.now();
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { ID: 'AD-0001', password: DEMO_PASSWORD } })).statusCode,
      ).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
      // Health is the process, not its dependencies.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      // Back: the client reconnects by itself and the instance is ready again.
      redis.cut(false);
      await expect.poll(async () => (await ready()).json().checks.redis, { timeout: 10_000 }).toBe('ok');
    } finally {
      redis.cut(false);
      await ctx.close().catch(() => {});
      redis.close();
    }
  });

  it('closes cleanly while Redis is unreachable: no unhandled rejection, no wait for Redis', async () => {
    const redis = await redisProxy();
    const ctx = await createTestApp({ redisUrl: redis.url, redisKey: `school-test-${randomUUID()}` });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      redis.cut(true);
      await expect.poll(async () => (await ctx.app.inject({ method: 'GET', url: '/api/ready' })).json().checks.redis).toBe('degraded');
      const started = Date.now();
      await ctx.close();
      expect(Date.now() - started).toBeLessThan(5_000);
      // What the closed clients rejected surfaces within a turn or two of the event loop.
      for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      redis.close();
    }
  });

  it('answers 503 with database failed once the database does not answer', async () => {
    const ctx = await createTestApp();
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await ctx.database.close();
      // Closed once: the context's own close then only drops the database and the files.
      ctx.database.close = async () => {};
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', checks: { database: 'failed' } });
    } finally {
      await ctx.close().catch(() => {});
    }
  });
});
