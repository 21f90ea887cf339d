import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { AddGradeRequest, EditGradeRequest, Grade } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { grades, scheduleEntries, sections, studentSections, teacherSections } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { countIn, countOf, findPeriod, pageWindow, refuseInUse, type PageOptions } from './shared';
import { escapeLike, fill, likePattern } from '../../lib/text';

type GradeRow = typeof grades.$inferSelect;

export const toGrade = (g: GradeRow): Grade => ({ _id: g.id, name: g.name, noOfSections: g.noOfSections, capacity: g.capacity });

/** Section letters: 'Grade 7 A', 'Grade 7 B', … (at most 26, the contract's limit). */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const sectionNameOf = (grade: string, index: number) => `${grade} ${LETTERS[index]}`;

export async function listGrades(db: Db, periodId: string, o: PageOptions) {
  await findPeriod(db, periodId);
  const term = o.searchTerm?.trim();
  const where = and(eq(grades.academicPeriodId, periodId), term ? ilike(grades.name, likePattern(term)) : undefined);
  const { limit, offset, totals } = pageWindow(o);
  const total = await countOf(db.select({ n: count() }).from(grades).where(where));
  // Natural order: 'KG', 'Grade 2', 'Grade 10' (length first, then text).
  const q = db
    .select()
    .from(grades)
    .where(where)
    .orderBy(asc(sql`length(${grades.name})`), asc(grades.name))
    .offset(offset);
  const rows = limit === undefined ? await q : await q.limit(limit);
  return { grades: rows.map(toGrade), ...totals(total) };
}

async function findGrade(db: Db, gradeId: string, periodId: string) {
  const [row] = await db
    .select()
    .from(grades)
    .where(and(eq(grades.id, gradeId), eq(grades.academicPeriodId, periodId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function refuseDuplicateName(db: Db, periodId: string, name: string, exceptId?: string) {
  const [dup] = await db
    .select({ id: grades.id })
    .from(grades)
    .where(and(eq(grades.academicPeriodId, periodId), ilike(grades.name, escapeLike(name)), exceptId ? ne(grades.id, exceptId) : undefined))
    .limit(1);
  if (dup) throw badRequest(fill(messages.gradeExists, { name }));
}

/** Creates the grade and its `sectionCount` sections, each with the grade's capacity. */
export async function addGrade(db: Db, body: AddGradeRequest) {
  await findPeriod(db, body.id);
  await refuseDuplicateName(db, body.id, body.grade);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(grades)
      .values({ academicPeriodId: body.id, name: body.grade, noOfSections: body.sectionCount, capacity: body.capacity })
      .returning();
    await tx.insert(sections).values(
      Array.from({ length: body.sectionCount }, (_, i) => ({
        gradeId: row.id,
        name: sectionNameOf(body.grade, i),
        capacity: body.capacity,
      })),
    );
    return { message: messages.added, grade: toGrade(row) };
  });
}

/** Students enrolled per section id. */
async function enrolledBySection(db: Db, sectionIds: string[]) {
  if (!sectionIds.length) return new Map<string, number>();
  const rows = await db
    .select({ sectionId: studentSections.sectionId, n: count() })
    .from(studentSections)
    .where(inArray(studentSections.sectionId, sectionIds))
    .groupBy(studentSections.sectionId);
  return new Map(rows.map((r) => [r.sectionId, Number(r.n)]));
}

/**
 * Renames the grade and its sections, sets every section's capacity, and adds or removes
 * sections at the end of the alphabet. Removing a section with students, or a capacity below
 * a section's students, is refused.
 */
export async function editGrade(db: Db, body: EditGradeRequest) {
  await findGrade(db, body._id, body.id);
  await refuseDuplicateName(db, body.id, body.grade, body._id);
  const current = await db.select().from(sections).where(eq(sections.gradeId, body._id)).orderBy(asc(sections.name));
  const enrolled = await enrolledBySection(
    db,
    current.map((s) => s.id),
  );
  const removed = current.slice(body.sectionCount);
  const occupied = removed.filter((s) => (enrolled.get(s.id) ?? 0) > 0);
  if (occupied.length) throw badRequest(fill(messages.sectionsHaveStudents, { names: occupied.map((s) => s.name).join(', ') }));
  const crowded = current.slice(0, body.sectionCount).find((s) => (enrolled.get(s.id) ?? 0) > body.capacity);
  if (crowded) throw badRequest(fill(messages.capacityBelowStudents, { count: enrolled.get(crowded.id)!, section: crowded.name }));

  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(grades)
      .set({ name: body.grade, noOfSections: body.sectionCount, capacity: body.capacity })
      .where(eq(grades.id, body._id))
      .returning();
    if (removed.length)
      await tx.delete(sections).where(
        inArray(
          sections.id,
          removed.map((s) => s.id),
        ),
      );
    const kept = current.slice(0, body.sectionCount);
    for (const [i, s] of kept.entries()) {
      await tx
        .update(sections)
        .set({ name: sectionNameOf(body.grade, i), capacity: body.capacity })
        .where(eq(sections.id, s.id));
    }
    const added = Array.from({ length: body.sectionCount - kept.length }, (_, k) => ({
      gradeId: body._id,
      name: sectionNameOf(body.grade, kept.length + k),
      capacity: body.capacity,
    }));
    if (added.length) await tx.insert(sections).values(added);
    return { message: messages.updated, grade: toGrade(row) };
  });
}

/** Refused while its sections have students, teachers or lessons; the course links go with it. */
export async function deleteGrade(db: Db, gradeId: string, periodId: string) {
  const grade = await findGrade(db, gradeId, periodId);
  const ids = (await db.select({ id: sections.id }).from(sections).where(eq(sections.gradeId, gradeId))).map((s) => s.id);
  const [s, t, e] = await Promise.all([
    countIn(db, studentSections, studentSections.sectionId, ids),
    countIn(db, teacherSections, teacherSections.sectionId, ids),
    countIn(db, scheduleEntries, scheduleEntries.sectionId, ids),
  ]);
  refuseInUse(messages.gradeInUse, { name: grade.name }, [
    [s > 0, messages.inUseStudents],
    [t > 0, messages.inUseTeachers],
    [e > 0, messages.inUseSchedule],
  ]);
  await db.delete(grades).where(eq(grades.id, gradeId));
  return { message: messages.deleted };
}
