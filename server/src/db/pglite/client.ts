import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { cachedQuery } from './statements';

// ─── PGlite as drizzle sees it, without a parser table per query ─────────────────────────────
// drizzle's PGlite session passes `parsers` (dates, timestamps, intervals and their arrays kept
// as text) with every query, and PGlite answers that by copying its whole table of 318 parsers
// into a new object per query (`{ ...defaultParsers, ...options.parsers }`, about 100 µs). The
// same parsers are set once on the instance here, and the client drizzle is given passes only
// the row mode. drizzle calls nothing but `query` and `transaction` on it (drizzle-orm 0.45
// pglite/session.js); `$client` is the real instance.

/** Type OIDs drizzle wants as PostgreSQL's text (it parses them itself). */
const AS_TEXT = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

interface Queryable {
  query: PGlite['query'];
}

/** What drizzle's PGlite session needs of a client. */
class DrizzleClient {
  constructor(
    private readonly inner: Queryable,
    private readonly root?: PGlite,
  ) {}

  query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    // Outside a transaction a read goes through the statement cache (db/pglite/statements.ts).
    if (this.root) return cachedQuery<T>(this.root, sql, params, options?.rowMode);
    return this.inner.query<T>(sql, params, options?.rowMode ? { rowMode: options.rowMode } : undefined);
  }

  transaction<T>(fn: (tx: DrizzleClient) => Promise<T>): Promise<T> {
    if (!this.root) throw new Error('nested transactions go through savepoints');
    return this.root.transaction((tx: Transaction) => fn(new DrizzleClient(tx)));
  }
}

/** Sets drizzle's parsers on the instance once (also done by the database worker, db/pglite/worker.ts). */
export function setDrizzleParsers(client: PGlite) {
  for (const oid of AS_TEXT) client.parsers[oid] = asText;
}

/** The client to hand to drizzle: parsers set once on `client`, none passed per query. */
export function drizzleClientOf(client: PGlite): PGlite {
  setDrizzleParsers(client);
  return new DrizzleClient(client, client) as unknown as PGlite;
}
