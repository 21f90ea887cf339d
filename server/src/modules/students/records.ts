import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { messages, type AcademicRecord, type StudentRecord, type StudentRow } from '@school/api/schemas';
import type { Db } from '../../db';
import { academicPeriods, sections, studentSections, students, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { caseless, orderOf } from '../../http/sorting';
import { likePattern } from '../../lib/text';

export type StudentDbRow = typeof students.$inferSelect;
export type UserDbRow = typeof users.$inferSelect;
export interface StudentWithUser {
  student: StudentDbRow;
  user: UserDbRow;
}

/** A student by the record's _id, its user's _id or the login ID (ST-0001); 404 when none. */
export async function findStudent(db: Pick<Db, 'select'>, key: string): Promise<StudentWithUser> {
  const [row] = await db
    .select({ student: students, user: users })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(or(eq(students.id, key), eq(users.id, key), eq(users.ID, key)))
    .limit(1);
  if (!row) throw notFound(messages.studentNotFoundError);
  return row;
}

/** The sections a student sat in, newest period first. */
export async function academicRecordsOf(db: Pick<Db, 'select'>, studentId: string): Promise<AcademicRecord[]> {
  const rows = await db
    .select({ id: studentSections.id, section: { _id: sections.id, name: sections.name }, period: academicPeriods })
    .from(studentSections)
    .innerJoin(sections, eq(sections.id, studentSections.sectionId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
    .where(eq(studentSections.studentId, studentId))
    .orderBy(desc(academicPeriods.year), desc(academicPeriods.semester));
  return rows.map((r) => ({
    _id: r.id,
    section: r.section,
    academic_period: { _id: r.period.id, year: r.period.year, semester: r.period.semester },
  }));
}

export function toStudentRecord({ student: s, user: u }: StudentWithUser, academicRecords: AcademicRecord[]): StudentRecord {
  return {
    _id: s.id,
    approved: s.approved,
    application_year: s.applicationYear,
    application_semester: s.applicationSemester,
    status: s.status,
    Date: s.createdAt.getTime(),
    user_id: { _id: u.id, ID: u.ID, approved: u.approved, temp_password_changed: u.tempPasswordChanged },
    firstName: s.firstName,
    middleName: s.middleName,
    lastName: s.lastName,
    age: s.age,
    gender: s.gender,
    birthPlace: s.birthPlace,
    birthDate: s.birthDate,
    email: s.email,
    profilePic: s.profilePic,
    phoneNumber: s.phoneNumber,
    motherFullName: s.motherFullName,
    homeAddress: s.homeAddress,
    emergencyContact: s.emergencyContact,
    emergencyPhoneNumber: s.emergencyPhoneNumber,
    previousSchoolAttended: s.previousSchoolAttended,
    currentGradeLevel: s.currentGradeLevel,
    avarageValue: s.avarageValue,
    classG: s.classG,
    BirthCertificate: s.birthCertificate,
    GradeReport: s.gradeReports,
    NationalID: s.nationalId,
    neccesseryDoc: s.neccesseryDoc,
    academicRecords,
  };
}

/** The full record of one student (any key findStudent accepts). */
export async function loadStudentRecord(db: Pick<Db, 'select'>, key: string): Promise<StudentRecord> {
  const found = await findStudent(db, key);
  return toStudentRecord(found, await academicRecordsOf(db, found.student.id));
}

/** The columns a list row shows (pageOfStudents reads only these). */
type StudentRowSource = {
  student: Pick<StudentWithUser['student'], 'id' | 'firstName' | 'middleName' | 'lastName' | 'gender' | 'email' | 'age' | 'status'>;
  user: Pick<StudentWithUser['user'], 'ID'>;
};

export const toStudentRow = ({ student: s, user: u }: StudentRowSource): StudentRow => ({
  _id: s.id,
  ID: u.ID,
  firstName: s.firstName,
  middleName: s.middleName,
  lastName: s.lastName,
  gender: s.gender,
  email: s.email,
  age: s.age,
  status: s.status,
});

/** `%` and `_` typed in a search box are literal characters, not wildcards. */

export interface PageOptions {
  searchTerm?: string;
  page: number;
  limit: number | 'all';
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
}

/** What the students and applicants lists sort by (the columns of their tables). */
const studentSortColumns = {
  ID: users.ID,
  firstName: caseless(students.firstName),
  middleName: caseless(students.middleName),
  lastName: caseless(students.lastName),
  gender: students.gender,
  email: caseless(students.email),
  age: students.age,
  classG: students.classG,
  Date: students.createdAt,
};

/**
 * One page of students (approved or applicants), searched on names, email and login ID, ordered
 * by login ID or by `sortBy` (then login ID). totalPages is 0 when nothing matches (docs/decisions.md 9).
 */
export async function pageOfStudents(db: Db, approved: boolean, o: PageOptions) {
  const order = orderOf(o, studentSortColumns, [asc(users.ID)]);
  const term = o.searchTerm?.trim();
  const p = term ? likePattern(term) : null;
  const where = and(
    eq(students.approved, approved),
    p
      ? or(
          sql`${students.firstName} ilike ${p}`,
          sql`${students.middleName} ilike ${p}`,
          sql`${students.lastName} ilike ${p}`,
          sql`(${students.firstName} || ' ' || ${students.middleName} || ' ' || ${students.lastName}) ilike ${p}`,
          sql`${students.email} ilike ${p}`,
          sql`${users.ID} ilike ${p}`,
        )
      : undefined,
  );
  // The page (only the columns the list shows, read through the login-ID index and stopped at
  // the limit) and a plain count, side by side. A window count (`count(*) over()`) in the page
  // query makes the database join and number every matching row before it can stop at the
  // limit: on PGlite that page took 1.6 ms against 0.34 + 0.16 ms for the two (docs/decisions.md §49).
  const pageSize = o.limit === 'all' ? null : o.limit;
  let query = db
    .select({
      student: {
        id: students.id,
        firstName: students.firstName,
        middleName: students.middleName,
        lastName: students.lastName,
        gender: students.gender,
        email: students.email,
        age: students.age,
        status: students.status,
        // The applicants' list shows these too.
        classG: students.classG,
        applicationYear: students.applicationYear,
        applicationSemester: students.applicationSemester,
        createdAt: students.createdAt,
      },
      user: { ID: users.ID },
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (pageSize !== null) query = query.limit(pageSize).offset((o.page - 1) * pageSize);
  // Without a search the count needs no join (every student has a user).
  const counted = p
    ? db
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(where)
    : db
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .where(eq(students.approved, approved));
  const [rows, [{ n }]] = await Promise.all([query, counted]);
  const totalItems = Number(n);
  const limit = pageSize ?? Math.max(totalItems, 1);
  return { rows, totalItems, totalPages: Math.ceil(totalItems / limit) };
}
