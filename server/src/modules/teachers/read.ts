import { and, asc, desc, eq, exists, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery, Teacher, TeacherAssignment, TeacherSection } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { academicPeriods, courses, grades, sections, teacherPeriodSections, teacherSections, teachers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { caseless, orderOf } from '../../http/sorting';
import { pageCount } from '../content/service';
import { likePattern } from '../../lib/text';
import { currentTerm } from '../../db/current-term';
import { pagedBy, preparedFor, statementName, type Prepared } from '../../http/prepared';
import type { SelectedFields } from 'drizzle-orm/pg-core';

// ─── Rows to the contract's shapes ──────────────────────────────────────────

const teacherColumns = {
  id: teachers.id,
  userId: teachers.userId,
  age: teachers.age,
  gender: teachers.gender,
  status: teachers.status,
  ID: users.ID,
  fullName: users.fullName,
  email: users.email,
  photo: users.photo,
};
export type TeacherRow = {
  id: string;
  userId: string;
  age: number | null;
  gender: 'male' | 'female' | null;
  status: boolean;
  ID: string;
  fullName: string;
  email: string | null;
  photo: string | null;
};

const baseTeachers = (db: Db) => db.select(teacherColumns).from(teachers).innerJoin(users, eq(users.id, teachers.userId));

export async function findTeacher(db: Db, teacherId: string): Promise<TeacherRow> {
  const [row] = await baseTeachers(db).where(eq(teachers.id, teacherId)).limit(1);
  if (!row) throw notFound(messages.teachersNotFound);
  return row;
}

/** An assignment's section, grade and course columns (every assignments read). */
const sectionColumns = {
  id: teacherSections.id,
  teacherId: teacherSections.teacherId,
  sectionId: sections.id,
  sectionName: sections.name,
  gradeName: grades.name,
  courseId: courses.id,
  courseName: courses.name,
};

/** Assignments joined with their section, grade, course and period, by period (newest first), grade and section. */
export async function assignmentRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...sectionColumns,
      periodId: academicPeriods.id,
      year: academicPeriods.year,
      semester: academicPeriods.semester,
      startDate: academicPeriods.startDate,
      endDate: academicPeriods.endDate,
    })
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, teacherSections.academicPeriodId))
    .where(where)
    .orderBy(desc(academicPeriods.year), desc(academicPeriods.semester), asc(grades.name), asc(sections.name), asc(courses.name));
}
type AssignmentRow = Awaited<ReturnType<typeof assignmentRows>>[number];

/** An assignment within one known period: no period columns (the teachers list, a teacher's card). */
type PeriodAssignmentRow = Pick<
  AssignmentRow,
  'id' | 'teacherId' | 'sectionId' | 'sectionName' | 'gradeName' | 'courseId' | 'courseName' | 'periodId'
>;

/**
 * The assignments of a period joined with their section, grade and course, for the teachers
 * matched by `teacher` (a condition on teacher_sections.teacher_id). The period is the placeholder
 * `period`. The JSON text path of the page (page-json.ts) reads the same sections as the database
 * keeps them written (teacher_period_sections, decision 139): migration 0013's refresh function
 * joins and orders them as here, and the tests hold the two paths byte for byte equal.
 */
const periodSections = (db: Db, columns: SelectedFields, teacher: SQL) =>
  db
    .select(columns)
    .from(teacherSections)
    .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .where(and(eq(teacherSections.academicPeriodId, sql.placeholder('period')), teacher));

/** A teacher's sections in order: by grade, section and course. */
const sectionOrder = [asc(grades.name), asc(sections.name), asc(courses.name)];

/** The prepared assignments read of each database (§96). */
const preparedAssignments = new WeakMap<Db, Map<string, Prepared<Omit<PeriodAssignmentRow, 'periodId'>>>>();

/**
 * The assignments of some teachers in one period, by grade, section and course. The period's
 * columns are the same on every row, so they are not read: PGlite's cost grows with the rows and
 * columns it returns, and a page of ten teachers carries about 170 of these (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md §77).
 * Prepared once per database: the period and the teachers (an array) are its parameters.
 */
async function periodAssignmentRows(db: Db, periodId: string, teacherIds: string[]): Promise<PeriodAssignmentRow[]> {
  const query = preparedFor(
    preparedAssignments,
    db,
    'period',
    () =>
      periodSections(db, sectionColumns, sql`${teacherSections.teacherId} = any(${sql.placeholder('teachers')}::text[])`)
        .orderBy(...sectionOrder)
        // The columns are given as SelectedFields (the join is shared), so the rows' type is restated.
        .prepare('teachers_period_assignments') as unknown as Prepared<Omit<PeriodAssignmentRow, 'periodId'>>,
  );
  const rows = await query.execute({ period: periodId, teachers: teacherIds });
  return rows.map((r) => ({ ...r, periodId }));
}

const toSection = (a: PeriodAssignmentRow): TeacherSection => ({
  _id: a.sectionId,
  name: a.sectionName,
  gradeID: a.gradeName,
  course: { _id: a.courseId, name: a.courseName },
  academic_period_id: a.periodId,
  section_in_teacher_id: a.id,
});

