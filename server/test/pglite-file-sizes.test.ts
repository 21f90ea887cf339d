import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vi } from 'vitest';
import { cacheFileSizes, durableStartParams, makeDurable } from '../src/db/pglite/durability';

// Issue 21: on a data directory a relation's size (PostgreSQL's lseek to the end of its file) is
// kept between two changes of the file system instead of an fstat per scan (db/pglite/durability.ts).
// What must hold: a read after any write, extension, truncation or file swap sees the file as it is.
/** PGlite on `dir` with the server's start parameters (fsync on). */
async function openOnDisk(dir: string): Promise<PGlite> {
  const client = new PGlite(dir, {
    startParams: durableStartParams((PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams),
  });
  await client.waitReady;
  return client;
}

describe('file sizes kept between writes (PGlite on disk)', () => {
  let dir: string;
  let client: PGlite;
  let sizes: { hits: number };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-sizes-'));
    client = await openOnDisk(dir);
    sizes = cacheFileSizes(client);
    makeDurable(client);
    await client.exec(`create table sizes_probe (id int primary key, note text)`);
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const count = async () => (await client.query<{ n: number }>(`select count(*)::int n from sizes_probe`)).rows[0].n;

  it('answers a repeated read without asking the file system for sizes', async () => {
    await client.exec(`insert into sizes_probe select g, repeat('x', 200) from generate_series(1, 2000) g`);
    await count();
    const fstat = vi.spyOn(fs, 'fstatSync');
    const hits = sizes.hits;
    try {
      for (let i = 0; i < 5; i++) expect(await count()).toBe(2000);
      expect(fstat).not.toHaveBeenCalled();
      expect(sizes.hits).toBeGreaterThan(hits);
    } finally {
      fstat.mockRestore();
    }
  });

  it('sees every change of size: an extension, a delete and vacuum, a truncate, a rewrite', async () => {
    await client.exec(`insert into sizes_probe select g, repeat('y', 500) from generate_series(2001, 6000) g`);
    expect(await count()).toBe(6000);
    await client.exec(`delete from sizes_probe where id > 100`);
    await client.exec(`vacuum sizes_probe`);
    expect(await count()).toBe(100);
    await client.exec(`insert into sizes_probe select g, 'z' from generate_series(101, 3000) g`);
    expect(await count()).toBe(3000);
    await client.exec(`vacuum full sizes_probe`);
    expect(await count()).toBe(3000);
    expect((await client.query<{ n: number }>(`select count(*)::int n from sizes_probe where note = 'z'`)).rows[0].n).toBe(2900);
    await client.exec(`truncate sizes_probe`);
    expect(await count()).toBe(0);
    await client.exec(`insert into sizes_probe select g, 'w' from generate_series(1, 1500) g`);
    expect(await count()).toBe(1500);
  });

  it('keeps what was written across a restart', async () => {
    await client.close();
    client = await openOnDisk(dir);
    cacheFileSizes(client);
    expect(await count()).toBe(1500);
  });
});
