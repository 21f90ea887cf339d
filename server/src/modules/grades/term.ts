import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { academicPeriods } from '../../db/schema';

/** Issue 35: the year and semester of a period, so a mark's notice names its term. */
export async function termOfPeriod(db: Db, periodId: string): Promise<{ year: number; semester: number } | null> {
  const [row] = await db
    .select({ year: academicPeriods.year, semester: academicPeriods.semester })
    .from(academicPeriods)
    .where(eq(academicPeriods.id, periodId))
    .limit(1);
  return row ?? null;
}
