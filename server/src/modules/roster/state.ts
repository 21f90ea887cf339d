import { eq, sql } from 'drizzle-orm';
import type { RoleName } from '@school/api/schemas';
import type { Db } from '../../db';
import {
  academicPeriods,
  courseGrades,
  courses,
  familyLinks,
  grades,
  roles,
  rosterSourcedIds,
  scheduleEntries,
  schedulePeriods,
  sections,
  studentSections,
  students,
  teacherSections,
  teachers,
  users,
} from '../../db/schema';
import { mappingKey } from './ids';

// ─── What the school holds, read once for an import's plan ───────────────────────────────────
// A school is a few thousand rows: read whole, the plan matches the file against maps instead of
// asking the database row by row.

export interface UserRow {
  id: string;
  ID: string;
  fullName: string;
  email: string | null;
  role: RoleName;
  frozen: boolean;
  approved: boolean;
}

export interface Lesson {
  sectionId: string;
  periodId: string;
  day: number;
  startTime: string;
  endTime: string;
  teacherId: string;
  courseId: string;
}

export async function loadSchool(db: Db) {
  const [
    mappingRows,
    periodRows,
    gradeRows,
    sectionRows,
    courseRows,
    linkRows,
    userRows,
    teacherRows,
    studentRows,
    placements,
    assignments,
    familyRows,
    lessons,
  ] = await Promise.all([
    db.select().from(rosterSourcedIds),
    db.select().from(academicPeriods),
    db.select().from(grades),
    db
      .select({
        id: sections.id,
        gradeId: sections.gradeId,
        name: sections.name,
        capacity: sections.capacity,
        students: sql<number>`(select count(*) from ${studentSections} where ${studentSections.sectionId} = ${sections.id})`.mapWith(
          Number,
        ),
      })
      .from(sections),
    db.select().from(courses),
    db.select().from(courseGrades),
    db
      .select({
        id: users.id,
        ID: users.ID,
        fullName: users.fullName,
        email: users.email,
        role: roles.kind,
        frozen: users.frozen,
        approved: users.approved,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId)),
    db.select({ id: teachers.id, userId: teachers.userId, gender: teachers.gender, status: teachers.status }).from(teachers),
    db
      .select({
        id: students.id,
        userId: students.userId,
        firstName: students.firstName,
        middleName: students.middleName,
        lastName: students.lastName,
        gender: students.gender,
        birthDate: students.birthDate,
        birthPlace: students.birthPlace,
        email: students.email,
        phoneNumber: students.phoneNumber,
        status: students.status,
      })
      .from(students),
    db.select().from(studentSections),
    db.select().from(teacherSections),
    db.select({ parentId: familyLinks.parentId, studentId: familyLinks.studentId }).from(familyLinks),
    db
      .select({
        sectionId: scheduleEntries.sectionId,
        periodId: grades.academicPeriodId,
        day: scheduleEntries.day,
        startTime: schedulePeriods.startTime,
        endTime: schedulePeriods.endTime,
        teacherId: scheduleEntries.teacherId,
        courseId: scheduleEntries.courseId,
      })
      .from(scheduleEntries)
      .innerJoin(schedulePeriods, eq(schedulePeriods.id, scheduleEntries.periodId))
      .innerJoin(sections, eq(sections.id, scheduleEntries.sectionId))
      .innerJoin(grades, eq(grades.id, sections.gradeId)),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return {
    mapping: new Map(mappingRows.map((m) => [mappingKey(m.kind, m.sourcedId, m.scope), m.localId])),
    periods: byId(periodRows),
    grades: byId(gradeRows),
    sections: byId(sectionRows),
    courses: byId(courseRows),
    courseGrades: new Set(linkRows.map((l) => `${l.courseId}/${l.gradeId}`)),
    users: byId(userRows as UserRow[]),
    teachers: byId(teacherRows),
    teacherOfUser: new Map(teacherRows.map((t) => [t.userId, t])),
    students: byId(studentRows),
    studentOfUser: new Map(studentRows.map((s) => [s.userId, s])),
    placements,
    assignments,
    familyLinks: new Set(familyRows.map((f) => `${f.parentId}/${f.studentId}`)),
    lessons: lessons as Lesson[],
  };
}

export type SchoolState = Awaited<ReturnType<typeof loadSchool>>;
