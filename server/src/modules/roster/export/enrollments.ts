// enrollments.csv: a class's teacher, and every student of the section in each of its classes.
import type { studentSections, teacherSections } from '../../../db/schema';
import { classKey, derivedId, studentEnrollmentKey } from '../ids';
import type { Table } from './types';

interface EnrollmentsInput {
  school: string;
  ns: string;
  keptEnrollments: Map<string, string>;
  assignments: (typeof teacherSections.$inferSelect)[];
  placements: (typeof studentSections.$inferSelect)[];
  sectionRows: { id: string; gradeId: string }[];
  links: { courseId: string; gradeId: string }[];
  classOf: Map<string, string>;
  /** The people's user ids by teacher and by student record (exportPeople). */
  people: { teacherUser: Map<string, string>; studentUser: Map<string, string> };
  userSid: (userId: string) => string;
}

/** The enrollments rows. */
export function exportEnrollments(input: EnrollmentsInput): Table {
  const { school, ns, keptEnrollments, assignments, placements, sectionRows, links, classOf, people, userSid } = input;
  const enrollments: Table = [];
  for (const a of assignments) {
    const cls = classOf.get(classKey(a.sectionId, a.courseId));
    const teacherUser = people.teacherUser.get(a.teacherId);
    if (!cls || !teacherUser) continue;
    enrollments.push({
      sourcedId: keptEnrollments.get(a.id) ?? a.id,
      classSourcedId: cls,
      schoolSourcedId: school,
      userSourcedId: userSid(teacherUser),
      role: 'teacher',
      primary: 'true',
    });
  }
  for (const p of placements) {
    const studentUser = people.studentUser.get(p.studentId);
    if (!studentUser) continue;
    const section = sectionRows.find((s) => s.id === p.sectionId);
    if (!section) continue;
    for (const l of links.filter((x) => x.gradeId === section.gradeId)) {
      const key = studentEnrollmentKey(p.id, l.courseId);
      enrollments.push({
        sourcedId: keptEnrollments.get(key) ?? derivedId(ns, 'enrollment', p.id, l.courseId),
        classSourcedId: classOf.get(classKey(section.id, l.courseId))!,
        schoolSourcedId: school,
        userSourcedId: userSid(studentUser),
        role: 'student',
        primary: 'false',
      });
    }
  }
  return enrollments;
}
