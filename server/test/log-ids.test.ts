import { sql } from 'drizzle-orm';
import { createTestApp } from './helpers';

// Structured JSON logs: a request's lines carry its id (the balancer's X-Request-Id when plain),
// and a failed job's line names the job, its run and the database's error code (issue 21).
describe('log ids', () => {
  it('carries the request id into every line of the request, and names a failed job and its run', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logger: true, logStream: { write: (l) => void lines.push(l) } });
    try {
      const id = 'nginx-req-0123456789abcdef';
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
      const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const ofRequest = parsed().filter((l) => l.reqId === id);
      expect(ofRequest.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));

      t.app.jobs.register({ name: 'failing sweep', everyMs: 50, run: async (db) => (await db.execute(sql`select 1/0`), 0) });
      t.app.jobs.start();
      await expect.poll(() => parsed().some((l) => l.msg === 'job failing sweep failed')).toBe(true);
      const failed = parsed().find((l) => l.msg === 'job failing sweep failed');
      expect(failed).toMatchObject({ job: 'failing sweep', level: 50, err: { dbCode: '22012' } });
      expect(failed!.jobRun).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
    // Its own app with a logger (built and seeded inside the test): more than the default 30 s
    // on a loaded machine.
  }, 90_000);
});
