import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { durabilityStats, openDatabase, whenDurable } from '../src/db';
import { durableStartParams, isZeroWrite, makeDurable } from '../src/db/pglite/durability';
import { urgently, type UrgentScope } from '../src/db/priority';

const turn = () => new Promise((r) => setImmediate(r));

/**
 * An on-disk PGlite made durable with a file system that logs its data writes ('zero write' for an
 * all-zero one), its synchronous WAL flushes, and holds the flushes of the other thread while `hold(true)`.
 */
async function heldFlushes(dataDir: string) {
  const client = new PGlite(dataDir, {
    startParams: durableStartParams((PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams),
  });
  await client.waitReady;
  const log: string[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  let flushes = 0;
  const ops = (
    client as unknown as {
      mod: {
        NODEFS: { stream_ops: Record<string, (s: { node?: { name?: string; parent?: { name?: string } } }, ...r: unknown[]) => unknown> };
      };
    }
  ).mod.NODEFS.stream_ops;
  const write = ops.write;
  ops.write = (stream, ...rest) => {
    if (stream.node?.parent?.name !== 'pg_wal') log.push(isZeroWrite(rest) ? 'zero write' : 'data write');
    return write(stream, ...rest);
  };
  const d = makeDurable(
    client,
    {
      fsyncSync: fs.fsyncSync,
      fdatasyncSync: (fd) => {
        log.push('sync flush');
        fs.fdatasyncSync(fd);
      },
      fdatasync: ((fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => {
        flushes++;
        if (holding) held.push(() => fs.fdatasync(fd, cb));
        else fs.fdatasync(fd, cb);
      }) as typeof fs.fdatasync,
    },
    { eager: true },
  );
  return { client, d, log, held, hold: (on: boolean) => void (holding = on), flushes: () => flushes };
}

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

  // Decision 93: the WAL flush starts as soon as a commit asks for it (nobody has to wait for it
  // first), the next as soon as one ends while commits are pending, and no data file is written
  // while the log's flush is still under way.
  it('starts the flush eagerly and keeps data writes behind a flush under way', { timeout: 240_000 }, async () => {
    const { client, d, log, held, hold, flushes: asyncFlushes } = await heldFlushes(path.join(dir, 'eager'));
    try {
      await client.query('create table probe (id int)');
      await d.flushed();
      const before = asyncFlushes();
      hold(true);
      await client.query('insert into probe values (1)');
      await turn();
      // Nobody called flushed(): the commit started its flush (the 200 ms timer has not fired).
      expect(asyncFlushes()).toBe(before + 1);
      await client.query('insert into probe values (2)');
      await turn();
      // One flush at a time: the second commit waits for the first to end...
      expect(asyncFlushes()).toBe(before + 1);
      hold(false);
      held.shift()!();
      await expect.poll(() => asyncFlushes()).toBe(before + 2); // ...and its flush starts when it ends.
      await d.flushed();

      hold(true);
      await client.query('insert into probe values (3)');
      await turn();
      expect(held).toHaveLength(1); // a flush under way on the other thread
      log.length = 0;
      await client.query('checkpoint'); // writes data files
      const firstWrite = log.indexOf('data write');
      expect(firstWrite).toBeGreaterThan(0);
      expect(log.slice(0, firstWrite)).toContain('sync flush');
      hold(false);
      held.shift()!();
      await d.flushed();
    } finally {
      await client.close();
    }
  });

  // Decision 131: a relation extended by an all-zero page is written without the synchronous WAL
  // flush every other data write waits for (PostgreSQL needs none there: a new page has no LSN).
  it('writes a new all-zero page without flushing the log first, a used page only after it', { timeout: 240_000 }, async () => {
    const { client, d, log, held, hold } = await heldFlushes(path.join(dir, 'zero'));
    try {
      await client.query('create table probe (id int)');
      await client.query('create table grown (id int, note text)');
      await d.flushed();
      hold(true);
      await client.query('insert into probe values (1)');
      await turn();
      expect(held).toHaveLength(1); // that commit's flush under way on the other thread
      log.length = 0;
      await client.query(`insert into grown select g, repeat('x', 200) from generate_series(1, 200) g`); // new pages
      expect(log).toContain('zero write');
      expect(log.slice(0, log.indexOf('zero write'))).not.toContain('sync flush');
      await client.query('checkpoint'); // the pages written with their rows
      const firstWrite = log.indexOf('data write');
      expect(firstWrite).toBeGreaterThan(0);
      expect(log.slice(0, firstWrite)).toContain('sync flush');
      hold(false);
      held.shift()!();
      await d.flushed();
    } finally {
      await client.close();
    }
  });

  // Decision 94: an urgent statement (the exam answer save) is answered by the worker only once the
  // WAL flush covering its commit has ended, with that WAL sync count, so the 201 waits for nothing
  // more (before: the answer came at once, and the HTTP layer asked for the flush afterwards).
  it('answers an urgent write once its own flush is done', { timeout: 240_000 }, async () => {
    const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), lockDir: dir });
    try {
      const { db } = database;
      await db.execute(sql`create table urgent_probe (id int primary key)`);
      const client = (db as unknown as { $client: { durability: { covered: number } } }).$client;
      const seen: { w?: number; covered: number }[] = [];
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const scope: UrgentScope = {};
          return urgently(() => db.execute(sql`insert into urgent_probe values (${i})`), scope).then(() =>
            seen.push({ w: scope.w, covered: client.durability.covered }),
          );
        }),
      );
      for (const { w, covered } of seen) {
        expect(w).toBeGreaterThan(0);
        expect(covered).toBeGreaterThanOrEqual(w!);
      }
    } finally {
      await database.close();
    }
  });
});
