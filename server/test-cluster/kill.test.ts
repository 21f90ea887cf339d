import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createApiClient } from '@school/api';
import { freshDatabase, startCluster, type Cluster } from '../../scripts/cluster/cluster.mjs';

// ─── Nothing written twice; draining before the listener closes (issue 36, decision 173) ──────
// kill -9 of an instance under traffic: nginx no longer sends a POST again once it was sent
// (no `non_idempotent`), and the portal's own api client sends it again with the same
// Idempotency-Key, so a create the dead instance had saved is answered, not made twice. Then a
// SIGTERM: /api/ready answers "draining" for DRAIN_DELAY_MS while the instance still serves.

const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DRAIN_DELAY_MS = 3000;

let cluster: Cluster;
let db: { url: string; drop: () => Promise<void> };
let dataDir: string;
let sql: pg.Client;

beforeAll(async () => {
  db = await freshDatabase(pgUrl, 'school_cluster_kill');
  dataDir = await mkdtemp(path.join(tmpdir(), 'school-cluster-kill-'));
  cluster = await startCluster({
    databaseUrl: db.url,
    redisUrl,
    redisKey: `school-cluster-kill-${randomUUID()}`,
    dataDir,
    // The public forms are limited per address like sign-in; this test's one address sends hundreds.
    env: { LOG_LEVEL: 'fatal', LOGIN_RATE_LIMIT: '100000', DRAIN_DELAY_MS: String(DRAIN_DELAY_MS) },
  });
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('an instance killed under traffic', () => {
  it('kill -9 with creates flowing through nginx: none is stored twice, every answered one once', async () => {
    // The portal's client: one Idempotency-Key per action, the same on its own retries.
    const api = createApiClient({ baseURL: `${cluster.url}/api`, timeoutMs: 15_000 });
    const results: { text: string; ok: boolean; status: number; code?: string }[] = [];
    let stop = false;
    let n = 0;
    const worker = async () => {
      while (!stop) {
        const text = `kill9-${n++}`;
        const r = await api.content.feedback.add({ fullName: 'Tigist Alemu', email: 'tigist@example.et', feedback: text });
        results.push({ text, ok: r.ok, status: r.status, code: r.ok ? undefined : r.code });
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await expect.poll(() => results.length, { timeout: 30_000 }).toBeGreaterThan(60);
    const victim = cluster.instances[1].server.child;
    const died = new Promise((r) => victim.once('exit', r));
    process.kill(-victim.pid!, 'SIGKILL');
    await died;
    const atKill = results.length;
    await expect.poll(() => results.length, { timeout: 30_000 }).toBeGreaterThan(atKill + 60);
    stop = true;
    await Promise.all(workers);

    const twice = await sql.query<{ feedback: string; n: number }>(
      "select feedback, count(*)::int as n from feedback where feedback like 'kill9-%' group by feedback having count(*) > 1",
    );
    expect(twice.rows).toEqual([]);
    const stored = new Set(
      (await sql.query<{ feedback: string }>("select feedback from feedback where feedback like 'kill9-%'")).rows.map((r) => r.feedback),
    );
    // Every action answered 201 is stored (once: above).
    expect(results.filter((r) => r.ok && !stored.has(r.text))).toEqual([]);
    // Only the actions in flight at the kill may end without an answer (the dead instance had
    // claimed the key: 409 in_progress, the outcome unknown, never run twice).
    const unanswered = results.filter((r) => !r.ok);
    expect(unanswered.length).toBeLessThanOrEqual(8);
    for (const r of unanswered) expect(['in_progress', 'server_error', 'network']).toContain(r.code);
  });

  it('SIGTERM: ready answers "draining" for DRAIN_DELAY_MS while the instance still serves, then it stops', async () => {
    const survivor = cluster.instances[0];
    const exited = new Promise((r) => survivor.server.child.once('exit', r));
    const t0 = Date.now();
    process.kill(-survivor.server.child.pid!, 'SIGTERM');
    const seen: { at: number; status: number; server?: string }[] = [];
    for (;;) {
      const r = await fetch(`${survivor.url}/api/ready`).then(
        async (res) => ({ status: res.status, body: (await res.json()) as { checks: { server?: string } } }),
        () => null,
      );
      if (!r) break; // the listener has closed
      seen.push({ at: Date.now() - t0, status: r.status, server: r.body.checks.server });
      await new Promise((res) => setTimeout(res, 100));
    }
    await exited;
    const draining = seen.filter((s) => s.status === 503 && s.server === 'draining');
    expect(draining.length).toBeGreaterThan(5);
    // Still answering (503 draining) most of the delay after the signal.
    expect(draining.at(-1)!.at).toBeGreaterThanOrEqual(DRAIN_DELAY_MS - 500);
    expect(seen.filter((s) => s.status === 200 && s.at > 1000)).toEqual([]);
  });
});
