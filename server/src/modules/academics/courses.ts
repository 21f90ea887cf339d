import { and, asc, count, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { AddCourseRequest, Course, EditCourseRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { courseGrades, courses, grades, scheduleEntries, teacherSections } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { countOf, findPeriod, pageWindow, refuseInUse, type PageOptions } from './shared';
import { escapeLike, fill, likePattern } from '../../lib/text';

/** Grade names per course id, in the grades' natural order. */
async function gradeNamesOf(db: Db, courseIds: string[]) {
  const out = new Map<string, string[]>(courseIds.map((id) => [id, []]));
  if (!courseIds.length) return out;
  const rows = await db
    .select({ courseId: courseGrades.courseId, name: grades.name })
    .from(courseGrades)
    .innerJoin(grades, eq(grades.id, courseGrades.gradeId))
    .where(inArray(courseGrades.courseId, courseIds));
  const natural = (a: string, b: string) => a.length - b.length || a.localeCompare(b);
  for (const r of rows.sort((a, b) => natural(a.name, b.name))) out.get(r.courseId)!.push(r.name);
  return out;
}

const toCourses = async (db: Db, rows: { id: string; name: string }[]): Promise<Course[]> => {
  const names = await gradeNamesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ _id: r.id, name: r.name, grades: names.get(r.id) ?? [] }));
};

export async function listCourses(db: Db, periodId: string, o: PageOptions) {
  await findPeriod(db, periodId);
  const term = o.searchTerm?.trim();
  const where = and(eq(courses.academicPeriodId, periodId), term ? ilike(courses.name, likePattern(term)) : undefined);
  const { limit, offset, totals } = pageWindow(o);
  const total = await countOf(db.select({ n: count() }).from(courses).where(where));
  const q = db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(where)
    .orderBy(asc(courses.name), asc(courses.id))
    .offset(offset);
  const rows = limit === undefined ? await q : await q.limit(limit);
  return { courses: await toCourses(db, rows), ...totals(total) };
}

/**
 * The grades of a course, given by id or by name, must all be grades of the course's period;
 * any other value is refused (400) rather than silently dropped.
 */
async function resolveGrades(db: Db, periodId: string, values: string[]) {
  const unique = [...new Set(values)];
  const rows = await db
    .select({ id: grades.id, name: grades.name })
    .from(grades)
    .where(and(eq(grades.academicPeriodId, periodId), or(inArray(grades.id, unique), inArray(grades.name, unique))));
  const found = unique.every((v) => rows.some((g) => g.id === v || g.name === v));
  if (!found) throw badRequest(messages.courseGradeOtherPeriod);
  return [...new Set(rows.map((g) => g.id))];
}

async function refuseDuplicateName(db: Db, periodId: string, name: string, exceptId?: string) {
  const [dup] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(eq(courses.academicPeriodId, periodId), ilike(courses.name, escapeLike(name)), exceptId ? ne(courses.id, exceptId) : undefined),
    )
    .limit(1);
  if (dup) throw badRequest(fill(messages.courseExists, { name }));
}

async function findCourse(db: Db, courseId: string, periodId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.academicPeriodId, periodId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function addCourse(db: Db, body: AddCourseRequest) {
  await findPeriod(db, body.id);
  await refuseDuplicateName(db, body.id, body.name);
  const gradeIds = await resolveGrades(db, body.id, body.grade);
  const row = await db.transaction(async (tx) => {
    const [c] = await tx.insert(courses).values({ academicPeriodId: body.id, name: body.name }).returning();
    await tx.insert(courseGrades).values(gradeIds.map((gradeId) => ({ courseId: c.id, gradeId })));
    return c;
  });
  return { message: messages.added, course: (await toCourses(db, [row]))[0] };
}

export async function editCourse(db: Db, body: EditCourseRequest) {
  await findCourse(db, body._id, body.academicPeriodId);
  await refuseDuplicateName(db, body.academicPeriodId, body.name, body._id);
  const gradeIds = await resolveGrades(db, body.academicPeriodId, body.grade);
  const row = await db.transaction(async (tx) => {
    const [c] = await tx.update(courses).set({ name: body.name }).where(eq(courses.id, body._id)).returning();
    await tx.delete(courseGrades).where(eq(courseGrades.courseId, body._id));
    await tx.insert(courseGrades).values(gradeIds.map((gradeId) => ({ courseId: c.id, gradeId })));
    return c;
  });
  return { message: messages.updated, course: (await toCourses(db, [row]))[0] };
}

/** Refused while teachers teach it or the schedule holds its lessons. */
export async function deleteCourse(db: Db, courseId: string, periodId: string) {
  const course = await findCourse(db, courseId, periodId);
  const [t, e] = await Promise.all([
    countOf(db.select({ n: count() }).from(teacherSections).where(eq(teacherSections.courseId, courseId))),
    countOf(db.select({ n: count() }).from(scheduleEntries).where(eq(scheduleEntries.courseId, courseId))),
  ]);
  refuseInUse(messages.courseInUse, { name: course.name }, [
    [t > 0, messages.inUseTeachers],
    [e > 0, messages.inUseSchedule],
  ]);
  await db.delete(courses).where(eq(courses.id, courseId));
  return { message: messages.deleted };
}