export const toAssignment = (a: AssignmentRow): TeacherAssignment => ({
  section_in_teacher_id: a.id,
  section: { _id: a.sectionId, name: a.sectionName, gradeID: a.gradeName },
  course: { _id: a.courseId, name: a.courseName },
  academic_period: { _id: a.periodId, year: a.year, semester: a.semester },
});

export function toTeacher(t: TeacherRow, periodAssignments: PeriodAssignmentRow[]): Teacher {
  const first = periodAssignments[0];
  return {
    _id: t.id,
    ID: t.ID,
    fullName: t.fullName,
    email: t.email,
    age: t.age,
    gender: t.gender,
    profilePhoto: t.photo,
    status: t.status,
    assignedCourse: first ? { _id: first.courseId, name: first.courseName } : null,
    assignedSections: periodAssignments.map(toSection),
  };
}

/** The teachers with their assignments of one period (none when periodId is null). */
export async function teachersWithAssignments(db: Db, rows: TeacherRow[], periodId: string | null): Promise<Teacher[]> {
  if (!rows.length) return [];
  const assignments = periodId
    ? await periodAssignmentRows(
        db,
        periodId,
        rows.map((r) => r.id),
      )
    : [];
  return rows.map((r) =>
    toTeacher(
      r,
      assignments.filter((a) => a.teacherId === r.id),
    ),
  );
}

export async function teacherDto(db: Db, teacherId: string, periodId: string | null): Promise<Teacher> {
  const [dto] = await teachersWithAssignments(db, [await findTeacher(db, teacherId)], periodId);
  return dto;
}

export async function requirePeriod(db: Db, periodId: string) {
  const [period] = await db.select().from(academicPeriods).where(eq(academicPeriods.id, periodId)).limit(1);
  if (!period) throw notFound();
  return period;
}

// ─── GET getteachers/{academicPeriodId} ─────────────────────────────────────

/** What the teachers list sorts by (its table's columns; subjects and sections are lists). */
const teacherSortColumns = {
  ID: users.ID,
  fullName: caseless(users.fullName),
  email: caseless(users.email),
  gender: teachers.gender,
  age: teachers.age,
  status: teachers.status,
};

type TeacherPageRow = TeacherRow & { total: number; periodExists: boolean };
const preparedTeacherPages = new WeakMap<Db, Map<string, Prepared<TeacherPageRow>>>();
const preparedTeacherCounts = new WeakMap<Db, Map<string, Prepared<{ n: number; periodExists: boolean }>>>();

/**
 * The teachers of a period: those assigned to a section in it, plus those assigned nowhere yet
 * (just added or imported), so a new teacher is listed until assigned (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md).
 * Searches full name, email and ID; `status` keeps the active or the frozen ones; ordered by ID. 404 when the period does not exist, 404 'no
 * teacher' when it has none. With `all=true`, every teacher of the school.
 *
 * Two statements a page (§96): the page, carrying the total (a scalar subquery counted once) and
 * whether the period exists; then the page's assignments of the period. Only an empty page (past
 * the end, no match, no period) asks for the count and the period on their own. Each shape of
 * read (search or not, sort, all, a page or every row) is built and prepared once per database.
 */
// Not served (issue 40: the page has one path, listTeachersJson in page-json.ts): the objects the
// tests hold the served JSON text to, byte for byte through the contract's serializer.
export async function listTeachers(db: Db, periodId: string, q: TeacherListQuery) {
  const { rows, totalItems, totalPages } = await teacherPage(db, periodId, q);
  return { teachers: await teachersWithAssignments(db, rows, periodId), totalItems, totalPages };
}

export type TeacherListQuery = Required<Pick<PageQuery, 'page' | 'limit'>> &
  Pick<PageQuery, 'sortBy' | 'sortDir'> & { searchTerm?: string; all?: 'true' | 'false'; status?: 'active' | 'frozen' };

/**
 * What a teachers page reads, for one shape of query: the filter (`where`, over teachers joined
 * with users), its order, the total (a scalar subquery), whether the period exists, the key of
 * its prepared statements and their values. Shared by the two paths of the page (teacherPage
 * here, listTeachersJson in page-json.ts).
 */
