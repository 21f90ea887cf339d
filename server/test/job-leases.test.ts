import { eq } from 'drizzle-orm';
import { createJobRunner, leaseMsOf, type Job } from '../src/jobs/runner';
import { jobLeases } from '../src/db/schema';
import { useTestApp } from './helpers';

// A job runs on one instance at a time (job_leases), and a stopping instance hands it back.
const t = useTestApp();

describe('job leases', () => {
  it('lets one of two runners run a shared job, the other every per-instance job, and hands back at stop', async () => {
    const runs: string[] = [];
    const job = (who: string, over: Partial<Job> = {}): Job => ({
      name: 'lease test',
      everyMs: 50,
      run: async () => {
        runs.push(who);
        return 1;
      },
      ...over,
    });
    const a = createJobRunner(t.database.db, t.config.now);
    const b = createJobRunner(t.database.db, t.config.now);
    a.register(job('a'));
    a.start();
    await expect.poll(() => runs.filter((r) => r === 'a').length).toBeGreaterThanOrEqual(2);
    // b starts while a holds the lease: b's ticks skip it.
    b.register(job('b'));
    b.register(job('b local', { name: 'per instance', perInstance: true }));
    b.start();
    await expect.poll(() => runs.filter((r) => r === 'b local').length).toBeGreaterThanOrEqual(3);
    await expect.poll(() => runs.filter((r) => r === 'a').length).toBeGreaterThanOrEqual(5);
    expect(runs).not.toContain('b');
    const [lease] = await t.database.db.select().from(jobLeases).where(eq(jobLeases.name, 'lease test'));
    expect(lease.holder).toBe(a.holder);
    expect(lease.lastRunAt).not.toBeNull();
    expect(leaseMsOf(job('a'))).toBe(2100);

    // a stops: its lease is handed back and b takes the job at its next tick, not after the lease.
    await a.stop();
    expect(await t.database.db.select().from(jobLeases).where(eq(jobLeases.holder, a.holder))).toEqual([]);
    const stoppedAt = Date.now();
    await expect.poll(() => runs.includes('b'), { timeout: 2000 }).toBe(true);
    expect(Date.now() - stoppedAt).toBeLessThan(leaseMsOf(job('a')));
    await b.stop();
  });
});
