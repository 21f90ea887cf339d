import { and, count, eq } from 'drizzle-orm';
import type { PublicData } from '@school/api/schemas';
import type { Db } from '../../db';
import { courses, grades, students, teachers, users } from '../../db/schema';
import { currentTerm } from '../../db/current-term';

/** The home page statistics: courses and grades of the current period, people overall. */
export async function publicData(db: Db, now: Date): Promise<PublicData> {
  const period = await currentTerm(db, now);
  const inPeriod = async (table: typeof courses | typeof grades) =>
    period ? (await db.select({ n: count() }).from(table).where(eq(table.academicPeriodId, period.id)))[0].n : 0;
  const [[approved], [employed]] = await Promise.all([
    db
      .select({ n: count() })
      .from(students)
      .where(and(eq(students.approved, true), eq(students.status, true))),
    db
      .select({ n: count() })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(and(eq(teachers.status, true), eq(users.frozen, false))),
  ]);
  return {
    courses: await inPeriod(courses),
    approvedStudents: approved.n,
    teachers: employed.n,
    grades: await inPeriod(grades),
  };
}
