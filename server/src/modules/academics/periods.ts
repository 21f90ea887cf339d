import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AcademicPeriod, AcademicPeriodRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { academicPeriods, courses, grades, studentSections } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { countOf, findPeriod, pageWindow, refuseInUse, type PageOptions } from './shared';
import { fill, likePattern } from '../../lib/text';

type PeriodRow = typeof academicPeriods.$inferSelect;

export const toAcademicPeriod = (p: PeriodRow): AcademicPeriod => ({
  _id: p.id,
  year: p.year,
  semester: p.semester,
  startDate: p.startDate,
  endDate: p.endDate,
});

/** Newest first; the search matches the year or 'year semester' ("2026", "2026 2"). */
export async function listPeriods(db: Db, o: PageOptions) {
  const term = o.searchTerm?.trim();
  const where = term
    ? sql`(${academicPeriods.year}::text || ' ' || ${academicPeriods.semester}::text) ilike ${likePattern(term)}`
    : undefined;
  const { limit, offset, totals } = pageWindow(o);
  const total = await countOf(db.select({ n: count() }).from(academicPeriods).where(where));
  const q = db
    .select()
    .from(academicPeriods)
    .where(where)
    .orderBy(desc(academicPeriods.year), desc(academicPeriods.semester))
    .offset(offset);
  const rows = limit === undefined ? await q : await q.limit(limit);
  return { academicPeriods: rows.map(toAcademicPeriod), ...totals(total) };
}

export async function getPeriod(db: Db, id: string) {
  return { academicPeriod: toAcademicPeriod(await findPeriod(db, id)) };
}

/** Year + semester name one term: a second period of the same term is refused (400). */
async function refuseDuplicate(db: Db, body: AcademicPeriodRequest, exceptId?: string) {
  const same = and(
    eq(academicPeriods.year, body.year),
    eq(academicPeriods.semester, body.semester),
    exceptId ? ne(academicPeriods.id, exceptId) : undefined,
  );
  const [dup] = await db.select({ id: academicPeriods.id }).from(academicPeriods).where(same).limit(1);
  if (dup) throw badRequest(fill(messages.periodExists, { year: body.year, semester: body.semester }));
}

export async function addPeriod(db: Db, body: AcademicPeriodRequest) {
  await refuseDuplicate(db, body);
  const [row] = await db.insert(academicPeriods).values(body).returning();
  return { message: messages.added, academicPeriod: toAcademicPeriod(row) };
}

export async function editPeriod(db: Db, id: string, body: AcademicPeriodRequest) {
  await findPeriod(db, id);
  await refuseDuplicate(db, body, id);
  const [row] = await db.update(academicPeriods).set(body).where(eq(academicPeriods.id, id)).returning();
  return { message: messages.updated, academicPeriod: toAcademicPeriod(row) };
}

/** Refused while the period still has grades, courses or enrolled students (docs/decisions/0018-school-structure-refusing-deletes-in-use-grade-sections-the.md). */
export async function deletePeriod(db: Db, id: string) {
  const period = await findPeriod(db, id);
  const [g, c, s] = await Promise.all([
    countOf(db.select({ n: count() }).from(grades).where(eq(grades.academicPeriodId, id))),
    countOf(db.select({ n: count() }).from(courses).where(eq(courses.academicPeriodId, id))),
    countOf(db.select({ n: count() }).from(studentSections).where(eq(studentSections.academicPeriodId, id))),
  ]);
  refuseInUse(messages.periodInUse, { year: period.year, semester: period.semester }, [
    [g > 0, messages.inUseGrades],
    [c > 0, messages.inUseCourses],
    [s > 0, messages.inUseStudents],
  ]);
  await db.delete(academicPeriods).where(eq(academicPeriods.id, id));
  return { message: messages.deleted };
}
