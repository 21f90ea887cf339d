import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { concatBytes, fieldsOf, runRead, type Field } from './results';
import { settings } from '../../config';

// ─── PGlite: a read parsed and planned once, then only bound and run (issue 21) ──────────────
// PGlite's `query` runs the extended protocol with an unnamed statement, one call into its
// WebAssembly per message: Parse, Describe statement, Bind, Describe portal, Execute, Sync. Every
// read is parsed, analysed and planned again. Here a read outside a transaction (a statement that
// starts with SELECT or WITH) is parsed once as a named statement and described once (its
// parameter types, its row description); after that a read is Bind + Execute + Sync in one call,
// and PostgreSQL's plan cache keeps its plan (a generic plan after five runs, when it costs no
// more than the custom ones; a schema change re-plans it: PostgreSQL revalidates named
// statements). A statement that fails is closed and forgotten, so a failure never leaves a stale
// one; "cached plan must not change result type" (a column's type changed under it) is retried
// once with a fresh statement. At most MAX statements a database, the least recently used closed
// first. Used by the database worker (db/pglite/worker.ts) and by in-process PGlite
// (db/pglite/client.ts). PGLITE_STATEMENT_CACHE=0: off, every read through `query` as before.

const { serialize } = protocol;
const MAX = 256;
const READ = /^\s*(select|with)\b/i;

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
interface Statement {
  name: string;
  paramTypes: number[];
  /** The row description, prepended to each run's messages for parseResults (an answer PGlite parses). */
  rows: Message | null;
  /** Its fields, for the answers read directly (db/pglite/results.ts). */
  fields: Field[];
}
interface Cache {
  statements: Map<string, Statement>;
  next: number;
}
/** PGlite's own locks (what `query` takes), not in its public types. */
interface Locking {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

const caches = new WeakMap<PGlite, Cache>();
/** Sees each statement that goes through the cache (scripts/bench/list-statements.ts counts them). */
export const statementObserver: { seen?: (sql: string, params: unknown[]) => void } = {};
export const statementCacheOn = () => settings().PGLITE_STATEMENT_CACHE;

/** Whether `sql` goes through the statement cache (a read; the caller is outside a transaction). */
export const cacheable = (sql: string) => READ.test(sql);

const noSync = { syncToFs: false } as const;

async function prepare(pg: PGlite, cache: Cache, sql: string): Promise<Statement> {
  const name = `pgl_s${cache.next++}`;
  const messages = await pg.execProtocolStream(
    concatBytes([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    noSync,
  );
  const rows = messages.find((m) => m.name === 'rowDescription') ?? null;
  const statement: Statement = { name, paramTypes: parse.parseDescribeStatementResults(messages), rows, fields: fieldsOf(rows) };
  cache.statements.set(sql, statement);
  if (cache.statements.size > MAX) {
    const [oldest, evicted] = cache.statements.entries().next().value as [string, Statement];
    cache.statements.delete(oldest);
    await close(pg, evicted);
  }
  return statement;
}

async function close(pg: PGlite, statement: Statement) {
  await pg
    .execProtocolStream(concatBytes([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), noSync)
    .catch(() => {});
}

async function run<T>(pg: PGlite, statement: Statement, params: unknown[], rowMode?: 'array' | 'object'): Promise<Results<T>> {
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = pg.serializers[statement.paramTypes[i]];
    return serializer ? serializer(param) : String(param);
  });
  return runRead<T>(
    pg,
    concatBytes([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
    statement.rows,
    statement.fields,
    rowMode,
  );
}

/**
 * `pg.query(sql, params, { rowMode })` for a statement outside a transaction, through the
 * statement cache when it is a read (cacheable), as `pg.query` otherwise.
 */
export function cachedQuery<T>(pg: PGlite, sql: string, params: unknown[] = [], rowMode?: 'array' | 'object'): Promise<Results<T>> {
  // A closed instance: `query` says so (its readiness check).
  if (!statementCacheOn() || !cacheable(sql) || pg.closed) return pg.query<T>(sql, params, rowMode ? { rowMode } : undefined);
  statementObserver.seen?.(sql, params);
  let cache = caches.get(pg);
  if (!cache) caches.set(pg, (cache = { statements: new Map(), next: 1 }));
  const c = cache;
  const locks = pg as unknown as Locking;
  return locks._runExclusiveTransaction(() =>
    locks._runExclusiveQuery(async () => {
      for (let attempt = 0; ; attempt++) {
        let statement = c.statements.get(sql);
        if (statement) {
          // Most recently used last (the Map's order is the eviction order).
          c.statements.delete(sql);
          c.statements.set(sql, statement);
        }
        try {
          statement ??= await prepare(pg, c, sql);
          const result = await run<T>(pg, statement, params, rowMode);
          await pg.syncToFs();
          return result;
        } catch (err) {
          if (statement && c.statements.get(sql) === statement) {
            c.statements.delete(sql);
            await close(pg, statement);
          }
          const e = err as { code?: string; message?: string };
          if (attempt === 0 && e.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '')) continue;
          throw Object.assign(err as object, { query: sql, params });
        }
      }
    }),
  );
}

/** How many statements the cache holds for `pg` (tests). */
export const cachedStatements = (pg: PGlite) => caches.get(pg)?.statements.size ?? 0;
