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

  // The start's run (main.ts): a restart, or the second of two instances starting together, does
  // not analyze again the tables that have statistics; a table without them is analyzed.
  it('at the start analyzes only the tables the planner knows nothing of', async () => {
    await refreshPlannerStatistics(t.database.db);
    expect(await refreshPlannerStatistics(t.database.db, { unanalyzed: true })).toBe(
      (
        await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from pg_class c where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and not exists (select 1 from pg_stats s where s.schemaname = 'public' and s.tablename = c.relname)`,
        )
      )[0].n,
    );
    await t.database.db.execute(sql`create table fresh_rows as select g as n from generate_series(1, 500) g`);
    try {
      expect(await refreshPlannerStatistics(t.database.db, { unanalyzed: true })).toBeGreaterThanOrEqual(1);
      const [plan] = await rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        sql`explain (format json) select * from fresh_rows`,
      );
      expect(plan['QUERY PLAN'][0].Plan['Plan Rows']).toBe(500);
      const [{ analyzed }] = await rowsOf<{ analyzed: boolean }>(
        sql`select exists (select 1 from pg_stats where tablename = 'fresh_rows') as analyzed`,
      );
      expect(analyzed).toBe(true);
    } finally {
      await t.database.db.execute(sql`drop table fresh_rows`);
    }
  });
});
