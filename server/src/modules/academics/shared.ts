import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { messages } from '../../i18n';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { academicPeriods } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { fill } from '../../lib/text';

export interface PageOptions {
  searchTerm?: string;
  page: number;
  /** 'all' = every row on one page (pickers, spec 000 §9). */
  limit: number | 'all';
}

/** limit/offset of a page, and the totals the client shows (totalPages 0 when nothing matches). */
export function pageWindow(o: PageOptions) {
  const all = o.limit === 'all';
  const size = all ? Number.MAX_SAFE_INTEGER : (o.limit as number);
  return {
    limit: all ? undefined : size,
    offset: all ? 0 : (o.page - 1) * size,
    totals: (totalItems: number) => ({ totalItems, totalPages: all ? (totalItems ? 1 : 0) : Math.ceil(totalItems / size) }),
  };
}

/** Counts rows of a query builder result: `const n = await countOf(db.select({ n: count() })...)`. */
export const countOf = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

export async function findPeriod(db: Db, id: string) {
  const [row] = await db.select().from(academicPeriods).where(eq(academicPeriods.id, id)).limit(1);
  if (!row) throw notFound(messages.academicPeriodNotFound);
  return row;
}

/**
 * The refusal of a delete that would take other records with it: names what is left
 * ('… while it has enrolled students, assigned teachers').
 */
export function refuseInUse(template: string, values: Record<string, string | number>, uses: [boolean, string][]) {
  const what = uses.filter(([used]) => used).map(([, label]) => label);
  if (what.length) throw new HttpError(400, fill(template, { ...values, what: what.join(', ') }));
}

/** Rows of `table` whose `column` is one of `ids` (0 when `ids` is empty). */
export async function countIn(db: Db, table: PgTable, column: PgColumn, ids: string[], extra?: SQL) {
  if (!ids.length) return 0;
  return countOf(
    db
      .select({ n: count() })
      .from(table)
      .where(and(inArray(column, ids), extra)),
  );
}
