import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { durabilityStats, openDatabase, whenDurable } from '../src/db';
import { durableStartParams, makeDurable } from '../src/db/pglite-durability';

// Issue 23: on a data directory, PGlite's commits reach the disk before they are acknowledged,
// with one WAL flush shared by the commits made together (group commit).
describe('the embedded database on disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'school-durability-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  // Each test makes a new cluster on disk (initdb): tens of seconds on a busy 2-core machine.
  it(
    'runs with fsync on, and flushes the WAL of concurrent commits together before they count as durable',
    { timeout: 240_000 },
    async () => {
      const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), lockDir: dir });
      try {
        const { db } = database;
        expect(((await db.execute(sql`show fsync`)) as { rows: unknown[] }).rows).toEqual([{ fsync: 'on' }]);
        await db.execute(sql`create table durability_probe (id int primary key)`);
        await whenDurable(db);
        const before = { ...durabilityStats(db)! };
        await Promise.all(
          Array.from({ length: 100 }, (_, i) => db.execute(sql`insert into durability_probe values (${i})`).then(() => whenDurable(db))),
        );
        const after = durabilityStats(db)!;
        // Every commit asked for its WAL sync, and each was covered by a real flush...
        expect(after.walSyncRequests - before.walSyncRequests).toBeGreaterThanOrEqual(100);
        expect(after.walFlushes).toBeGreaterThan(before.walFlushes);
        // ...shared: far fewer flushes than commits.
        expect(after.walFlushes - before.walFlushes).toBeLessThan(50);
      } finally {
        await database.close();
      }
    },
  );

  it('acknowledges nothing once a flush has failed', { timeout: 240_000 }, async () => {
    const client = new PGlite(path.join(dir, 'raw'), {
      startParams: durableStartParams((PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams),
    });
    await client.waitReady;
    let failing = false;
    const d = makeDurable(client, {
      fsyncSync: fs.fsyncSync,
      fdatasyncSync: fs.fdatasyncSync,
      fdatasync: ((fd: number, cb: (err: NodeJS.ErrnoException | null) => void) =>
        failing ? cb(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' })) : fs.fdatasync(fd, cb)) as typeof fs.fdatasync,
    });
    try {
      await client.query('create table probe (id int)');
      await d.flushed();
      failing = true;
      await client.query('insert into probe values (1)');
      await expect(d.flushed()).rejects.toThrow('EIO');
      failing = false;
      await client.query('insert into probe values (2)');
      await expect(d.flushed()).rejects.toThrow('EIO');
    } finally {
      await client.close();
    }
  });
});
