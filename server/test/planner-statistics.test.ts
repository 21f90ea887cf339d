import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshPlannerStatistics } from '../src/db/statistics';
import { useTestApp } from './helpers';

// PGlite has no autovacuum: the statistics job is what tells its planner the tables' sizes.
const t = useTestApp();

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('planner statistics', () => {
  it('after the job the planner estimates teacher_sections at its real size', async () => {
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from teacher_sections`);
    expect(n).toBeGreaterThan(100);
    expect(await refreshPlannerStatistics(t.database.db)).toBeGreaterThan(10);
    const [plan] = await rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      sql`explain (format json) select * from teacher_sections`,
    );
    expect(plan['QUERY PLAN'][0].Plan['Plan Rows']).toBe(n);
  });
});