export function teacherFilter(db: Db, q: TeacherListQuery) {
  const order = orderOf(q, teacherSortColumns, [asc(users.ID)]);
  const term = q.searchTerm?.trim();
  const everyone = q.all === 'true';
  const paged = q.limit !== 'all';
  const status = q.status;
  const key = `${everyone ? 'e' : ''}${term ? 'q' : ''}${paged ? 'p' : ''}${status ? status[0] : ''}_${q.sortBy ?? ''}_${q.sortBy ? (q.sortDir ?? 'asc') : ''}`;
  const period = sql.placeholder('period');
  /**
   * The filter over teachers joined with users. `periodJoined`: the statement also left-joins the
   * period's row of teacher_period_sections (the JSON path, page-json.ts), so assigned in the
   * period is that row being there (one at most: its key is teacher and period) rather than a
   * subquery of its own.
   */
  const where = (periodJoined = false) => {
    // Assigned (in the period) = has a row of teacher_period_sections, which the database keeps
    // for every teacher and period with assignments (decision 139): a key lookup per teacher, where
    // teacher_sections has a row per section.
    const assigned = (inPeriod: boolean) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(teacherPeriodSections)
          .where(
            and(
              eq(teacherPeriodSections.teacherId, teachers.id),
              inPeriod ? eq(teacherPeriodSections.academicPeriodId, period) : undefined,
            ),
          ),
      );
    // all=true: every teacher of the school (the Assign tab's choice), with this period's sections.
    const inPeriod = periodJoined ? isNotNull(teacherPeriodSections.teacherId) : assigned(true);
    const filters: SQL[] = everyone ? [] : [or(inPeriod, not(assigned(false)))!];
    // Frozen teachers have status false (freezteacher).
    if (status) filters.push(eq(teachers.status, status === 'active'));
    if (term) {
      const p = sql.placeholder('p');
      filters.push(or(sql`${users.fullName} ilike ${p}`, sql`${users.email} ilike ${p}`, sql`${users.ID} ilike ${p}`)!);
    }
    return filters.length ? and(...filters) : undefined;
  };
  const total = () =>
    sql<number>`(${db
      .select({ n: sql<number>`count(*)::int` })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(where())})`.mapWith(Number);
  const periodExists = () => sql<boolean>`exists (select 1 from ${academicPeriods} where ${academicPeriods.id} = ${period})`;
  const values = (periodId: string) => ({
    period: periodId,
    p: term ? likePattern(term) : undefined,
    limit: paged ? q.limit : null,
    offset: paged ? (q.page - 1) * (q.limit as number) : 0,
  });
  /** The page's counts; 404 when the period does not exist, 404 'no teacher' when it has none. */
  const counts = (n: number, found: boolean) => {
    if (!found) throw notFound();
    // A search or a status filter that matches none is an empty page.
    if (n === 0 && !term && !status) throw notFound(messages.teachersNone);
    return { totalItems: n, totalPages: pageCount(n, q.limit === 'all' ? Math.max(n, 1) : q.limit) };
  };
  return { key, order, paged, where, total, periodExists, values, counts };
}

/** The page's teacher rows and its counts (listTeachers without the assignments). */
export async function teacherPage(
  db: Db,
  periodId: string,
  q: TeacherListQuery,
): Promise<{ rows: TeacherRow[]; totalItems: number; totalPages: number }> {
  const filter = teacherFilter(db, q);
  const { key, order, paged, where, total, periodExists, values, counts } = filter;
  const page = preparedFor(preparedTeacherPages, db, key, () => {
    const query = db
      .select({ ...teacherColumns, total: total(), periodExists: periodExists() })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(where())
      .orderBy(...order)
      .$dynamic();
    return pagedBy(query, paged).prepare(statementName('teachers_page', key)) as Prepared<TeacherPageRow>;
  });
  const rows = await page.execute(values(periodId));
  const { n, periodExists: found } = rows.length
    ? { n: rows[0].total, periodExists: rows[0].periodExists }
    : await emptyPageCounts(db, filter, periodId);
  return { rows: rows.map(({ total: _total, periodExists: _found, ...row }) => row), ...counts(n, found) };
}

/**
 * The count of a filter's matches and whether the period exists, for a page with no row to carry
 * them (past the end, no match, no period): a statement of its own, prepared once per shape.
 */
export async function emptyPageCounts(db: Db, filter: ReturnType<typeof teacherFilter>, periodId: string) {
  const { key, total, periodExists, values } = filter;
  const [row] = await preparedFor(preparedTeacherCounts, db, key, () =>
    db
      .select({ n: total(), periodExists: periodExists() })
      .from(sql`(select 1) as one`)
      .prepare(statementName('teachers_count', key)),
  ).execute(values(periodId));
  return row;
}

// ─── GET getfullinfoteacher/{teacher_id} ───────────────────────────────────

/** The teacher with the current period's assignments, and every assignment across periods. */
export async function fullInfo(db: Db, key: string, now: Date) {
  // The record id, or the login ID (any case) as the spec's pages pass it (issue 20).
  const [row] = await baseTeachers(db)
    .where(or(eq(teachers.id, key), sql`lower(${users.ID}) = lower(${key})`))
    .limit(1);
  if (!row) throw notFound(messages.teachersNotFound);
  const history = await assignmentRows(db, eq(teacherSections.teacherId, row.id));
  const current = await currentTerm(db, now);
  const inCurrent = current ? history.filter((a) => a.periodId === current.id) : [];
  // The spec's Teacher (001 §3): user_id.ID and sectionInfo[], beside ours.
  const sectionInfo = history.map((a) => ({
    section_id: { _id: a.sectionId, name: a.sectionName },
    course_id: { _id: a.courseId, name: a.courseName },
    academic_period_id: { _id: a.periodId, year: a.year, semester: a.semester, startDate: String(a.startDate), endDate: String(a.endDate) },
  }));
  const teacher = { ...toTeacher(row, inCurrent), user_id: { _id: row.userId, ID: row.ID }, sectionInfo };
  return { teacher, history: history.map(toAssignment) };
}
