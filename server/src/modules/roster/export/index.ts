import { eq, inArray } from 'drizzle-orm';
import { messages } from '../../../i18n';
import type { Db } from '../../../db';
import {
  academicPeriods,
  courseGrades,
  courses,
  grades,
  scheduleEntries,
  schedulePeriods,
  sections,
  studentSections,
  teacherSections,
} from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { csvFile } from '../csv';
import { keptIds, namespaceOf, schoolSourcedId } from '../ids';
import { DATA_FILES, MANIFEST, MANIFEST_HEADER, fileName, headerOf, type RosterFile, type TableName } from '../tables';
import { exportClasses } from './classes';
import { exportCourses } from './courses';
import { exportEnrollments } from './enrollments';
import { exportGrades } from './gradebook';
import { exportSessions } from './sessions';
import type { ExportOptions, Table } from './types';
import { exportPeople } from './users';

// ─── The school as a OneRoster 1.2 bulk set (decision 0200 maps each record) ────────────────
// Bulk files leave status and dateLastModified blank (the binding's rule for bulk); every table
// is sorted by sourcedId, so two exports of the same school are the same files. This file reads
// the school and writes the manifest and orgs.csv; each other file is built in its own module here
// (academicSessions: sessions.ts, courses, classes, enrollments, users/roles/demographics: users.ts,
// categories/lineItems/results: gradebook.ts).

export type { ExportOptions } from './types';

/** The rows of one table as CSV, in the binding's column order, sorted by sourcedId. */
const tableText = (table: TableName, rows: Table) =>
  csvFile(
    headerOf(table),
    [...rows]
      .sort((a, b) => (a.sourcedId < b.sourcedId ? -1 : a.sourcedId > b.sourcedId ? 1 : 0))
      .map((r) => headerOf(table).map((h) => r[h] ?? '')),
  );

export async function buildExport(
  db: Db,
  opts: ExportOptions,
): Promise<{ files: { name: string; text: string }[]; periodLabel: string | null }> {
  const school = await schoolSourcedId(db);
  const ns = await namespaceOf(db);
  const [keptSessions, keptCourses, keptClasses, keptUsers, keptEnrollments, keptRoles] = await Promise.all(
    (['session', 'course', 'class', 'user', 'enrollment', 'role'] as const).map((k) => keptIds(db, k)),
  );
  const periods = await db
    .select()
    .from(academicPeriods)
    .where(opts.periodId ? eq(academicPeriods.id, opts.periodId) : undefined);
  if (opts.periodId && !periods.length) throw notFound(messages.rosterUnknownPeriod);
  const periodIds = periods.map((p) => p.id);
  const inPeriods = <T>(col: T) => (opts.periodId ? inArray(col as never, periodIds) : undefined);

  const [gradeRows, sectionRows, courseRows, links, assignments, placements, lessons] = await Promise.all([
    db.select().from(grades).where(inPeriods(grades.academicPeriodId)),
    db
      .select({ id: sections.id, name: sections.name, gradeId: sections.gradeId, periodId: grades.academicPeriodId })
      .from(sections)
      .innerJoin(grades, eq(grades.id, sections.gradeId))
      .where(inPeriods(grades.academicPeriodId)),
    db.select().from(courses).where(inPeriods(courses.academicPeriodId)),
    db
      .select({ courseId: courseGrades.courseId, gradeId: courseGrades.gradeId })
      .from(courseGrades)
      .innerJoin(grades, eq(grades.id, courseGrades.gradeId))
      .where(inPeriods(grades.academicPeriodId)),
    db.select().from(teacherSections).where(inPeriods(teacherSections.academicPeriodId)),
    db.select().from(studentSections).where(inPeriods(studentSections.academicPeriodId)),
    db
      .select({
        sectionId: scheduleEntries.sectionId,
        courseId: scheduleEntries.courseId,
        day: scheduleEntries.day,
        startTime: schedulePeriods.startTime,
        endTime: schedulePeriods.endTime,
      })
      .from(scheduleEntries)
      .innerJoin(schedulePeriods, eq(schedulePeriods.id, scheduleEntries.periodId))
      .innerJoin(sections, eq(sections.id, scheduleEntries.sectionId))
      .innerJoin(grades, eq(grades.id, sections.gradeId))
      .where(inPeriods(grades.academicPeriodId)),
  ]);
  const gradeById = new Map(gradeRows.map((g) => [g.id, g]));
  const periodById = new Map(periods.map((p) => [p.id, p]));
  const courseById = new Map(courseRows.map((c) => [c.id, c]));

  const { academicSessions, sessionId, yearId } = exportSessions({ ns, keptSessions, periods });
  const { courses: coursesRows, courseId } = exportCourses({ school, keptCourses, courseRows, links, gradeById, periodById, yearId });
  const { classes, classOf } = exportClasses({
    school,
    ns,
    keptClasses,
    sectionRows,
    links,
    gradeById,
    courseById,
    lessons,
    courseId,
    sessionId,
  });

  const people = await exportPeople(db, {
    school,
    ns,
    keptUsers,
    keptRoles,
    opts,
    periodIds,
    placements,
    assignments,
    gradeById,
    sectionRows,
    periods,
  });
  const userSid = people.userSid;

  const enrollments = exportEnrollments({
    school,
    ns,
    keptEnrollments,
    assignments,
    placements,
    sectionRows,
    links,
    classOf,
    people,
    userSid,
  });

  const tables: Partial<Record<RosterFile, Table>> = {
    orgs: [{ sourcedId: school, name: messages.schoolName, type: 'school' }],
    academicSessions,
    courses: coursesRows,
    classes,
    users: people.users,
    roles: people.roles,
    enrollments,
    demographics: people.demographics,
  };
  if (opts.withGrades)
    Object.assign(
      tables,
      await exportGrades(db, {
        school,
        ns,
        periods,
        sectionRows,
        classOf,
        userSid,
        studentUser: people.studentUser,
        sessionId,
        classTitle: new Map(classes.map((c) => [c.sourcedId, c.title])),
      }),
    );

  const written = DATA_FILES.filter((f) => (tables[f]?.length ?? 0) > 0);
  const manifest = csvFile(MANIFEST_HEADER, [
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ...DATA_FILES.map((f) => [`file.${f}`, written.includes(f) ? 'bulk' : 'absent']),
    ['source.systemName', messages.schoolName],
    ['source.systemCode', school],
  ]);
  const period = opts.periodId ? periods[0] : null;
  return {
    files: [
      { name: MANIFEST, text: manifest },
      ...written.map((f) => ({ name: fileName(f), text: tableText(f as TableName, tables[f]!) })),
    ],
    periodLabel: period ? `${period.year}-s${period.semester}` : null,
  };
}
