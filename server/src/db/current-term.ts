import { and, desc, gte, lte } from 'drizzle-orm';
import type { Db } from './index';
import { academicPeriods } from './schema';

// Read by modules and by auth/access (whose chats a term's teaching opens), so it sits below both
// (decision 291: lower layers import no module).

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The current academic period: the one whose dates include today, else the latest one
 * (between terms the school still shows its last term). null when there is none.
 */
export async function currentTerm(db: Db, now: Date) {
  const today = isoDay(now);
  const [inside] = await db
    .select()
    .from(academicPeriods)
    .where(and(lte(academicPeriods.startDate, today), gte(academicPeriods.endDate, today)))
    .orderBy(desc(academicPeriods.startDate))
    .limit(1);
  if (inside) return inside;
  const [latest] = await db.select().from(academicPeriods).orderBy(desc(academicPeriods.startDate)).limit(1);
  return latest ?? null;
}
