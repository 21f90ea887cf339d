import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../src/db';
import { pgErrorOf } from '../src/http/db-errors';
import { cachedQuery, cachedStatements } from '../src/db/pglite/statements';
import { drizzleClientOf } from '../src/db/pglite/client';
import { HEAVY_TEST_MS } from './timeouts';

// Issue 21: a read outside a transaction is parsed and planned once as a named statement
// (db/pglite/statements.ts), in process and in the database worker.
describe('PGlite statement cache', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
    drizzleClientOf(pg);
    await pg.exec(`create table st_probe (id int primary key, note text, at timestamptz, tags text[]);
      insert into st_probe values (1, 'one', '2026-11-22T09:00:00Z', '{a,b}'), (2, 'two', null, null)`);
  }, 60_000);
  afterAll(() => pg?.close());

  const read = (id: number) => cachedQuery<Record<string, unknown>>(pg, 'select * from st_probe where id = $1', [id]);

  it('answers as query does, rows as objects or arrays, the statement prepared once', async () => {
    const before = cachedStatements(pg);
    const a = await read(1);
    const b = await pg.query('select * from st_probe where id = $1', [1]);
    expect(a.rows).toEqual(b.rows);
    expect(a.fields).toEqual(b.fields);
    expect(a.rows[0]).toEqual({ id: 1, note: 'one', at: '2026-11-22 09:00:00+00', tags: ['a', 'b'] });
    expect((await read(2)).rows).toEqual([{ id: 2, note: 'two', at: null, tags: null }]);
    expect(cachedStatements(pg)).toBe(before + 1);
    const arrays = await cachedQuery(pg, 'select id, tags from st_probe where tags && $1::text[] order by id', [['b']], 'array');
    expect(arrays.rows).toEqual([[1, ['a', 'b']]]);
    // A write is not cached.
    await cachedQuery(pg, 'update st_probe set note = $1 where id = 2', ['deux']);
    expect(cachedStatements(pg)).toBe(before + 2);
  });

  it('follows a schema change: a column added, and one whose type changed under the statement', async () => {
    await read(1);
    await pg.exec(`alter table st_probe add column extra int default 7`);
    expect((await read(1)).rows[0]).toMatchObject({ id: 1, extra: 7 });
    await pg.exec(`alter table st_probe alter column note type varchar(20)`);
    expect((await read(2)).rows[0]).toMatchObject({ id: 2, note: 'deux', extra: 7 });
  });

  it('forgets a statement that failed and reads again after it', async () => {
    const bad = 'select 1 / $1::int as q';
    const err = await cachedQuery(pg, bad, [0]).catch((e: unknown) => e);
    expect(pgErrorOf(err)).toMatchObject({ code: '22012' });
    expect((err as { query?: string }).query).toBe(bad);
    expect((await cachedQuery(pg, bad, [2])).rows).toEqual([{ q: 0 }]);
    const parseErr = await cachedQuery(pg, 'select nope from st_probe', []).catch((e: unknown) => e);
    expect(pgErrorOf(parseErr)).toMatchObject({ code: '42703' });
    expect((await read(1)).rows).toHaveLength(1);
  });

  it('refuses on a closed database as query does', { timeout: HEAVY_TEST_MS }, async () => {
    const other = new PGlite();
    await other.waitReady;
    await cachedQuery(other, 'select 1 as one');
    await other.close();
    const err = await cachedQuery(other, 'select 1 as one').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
  });

  it('waits for a transaction like query does', async () => {
    let inside = false;
    let entered!: () => void;
    let readAsked!: () => void;
    const inTransaction = new Promise<void>((r) => (entered = r));
    const readStarted = new Promise<void>((r) => (readAsked = r));
    const tx = pg.transaction(async (t) => {
      inside = true;
      await t.query(`update st_probe set note = 'tx' where id = 1`);
      entered();
      await readStarted;
      // Round trips of the transaction's own, in which a read that skipped the lock would run.
      for (let i = 0; i < 5; i++) await t.query('select 1');
      inside = false;
    });
    await inTransaction;
    const seen = read(1).then((r) => ({ inside, note: r.rows[0].note }));
    readAsked();
    await tx;
    expect(await seen).toEqual({ inside: false, note: 'tx' });
  });
});

describe('PGlite statement cache in the worker', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ worker: true });
    await database.db.execute(sql`create table st_worker (id int primary key, note text)`);
    await database.db.execute(sql`insert into st_worker values (1, 'one')`);
  }, 120_000);
  afterAll(() => database?.close());

  const rows = async (q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: unknown[] }).rows;

  it('reads, fails and reads again, across a schema change', async () => {
    expect(await rows(sql`select * from st_worker where id = ${1}`)).toEqual([{ id: 1, note: 'one' }]);
    const err = await database.db.execute(sql`select 1 / ${0}::int`).catch((e: unknown) => e);
    expect(pgErrorOf(err)).toMatchObject({ code: '22012' });
    await database.db.execute(sql`alter table st_worker alter column note type varchar(10)`);
    await database.db.execute(sql`alter table st_worker add column n int default 3`);
    expect(await rows(sql`select * from st_worker where id = ${1}`)).toEqual([{ id: 1, note: 'one', n: 3 }]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into st_worker (id, note) values (2, 'two')`);
      expect(((await tx.execute(sql`select count(*)::int as n from st_worker`)) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
    });
    expect(await rows(sql`select id from st_worker order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
