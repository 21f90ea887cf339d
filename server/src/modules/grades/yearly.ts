import { and, eq, inArray } from 'drizzle-orm';
import { competitionRanks, meanOf, reportAverage, reportTotal, round2, type YearlyReport, type YearlyStudent } from '@school/api/schemas';
import type { Db } from '../../db';
import { academicPeriods, gradeComments, sections, studentBehaviors, yearGradeVisibility } from '../../db/schema';
import { studentIdFromKey } from '../../auth/access/people';
import { notFound } from '../../http/errors';
import { loadCourses, loadGrades, loadSeatedStudents, loadSections, totalOf } from './sectionData';

// ─── The yearly report of a section name: every term of the year, in 6 queries ──────────────
// The students are those seated in a section of that name in any term of the year. A semester's
// average is its total / (100 × that section's courses); the overall average is the mean of the
// student's semester averages; ranks follow the overall average (ties share, the next skips).

export async function yearlyReport(db: Db, sectionName: string, year: number, studentKey?: string): Promise<YearlyReport> {
  const termSections = await loadSections(db, and(eq(sections.name, sectionName), eq(academicPeriods.year, year)));
  if (termSections.length === 0) throw notFound();
  const sectionIds = termSections.map((s) => s.id);
  const [seated, courseRows, gradeRows, comments, behaviors, visibility] = await Promise.all([
    loadSeatedStudents(db, sectionIds),
    loadCourses(
      db,
      termSections.map((s) => s.gradeId),
    ),
    loadGrades(db, sectionIds),
    db
      .select({ studentId: gradeComments.studentId, comment: gradeComments.comment, section_id: gradeComments.sectionId })
      .from(gradeComments)
      .where(inArray(gradeComments.sectionId, sectionIds)),
    db
      .select({
        studentId: studentBehaviors.studentId,
        behavior_value: studentBehaviors.behaviorValue,
        section_id: studentBehaviors.sectionId,
      })
      .from(studentBehaviors)
      .where(inArray(studentBehaviors.sectionId, sectionIds)),
    db
      .select({ isVisible: yearGradeVisibility.isVisible })
      .from(yearGradeVisibility)
      .where(and(eq(yearGradeVisibility.sectionName, sectionName), eq(yearGradeVisibility.year, year)))
      .limit(1),
  ]);

  const coursesOfSection = new Map(
    termSections.map((s) => [s.id, courseRows.filter((c) => c.gradeId === s.gradeId).map(({ _id, name }) => ({ _id, name }))]),
  );
  const periodOfSection = new Map(termSections.map((s) => [s.id, s.period._id]));
  const gradeOf = new Map(gradeRows.map((g) => [`${g.studentId}|${g.sectionId}|${g.courseId}`, g]));

  // A student sits in one section per term: group their seats.
  const byStudent = new Map<string, typeof seated>();
  for (const seat of seated) byStudent.set(seat._id, [...(byStudent.get(seat._id) ?? []), seat]);

  const entries: YearlyStudent[] = [...byStudent.values()].map((seats) => {
    const s = seats[0];
    const perCourse = new Map<string, number[]>();
    const semesters: YearlyStudent['semesters'] = {};
    for (const seat of seats) {
      const list = coursesOfSection.get(seat.sectionId) ?? [];
      const values = list.map((c) => totalOf(gradeOf.get(`${s._id}|${seat.sectionId}|${c._id}`)));
      list.forEach((c, i) => {
        if (!perCourse.has(c.name)) perCourse.set(c.name, []);
        if (values[i] !== null) perCourse.get(c.name)!.push(values[i]!);
      });
      const totalGrade = reportTotal(values);
      semesters[periodOfSection.get(seat.sectionId)!] = {
        section_id: seat.sectionId,
        courses: Object.fromEntries(list.map((c, i) => [c.name, values[i]])),
        totalGrade,
        averageGrade: reportAverage(totalGrade, list.length),
        courseCount: list.length,
      };
    }
    return {
      _id: s._id,
      studentId: s.ID,
      fullName: [s.firstName, s.middleName, s.lastName].join(' '),
      profilePic: s.profilePic,
      rank: 0,
      overallAverage: meanOf(Object.values(semesters).map((x) => x.averageGrade)),
      semesters,
      courseAverages: Object.fromEntries([...perCourse].map(([name, v]) => [name, v.length ? round2(meanOf(v)) : null])),
      commentsOnStudentGrade: comments.filter((c) => c.studentId === s._id).map(({ comment, section_id }) => ({ comment, section_id })),
      behaviorOnStudentGrade: behaviors
        .filter((b) => b.studentId === s._id)
        .map(({ behavior_value, section_id }) => ({ behavior_value, section_id })),
    };
  });
  const ranks = competitionRanks(entries.map((e) => e.overallAverage));
  entries.forEach((e, i) => (e.rank = ranks[i]));
  entries.sort((a, b) => a.rank - b.rank || a.studentId.localeCompare(b.studentId));

  let students = entries;
  if (studentKey !== undefined) {
    const id = await studentIdFromKey(db, studentKey);
    students = entries.filter((e) => e._id === id);
    if (students.length === 0) throw notFound();
  }
  const semesters = [...new Map(termSections.map((s) => [s.period._id, s.period])).values()];
  return {
    section_name: sectionName,
    year,
    students,
    classSize: entries.length,
    semesters,
    courseTaken: Object.fromEntries(termSections.map((s) => [s.period._id, coursesOfSection.get(s.id) ?? []])),
    isVisible: visibility[0]?.isVisible ?? false,
  };
}
