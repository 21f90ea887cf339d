import { bearer, useTestApp } from './helpers';

// /api/health, /api/ready and /metrics (http/operations.ts, http/metrics.ts).
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
