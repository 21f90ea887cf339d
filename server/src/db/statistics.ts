import { sql } from 'drizzle-orm';
import type { Db } from './index';
import type { Job } from '../jobs/runner';

/**
 * PGlite runs no autovacuum, so without ANALYZE its planner never learns the tables' sizes (it
 * expected 7 rows of one period's teacher assignments where there were 206) and plans every list
 * read on guesses. main.ts runs this once after the seed and then hourly on PGlite; PostgreSQL's
 * autovacuum does it on its own. On the demo school, uncached list reads took 1.3 to 1.9 times
 * less time after it.
 */
export async function refreshPlannerStatistics(db: Db): Promise<number> {
  await db.execute(sql`analyze`);
  return 1;
}

export const plannerStatisticsJob: Job = { name: 'planner statistics', everyMs: 3_600_000, run: refreshPlannerStatistics };
