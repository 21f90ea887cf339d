import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir } from './pglite/data-dir-lock';
import { drizzleClientOf } from './pglite/client';
import { cacheFileSizes, durableStartParams, makeDurable, type Durability } from './pglite/durability';
import { WorkerPGlite } from './pglite/worker-client';
import type { PGlite as PGliteInstance } from '@electric-sql/pglite';
import { startupMark } from './trace';
import { prioritisePool } from './pg-priority';
import { tracePool } from './pg-trace';
import { settings } from '../config';

export { schema };
/** Both drivers expose the same pg-core query builder; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  close: () => Promise<void>;
  /** PGlite in its worker: settles if the worker stops without being closed (the server exits). */
  lost?: Promise<Error>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /** When set, PostgreSQL through `pg`; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** Connections of the PostgreSQL pool (PG_POOL_MAX). @default 10 */
  poolMax?: number;
  /** PGlite data directory; omitted = in memory (tests). */
  pgliteDir?: string;
  /**
   * The directory a PGlite server holds alone (a `server.lock` with its pid, see db/pglite/data-dir-lock.ts);
   * defaults to `pgliteDir`. main.ts passes DATA_DIR.
   */
  lockDir?: string;
  /** An in-memory PGlite starts from this dump (`dumpDataDir`) instead of an empty cluster (tests). */
  pgliteDump?: Blob;
  /**
   * PGlite in a worker thread (db/pglite/worker.ts) rather than on the calling thread. Default:
   * on a data directory yes (the server, the bench), in memory no (the tests); PGLITE_WORKER=1 or
   * 0 overrides the default.
   */
  worker?: boolean;
}

const workerWanted = (opts: OpenOptions) => {
  if (opts.worker !== undefined) return opts.worker;
  const wanted = settings().PGLITE_WORKER;
  if (wanted) return wanted === '1';
  return opts.pgliteDir !== undefined;
};

const durability = new WeakMap<object, Durability>();

/**
 * Resolves once what `db` committed so far (or up to the WAL sync count `upTo`) is on disk: PGlite on a data directory flushes its
 * WAL (group commit, db/pglite/durability.ts); PostgreSQL has done so at each commit already.
 */
export function whenDurable(db: Db, upTo?: number): Promise<void> {
  const client = (db as unknown as { $client?: object }).$client;
  const d = client && durability.get(client);
  return d ? d.flushed(upTo) : Promise.resolve();
}

/** The flush counters of an on-disk PGlite (null for PostgreSQL and in-memory PGlite). */
export const durabilityStats = (db: Db) => durability.get((db as unknown as { $client: object }).$client)?.stats ?? null;

/** Opens the database and applies pending migrations with the driver's own migrator. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // PG_POOL_MAX connections (default 10): decision 130 measured what a start ramp does with them.
    const max = opts.poolMax ?? 10;
    const pool = new Pool({ connectionString: opts.databaseUrl, max });
    // An idle client dropped by the server (restart, admin kill) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`postgres: idle client error: ${err.message}`));
    // Answer saves take the next free connection before the other waiting statements (db/pg-priority.ts).
    const permits = prioritisePool(pool, max);
    tracePool(pool, () => permits.waiting); // EXAM_TRACE only (db/pg-trace.ts)
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pg', close: () => pool.end() };
  }
  // Before PGlite touches the files: a second server on the same directory stops here.
  const release = opts.pgliteDir ? lockDataDir(opts.lockDir ?? opts.pgliteDir) : () => {};
  if (workerWanted(opts)) {
    try {
      if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
      const client = new WorkerPGlite({
        dataDir: opts.pgliteDir,
        dump: !opts.pgliteDir && opts.pgliteDump ? await opts.pgliteDump.arrayBuffer() : undefined,
      });
      const close = async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      };
      try {
        // The worker starts first; drizzle loads here meanwhile.
        const { drizzle } = await import('drizzle-orm/pglite');
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await client.ready;
        startupMark('database worker ready (recovery, checkpoint)');
        if (opts.pgliteDir) durability.set(client, client.durability);
        // drizzle's PGlite session calls only query and transaction (db/pglite/worker-client.ts).
        const db = drizzle(client as unknown as PGliteInstance, { schema });
        await migrate(db, { migrationsFolder });
        startupMark('migrations');
        return { db: db as unknown as Db, kind: 'pglite', close, lost: client.lost };
      } catch (err) {
        await close().catch(() => {});
        throw err;
      }
    } catch (err) {
      release();
      throw err;
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  try {
    if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
    const client = opts.pgliteDir
      ? new PGlite(opts.pgliteDir, {
          startParams: durableStartParams((PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams),
        })
      : new PGlite(opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {});
    const close = async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    };
    try {
      // Parsers are set on the instance once it has built its own (array types included).
      await client.waitReady;
      if (opts.pgliteDir) {
        cacheFileSizes(client);
        durability.set(client, makeDurable(client));
        // What the start wrote (recovery, a first initdb) is synced through the patched file system.
        await client.query('CHECKPOINT');
      }
      const db = drizzle(drizzleClientOf(client), { schema });
      // The instance itself for what is not a query (dumpDataDir in the tests' setup, backups).
      (db as unknown as { $client: PGliteInstance }).$client = client;
      await migrate(db, { migrationsFolder });
      return { db: db as unknown as Db, kind: 'pglite', close };
    } catch (err) {
      await close();
      throw err;
    }
  } catch (err) {
    release();
    throw err;
  }
}
