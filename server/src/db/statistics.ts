import { sql } from 'drizzle-orm';
import type { Db } from './index';

/**
 * PGlite runs no autovacuum, so without ANALYZE its planner never learns the tables' sizes (it
 * expected 7 rows of one period's teacher assignments where there were 206) and plans every list
 * read on guesses. main.ts runs this once after the listen and then hourly, on PostgreSQL too: its
 * autovacuum never analyzes a table with fewer than 50 changed rows (the terms, the roles), and
 * without their statistics the teachers page's prepared statement was planned anew at every read
 * (decision 141). On the demo school, uncached list reads took 1.3 to 1.9 times less time after it.
 *
 * One table per statement: the embedded database runs one statement at a time, and a single
 * ANALYZE of the whole school held every exam answer save behind it (1.4 s in the exam bench,
 * right after a restart under load; issue 23). Between two tables the saves go first
 * (db/priority.ts).
 *
 * `unanalyzed` (the start's run): only the tables the planner knows nothing of, never analyzed
 * (`reltuples` -1) or with no statistics (`pg_stats`, what the school's own user may read; an
 * empty table keeps none, and costs nothing to analyze again). A restart of a school, or each of
 * N instances of a district starting together, does not analyze again what the hourly job (leased:
 * one instance runs it) keeps fresh; a just-created or just-seeded database is analyzed whole.
 * Returns how many tables were analyzed.
 */
export async function refreshPlannerStatistics(db: Db, { unanalyzed = false }: { unanalyzed?: boolean } = {}): Promise<number> {
  const result = (await db.execute(
    sql`select quote_ident(c.relname) as name from pg_class c
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
        and (${!unanalyzed} or c.reltuples < 0 or not exists (select 1 from pg_stats s where s.schemaname = 'public' and s.tablename = c.relname))
      order by c.relname`,
  )) as unknown as { rows: { name: string }[] };
  for (const { name } of result.rows) await db.execute(sql.raw(`analyze ${name}`));
  return result.rows.length;
}
