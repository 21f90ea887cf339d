import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { type AcademicRecord, type StudentRecord, type StudentRow } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { academicPeriods, sections, studentSections, students, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { caseless, orderOf } from '../../http/sorting';
import { likePattern } from '../../lib/text';
import { pagedBy, preparedFor, statementName, type Prepared } from '../../http/prepared';

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

/** The prepared reads of one database (the tests build many), by the shape of the read. */
const preparedPages = new WeakMap<Db, Map<string, Prepared<PageRow>>>();
const preparedCounts = new WeakMap<Db, Map<string, Prepared<{ n: number }>>>();

/** An applicants list row's columns: a student row's and those only the applicants' list shows. */
type ApplicantRowSource = StudentRowSource & {
  student: Pick<StudentWithUser['student'], 'classG' | 'applicationYear' | 'applicationSemester' | 'createdAt'>;
};
type PageRow = (StudentRowSource | ApplicantRowSource) & { total: number };
type Page<Row> = { rows: Row[]; totalItems: number; totalPages: number };

/**
 * One page of students (approved or applicants), searched on names, email and login ID, ordered
 * by login ID or by `sortBy` (then login ID). totalPages is 0 when nothing matches (docs/decisions/0009-public-content-api-paging-visibility-uploads-registration.md).
 *
 * One statement a page (§96): the page (only the columns the list shows, read in index order and
 * stopped at the limit) carries the total as a scalar subquery, which the database counts once
 * (an InitPlan) without joining or numbering the page's rows; a window count (`count(*) over()`)
 * would make it join and number every matching row before the limit (§77). Only an empty page
 * (past the end, or no match) asks for the count on its own. Each shape of read (applicants or
 * students, sort, search or not, a page or all) is built and prepared once per database: the
 * search pattern, limit and offset are its parameters.
 */
export async function pageOfStudents(db: Db, approved: false, o: PageOptions): Promise<Page<ApplicantRowSource & { total: number }>>;
export async function pageOfStudents(db: Db, approved: true, o: PageOptions): Promise<Page<StudentRowSource & { total: number }>>;
export async function pageOfStudents(db: Db, approved: boolean, o: PageOptions): Promise<Page<PageRow>> {
  const order = orderOf(o, studentSortColumns, [asc(users.ID)]);
  const term = o.searchTerm?.trim();
  const searched = !!term;
  const paged = o.limit !== 'all';
  const key = `${approved ? 's' : 'a'}${searched ? 'q' : ''}${paged ? 'p' : ''}_${o.sortBy ?? ''}_${o.sortBy ? (o.sortDir ?? 'asc') : ''}`;
  const p = sql.placeholder('p');
  const where = () =>
    and(
      eq(students.approved, approved),
      searched
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
  // Without a search the count needs no join (every student has a user).
  const counting = () =>
    searched
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(students)
          .innerJoin(users, eq(users.id, students.userId))
          .where(where())
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(students)
          .where(eq(students.approved, approved));
  const page = preparedFor(preparedPages, db, key, () => {
    const query = db
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
          // The applicants' list shows these too (the students' does not read them: a timestamp
          // and three more fields a row to decode for nothing).
          ...(approved
            ? {}
            : {
                classG: students.classG,
                applicationYear: students.applicationYear,
                applicationSemester: students.applicationSemester,
                createdAt: students.createdAt,
              }),
        },
        user: { ID: users.ID },
        total: sql<number>`(${counting()})`.mapWith(Number),
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(where())
      .orderBy(...order)
      .$dynamic();
    return pagedBy(query, paged).prepare(statementName('students_page', key)) as Prepared<PageRow>;
  });
  const pageSize = paged ? (o.limit as number) : null;
  const values = { p: term ? likePattern(term) : undefined, limit: pageSize, offset: pageSize === null ? 0 : (o.page - 1) * pageSize };
  const rows = await page.execute(values);
  const totalItems = rows.length
    ? rows[0].total
    : (await preparedFor(preparedCounts, db, key, () => counting().prepare(statementName('students_count', key))).execute(values))[0].n;
  const limit = pageSize ?? Math.max(totalItems, 1);
  return { rows, totalItems, totalPages: Math.ceil(totalItems / limit) };
}
