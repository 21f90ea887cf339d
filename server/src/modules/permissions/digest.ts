import { and, asc, eq, gt, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { FamilyDigest } from '@school/api/schemas';
import type { Db } from '../../db';
import {
  academicPeriods,
  assignments,
  attendance,
  courses,
  familyVisits,
  gradeChanges,
  sectionGradeVisibility,
  sections,
  studentGrades,
  studentSections,
  submissions,
} from '../../db/schema';
import { parentLinks } from './family';

/** A visit ends after 30 minutes without a digest read; the next read starts a new one. */
export const VISIT_GAP_MS = 30 * 60_000;
/** The first visit looks this far back. */
export const FIRST_VISIT_WINDOW_MS = 14 * 86_400_000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Records the parent's visit and answers the start of the digest's window: the previous visit.
 * Reads within one visit (refetches, a reload) keep the same window.
 */
export async function recordVisit(db: Db, parentId: string, now: Date): Promise<Date | null> {
  const [row] = await db.select().from(familyVisits).where(eq(familyVisits.parentId, parentId)).limit(1);
  if (!row) {
    await db.insert(familyVisits).values({ parentId, lastVisitAt: now }).onConflictDoNothing();
    return null;
  }
  if (now.getTime() - row.lastVisitAt.getTime() <= VISIT_GAP_MS) {
    await db.update(familyVisits).set({ lastVisitAt: now }).where(eq(familyVisits.parentId, parentId));
    return row.previousVisitAt;
  }
  await db.update(familyVisits).set({ lastVisitAt: now, previousVisitAt: row.lastVisitAt }).where(eq(familyVisits.parentId, parentId));
  return row.lastVisitAt;
}

/** GET parent/{id}/digest: one card per linked child with what changed since the previous visit. */
export async function familyDigest(db: Db, parentId: string, now: Date): Promise<FamilyDigest> {
  const previous = await recordVisit(db, parentId, now);
  const since = previous ?? new Date(now.getTime() - FIRST_VISIT_WINDOW_MS);
  const { links } = await parentLinks(db, parentId);
  const children = await Promise.all(
    links.map(async ({ student_id: student }) => ({ student, ...(await childChanges(db, student._id, since, now)) })),
  );
  return { since: previous ? previous.toISOString() : null, children };
}

async function childChanges(db: Db, studentId: string, since: Date, now: Date) {
  const grades = await db
    .select({
      course: courses.name,
      section: sections.name,
      at: gradeChanges.createdAt,
      year: academicPeriods.year,
      semester: academicPeriods.semester,
    })
    .from(gradeChanges)
    .innerJoin(studentGrades, eq(studentGrades.id, gradeChanges.studentGradeId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, studentGrades.academicPeriodId))
    .innerJoin(courses, eq(courses.id, studentGrades.courseId))
    .innerJoin(sections, eq(sections.id, studentGrades.sectionId))
    .where(and(eq(studentGrades.studentId, studentId), gt(gradeChanges.createdAt, since), lte(gradeChanges.createdAt, now)))
    .orderBy(asc(gradeChanges.createdAt));
  // Issue 35: a line per course and term (six "Grade 7 A" sections across terms: the term is named).
  const byCourse = new Map<string, { course: string; section: string; count: number; at: string; year: number; semester: number }>();
  for (const g of grades) {
    const key = `${g.section}\u0000${g.course}\u0000${g.year}\u0000${g.semester}`;
    const seen = byCourse.get(key);
    byCourse.set(key, {
      course: g.course,
      section: g.section,
      count: (seen?.count ?? 0) + 1,
      at: g.at.toISOString(),
      year: g.year,
      semester: g.semester,
    });
  }

  const absences = await db
    .select({ date: attendance.date, course: courses.name, status: attendance.status })
    .from(attendance)
    .innerJoin(courses, eq(courses.id, attendance.courseId))
    .where(
      and(
        eq(attendance.studentId, studentId),
        inArray(attendance.status, ['Absent', 'Late']),
        gte(attendance.date, isoDay(since)),
        lte(attendance.date, isoDay(now)),
      ),
    )
    .orderBy(asc(attendance.date), asc(courses.name));

  const seats = db.select({ id: studentSections.sectionId }).from(studentSections).where(eq(studentSections.studentId, studentId));
  const overdue = await db
    .select({ _id: assignments.id, title: assignments.title, course: courses.name, dueDate: assignments.dueDate })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(submissions, and(eq(submissions.assignmentId, assignments.id), eq(submissions.studentId, studentId)))
    .where(
      and(inArray(assignments.sectionId, seats), gt(assignments.dueDate, since), lte(assignments.dueDate, now), isNull(submissions.id)),
    )
    .orderBy(asc(assignments.dueDate));

  const results = await db
    .select({
      sectionId: sections.id,
      section: sections.name,
      academicPeriodId: academicPeriods.id,
      year: academicPeriods.year,
      semester: academicPeriods.semester,
    })
    .from(sectionGradeVisibility)
    .innerJoin(sections, eq(sections.id, sectionGradeVisibility.sectionId))
    .innerJoin(studentSections, and(eq(studentSections.sectionId, sections.id), eq(studentSections.studentId, studentId)))
    .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
    .where(and(eq(sectionGradeVisibility.isVisible, true), gt(sectionGradeVisibility.updatedAt, since)));

  return {
    newGrades: [...byCourse.values()],
    absences: absences.map((a) => ({ ...a, status: a.status as 'Absent' | 'Late' })),
    overdue: overdue.map((o) => ({ ...o, dueDate: o.dueDate.toISOString() })),
    results,
  };
}
