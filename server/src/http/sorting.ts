import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { type SortQuery } from '@school/api/schemas';
import { messages } from '../i18n';
import { badRequest } from './errors';
import { fill } from '../lib/text';

/**
 * The ORDER BY of a list asked for `sortBy`/`sortDir` (docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md): the chosen column
 * first (empty values last either way), then `tiebreak`, so rows never swap between pages. No
 * `sortBy`: the list's own order. A column the list does not sort by is a 400, never a 500.
 */
export function orderOf(q: SortQuery, columns: Record<string, SQLWrapper>, tiebreak: readonly SQL[]): SQL[] {
  if (!q.sortBy) return [...tiebreak];
  const column = Object.hasOwn(columns, q.sortBy) ? columns[q.sortBy] : undefined;
  if (!column) throw badRequest(fill(messages.cannotSortBy, { column: q.sortBy }));
  const order = q.sortDir === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  return [order, ...tiebreak];
}

/** Text compared without case (names, emails): 'abel' sorts beside 'Abel'. */
export const caseless = (column: SQLWrapper) => sql`lower(${column})`;
