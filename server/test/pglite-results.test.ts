import { PGlite, protocol } from '@electric-sql/pglite';
import { cachedQuery } from '../src/db/pglite/statements';
import { drizzleClientOf } from '../src/db/pglite/client';
import { HEAVY_TEST_MS } from './timeouts';

// A cached read's answer is read from PostgreSQL's bytes (db/pglite/results.ts, decision 140):
// what it gives must be what PGlite's own parser and parseResults give, for every type and shape,
// and a failing read must throw PGlite's error.
describe('PGlite answers read directly', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
    drizzleClientOf(pg);
    await pg.exec(`create table rr_probe (id int primary key, note text, at timestamptz, day date, ok boolean, n numeric, big bigint,
        f float8, doc jsonb, tags text[], raw bytea);
      insert into rr_probe values
        (1, 'one', '2026-11-22T09:00:00Z', '2026-11-22', true, 12.5, 9007199254740993, 1.5, '{"a":[1,2]}', '{a,"b c"}', '\\x00ff'),
        (2, '', null, null, false, null, null, null, null, '{}', null),
        (3, 'Kebédé ገበያ 😀 "quoted" \\ tab	end', null, null, null, null, null, null, '"s"', null, null)`);
  }, 60_000);
  afterAll(() => pg?.close());

  const both = async (text: string, params: unknown[] = [], rowMode?: 'array' | 'object') => {
    const direct = await cachedQuery(pg, text, params, rowMode);
    const parsed = await pg.query(text, params, rowMode ? { rowMode } : undefined);
    return { direct, parsed };
  };

  it.each([
    ['every column, as objects', 'select * from rr_probe order by id', []],
    ['one row by parameter', 'select id, note, tags from rr_probe where id = $1', [3]],
    ['no row', 'select id from rr_probe where id = $1', [99]],
    ['a long text (over a megabyte: several chunks of the answer)', `select repeat('ab€', 400000) as t`, []],
    ['a data-modifying WITH', `with u as (update rr_probe set note = note where id = $1 returning id) select id from u`, [2]],
  ])('%s: what PGlite parses', async (_name, text, params) => {
    const { direct, parsed } = await both(text, params);
    expect(direct).toEqual(parsed);
  });

  it('rows as arrays', async () => {
    const { direct, parsed } = await both('select id, note, doc from rr_probe order by id', [], 'array');
    expect(direct.rows).toEqual(parsed.rows);
    expect(direct.rows[2]).toEqual([3, 'Kebédé ገበያ 😀 "quoted" \\ tab\tend', 's']);
  });

  // The answer's bytes go through the instance's scratch buffer (decision 142): answers after a
  // huge one (the buffer given back), and two instances reading at once, each get their own.
  it('reads each answer whole after a larger one, and two instances at once each their own', { timeout: HEAVY_TEST_MS }, async () => {
    const big = await cachedQuery<{ t: string }>(pg, `select repeat('x', $1::int) as t`, [5_000_000]);
    expect(big.rows[0].t.length).toBe(5_000_000);
    const small = await cachedQuery<{ id: number; note: string }>(pg, 'select id, note from rr_probe where id = $1', [1]);
    expect(small.rows).toEqual([{ id: 1, note: 'one' }]);
    const other = new PGlite();
    await other.waitReady;
    try {
      const reads = Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? cachedQuery<{ t: string }>(pg, `select repeat('a', $1::int) as t`, [70_000 + i])
          : cachedQuery<{ t: string }>(other, `select repeat('b', $1::int) as t`, [90_000 + i]),
      );
      const answers = await Promise.all(reads);
      answers.forEach((a, i) => expect(a.rows[0].t).toBe((i % 2 ? 'a' : 'b').repeat((i % 2 ? 70_000 : 90_000) + i)));
    } finally {
      await other.close();
    }
  });

  it('reads a plain answer without PGlite’s parser', async () => {
    await cachedQuery(pg, 'select * from rr_probe where id = $1', [2]); // prepared (PGlite parses the description)
    const parse = vi.spyOn(protocol.Parser.prototype, 'parse');
    try {
      await cachedQuery(pg, 'select * from rr_probe where id = $1', [1]);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('throws PGlite’s own error for a read that fails as it runs', async () => {
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: { code?: string; message?: string; constructor: unknown }) => ({ code: e.code, message: e.message, type: e.constructor }),
      );
    const direct = await failure(cachedQuery(pg, 'select 1 / (id - $1) from rr_probe', [1]));
    const parsed = await failure(pg.query('select 1 / (id - $1) from rr_probe', [1]));
    expect(direct).toEqual(parsed);
    expect(direct?.code).toBe('22012');
    expect(direct?.type).toBe(protocol.messages.DatabaseError);
    // The statement is still usable afterwards.
    expect((await cachedQuery(pg, 'select 1 / (id - $1) as q from rr_probe where id = 2', [1])).rows).toEqual([{ q: 1 }]);
  });
});
