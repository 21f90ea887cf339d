import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db';
import {
  academicPeriods,
  courseGrades,
  gradeComments,
  gradeScales,
  sectionGradeVisibility,
  sections,
  studentBehaviors,
  studentGrades,
  studentSections,
  teacherSections,
  yearGradeVisibility,
} from '../db/schema';
import { insertMany } from './school';

const COMMENTS = [
  'Works hard and helps classmates.',
  'Good progress this term; keep reading every day.',
  'Participates well in class discussions.',
  'Needs to hand in homework on time.',
];

/** A stable 0..1 number from a text, so the demo grades are the same at every seed. */
function unit(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}
const grade = (max: number, key: string) => Math.round(max * (0.45 + 0.55 * unit(key)) * 2) / 2;

/**
 * Demo data of the area: grade reports, grade scale, section ownership, report cards (spec 002).
 * Runs after the school, people and admissions exist. Earlier terms get full grades, released
 * reports (semester and year), and an owner's comment and behavior for some students; the
 * current term starts empty and hidden, as a term does.
 */
export async function seedGrades(db: Db, now: Date, uploadDir?: string) {
  void uploadDir;
  // The school's scale: final 40, mid 30, three teacher exams of 10 each (teachExam 30).
  await db.insert(gradeScales).values({ total: 100, finalExam: 40, midExam: 30, teachExam: 30 });

  const periods = await db.select().from(academicPeriods).orderBy(asc(academicPeriods.startDate));
  const past = periods.slice(0, -1);
  if (past.length === 0) return;
  const pastIds = past.map((p) => p.id);
  const seats = await db
    .select({
      studentId: studentSections.studentId,
      sectionId: studentSections.sectionId,
      periodId: studentSections.academicPeriodId,
      gradeId: sections.gradeId,
    })
    .from(studentSections)
    .innerJoin(sections, eq(sections.id, studentSections.sectionId))
    .where(inArray(studentSections.academicPeriodId, pastIds));
  const assignments = await db
    .select({ id: teacherSections.id, sectionId: teacherSections.sectionId, courseId: teacherSections.courseId })
    .from(teacherSections)
    .where(inArray(teacherSections.academicPeriodId, pastIds));
  const links = await db.select().from(courseGrades);
  const coursesOfGrade = new Map<string, string[]>();
  for (const l of links) coursesOfGrade.set(l.gradeId, [...(coursesOfGrade.get(l.gradeId) ?? []), l.courseId]);
  const assignmentOf = new Map(assignments.map((a) => [`${a.sectionId}|${a.courseId}`, a.id]));

  const rows: (typeof studentGrades.$inferInsert)[] = [];
  for (const s of seats) {
    for (const courseId of coursesOfGrade.get(s.gradeId) ?? []) {
      const key = `${s.studentId}|${courseId}|${s.periodId}`;
      rows.push({
        studentId: s.studentId,
        sectionId: s.sectionId,
        courseId,
        academicPeriodId: s.periodId,
        teacherSectionId: assignmentOf.get(`${s.sectionId}|${courseId}`) ?? null,
        finalExam: grade(40, `${key}|f`),
        midExam: grade(30, `${key}|m`),
        teachExam1: grade(10, `${key}|1`),
        teachExam2: grade(10, `${key}|2`),
        teachExam3: grade(10, `${key}|3`),
      });
    }
  }
  await insertMany(rows, (c) => db.insert(studentGrades).values(c));

  // The owner's words for every other student of the last finished term, written before the
  // release locks the term (issue 35: the database refuses a change behind a shown report).
  const last = past[past.length - 1].id;
  const lastSeats = seats.filter((s) => s.periodId === last).filter((_, i) => i % 2 === 0);
  if (lastSeats.length > 0) {
    await db
      .insert(gradeComments)
      .values(lastSeats.map((s, i) => ({ studentId: s.studentId, sectionId: s.sectionId, comment: COMMENTS[i % COMMENTS.length] })));
    await db.insert(studentBehaviors).values(
      lastSeats.map((s, i) => ({
        studentId: s.studentId,
        sectionId: s.sectionId,
        behaviorValue: (['A', 'B', 'A', 'C'] as const)[i % 4],
      })),
    );
  }

  // Earlier terms are released; so are the years that are over (the current year is not).
  const sectionIds = [...new Set(seats.map((s) => s.sectionId))];
  await insertMany(sectionIds, (c) =>
    db.insert(sectionGradeVisibility).values(c.map((sectionId) => ({ sectionId, isVisible: true, lockedAt: now, notifiedAt: now }))),
  );
  const currentYear = periods[periods.length - 1].year;
  const pastSections = await db
    .select({ name: sections.name, year: academicPeriods.year })
    .from(sections)
    .innerJoin(studentSections, eq(studentSections.sectionId, sections.id))
    .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
    .where(and(inArray(academicPeriods.id, pastIds), ne(academicPeriods.year, currentYear)));
  const pairs = [...new Map(pastSections.map((p) => [`${p.name}|${p.year}`, p])).values()];
  await insertMany(pairs, (c) =>
    db.insert(yearGradeVisibility).values(c.map((p) => ({ sectionName: p.name, year: p.year, isVisible: true }))),
  );
}
