import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db';

/**
 * A list read built and prepared once (docs/decisions/0096-the-uncached-list-path-one-prepared-statement-a-page.md): drizzle's query building was a
 * tenth of an uncached list read's CPU, and on PostgreSQL a named statement is parsed and
 * planned once per pool connection. Values are passed to `execute` by placeholder name.
 */
export type Prepared<T> = { execute: (values: Record<string, unknown>) => Promise<T[]> };

/** The prepared statement of `key` on `db` (each test builds its own database), built by `build` the first time. */
export function preparedFor<T>(cache: WeakMap<Db, Map<string, Prepared<T>>>, db: Db, key: string, build: () => Prepared<T>): Prepared<T> {
  let byKey = cache.get(db);
  if (!byKey) cache.set(db, (byKey = new Map()));
  let prepared = byKey.get(key);
  if (!prepared) byKey.set(key, (prepared = build()));
  return prepared;
}

/** A prepared statement's name on PostgreSQL: at most 63 characters of letters, digits and _. */
export const statementName = (prefix: string, key: string) => `${prefix}_${key.replace(/[^a-zA-Z0-9]+/g, '_')}`.slice(0, 63).toLowerCase();

/** A list read limited to one page when `paged`: its limit and offset are the placeholders `limit` and `offset`. */
export const pagedBy = <Q extends PgSelect>(query: Q, paged: boolean): Q =>
  paged ? (query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) as Q) : query;
