import { and, eq, inArray } from 'drizzle-orm';
import { slotMaximum, type RoleName } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import {
  academicPeriods,
  courseGrades,
  courses,
  familyLinks,
  grades,
  roles,
  scheduleEntries,
  schedulePeriods,
  sectionGradeVisibility,
  sections,
  studentGrades,
  studentSections,
  students,
  teacherSections,
  teachers,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { loadGradeScale } from '../grades/slots';
import { csvFile, csvList } from './csv';
import { gradeCode, nameParts, ONEROSTER_ROLE, periodText } from './codes';
import { classKey, derivedId, keptIds, namespaceOf, schoolSourcedId, studentEnrollmentKey, yearKey } from './ids';
import { DATA_FILES, MANIFEST, MANIFEST_HEADER, fileName, headerOf, type RosterFile, type TableName } from './tables';

// ─── The school as a OneRoster 1.2 bulk set (decision 0200 maps each record) ────────────────
// Bulk files leave status and dateLastModified blank (the binding's rule for bulk); every table
// is sorted by sourcedId, so two exports of the same school are the same files.

export interface ExportOptions {
  /** One academic period; the whole school without. */
  periodId?: string;
  /** The released grades as categories, lineItems and results. */
  withGrades: boolean;
}

type Table = Record<string, string>[];
const SLOTS = ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3'] as const;

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

  // ── academicSessions: a school year per year, each period a semester in it
  const sessionId = (periodId: string) => keptSessions.get(periodId) ?? periodId;
  const yearId = (year: number) => keptSessions.get(yearKey(year)) ?? derivedId(ns, 'schoolYear', String(year));
  const academicSessions: Table = [];
  for (const year of new Set(periods.map((p) => p.year))) {
    const of = periods.filter((p) => p.year === year);
    const start = of.map((p) => p.startDate).sort()[0];
    const end = of.map((p) => p.endDate).sort()[of.length - 1];
    academicSessions.push({
      sourcedId: yearId(year),
      title: fill(messages.rosterYearTitle, { year, next: year + 1 }),
      type: 'schoolYear',
      startDate: start,
      endDate: end,
      schoolYear: end.slice(0, 4),
    });
  }
  for (const p of periods) {
    const yearEnd = periods
      .filter((q) => q.year === p.year)
      .map((q) => q.endDate)
      .sort()
      .pop()!;
    academicSessions.push({
      sourcedId: sessionId(p.id),
      title: fill(messages.rosterSessionTitle, { year: p.year, semester: p.semester }),
      type: 'semester',
      startDate: p.startDate,
      endDate: p.endDate,
      parentSourcedId: yearId(p.year),
      schoolYear: yearEnd.slice(0, 4),
    });
  }

  // ── courses: a course of a period (a course the other system had in two terms is one row)
  const courseId = (id: string) => keptCourses.get(id) ?? id;
  const codesOf = (gradeIds: string[]) =>
    [...new Set(gradeIds.map((g) => gradeCode(gradeById.get(g)!.name) ?? gradeById.get(g)!.name))].sort();
  const coursesCsv = new Map<string, Record<string, string>>();
  for (const c of courseRows) {
    const sid = courseId(c.id);
    if (coursesCsv.has(sid)) continue;
    coursesCsv.set(sid, {
      sourcedId: sid,
      schoolYearSourcedId: yearId(periodById.get(c.academicPeriodId)!.year),
      title: c.name,
      grades: csvList(codesOf(links.filter((l) => l.courseId === c.id).map((l) => l.gradeId))),
      orgSourcedId: school,
    });
  }

  // ── classes: each course a section's grade takes, taught to the section
  const classOf = new Map<string, string>(); // classKey → sourcedId
  const classes: Table = [];
  for (const s of sectionRows) {
    const grade = gradeById.get(s.gradeId)!;
    for (const l of links.filter((x) => x.gradeId === s.gradeId)) {
      const course = courseById.get(l.courseId)!;
      const key = classKey(s.id, course.id);
      const sid = keptClasses.get(key) ?? derivedId(ns, 'class', s.id, course.id);
      classOf.set(key, sid);
      const times = lessons
        .filter((x) => x.sectionId === s.id && x.courseId === course.id)
        .sort((a, b) => a.day - b.day || a.startTime.localeCompare(b.startTime))
        .map((x) => periodText(x.day, x.startTime, x.endTime));
      classes.push({
        sourcedId: sid,
        title: fill(messages.rosterClassTitle, { course: course.name, section: s.name }),
        grades: gradeCode(grade.name) ?? grade.name,
        courseSourcedId: courseId(course.id),
        classCode: s.name,
        classType: 'scheduled',
        schoolSourcedId: school,
        termSourcedIds: sessionId(s.periodId),
        periods: csvList(times),
      });
    }
  }

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

  // ── enrollments: a class's teacher, and every student of the section in each of its classes
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

  const tables: Partial<Record<RosterFile, Table>> = {
    orgs: [{ sourcedId: school, name: messages.schoolName, type: 'school' }],
    academicSessions,
    courses: [...coursesCsv.values()],
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

interface PeopleInput {
  school: string;
  ns: string;
  keptUsers: Map<string, string>;
  keptRoles: Map<string, string>;
  opts: ExportOptions;
  periodIds: string[];
  placements: (typeof studentSections.$inferSelect)[];
  assignments: (typeof teacherSections.$inferSelect)[];
  gradeById: Map<string, typeof grades.$inferSelect>;
  sectionRows: { id: string; gradeId: string; periodId: string }[];
  periods: { id: string; startDate: string }[];
}

/** users, roles and demographics: every approved account (one period: its teachers and students, their parents, the admins). */
async function exportPeople(db: Db, input: PeopleInput) {
  const { school, ns, keptUsers, keptRoles, opts } = input;
  const [userRows, studentRows, teacherRows, linkRows] = await Promise.all([
    db
      .select({ id: users.id, ID: users.ID, fullName: users.fullName, email: users.email, frozen: users.frozen, role: roles.kind })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.approved, true)),
    db.select().from(students),
    db.select().from(teachers),
    db.select().from(familyLinks),
  ]);
  const studentOf = new Map(studentRows.map((s) => [s.userId, s]));
  const teacherOf = new Map(teacherRows.map((t) => [t.userId, t]));
  const userOfStudent = new Map(studentRows.map((s) => [s.id, s.userId]));
  let chosen = userRows;
  if (opts.periodId) {
    const studentIds = new Set(input.placements.map((p) => p.studentId));
    const teacherIds = new Set(input.assignments.map((a) => a.teacherId));
    const parents = new Set(linkRows.filter((l) => studentIds.has(l.studentId)).map((l) => l.parentId));
    chosen = userRows.filter((u) => {
      const role = u.role as RoleName;
      if (role === 'admin' || role === 'super admin') return true;
      if (role === 'student') return studentIds.has(studentOf.get(u.id)?.id ?? '');
      if (role === 'teacher') return teacherIds.has(teacherOf.get(u.id)?.id ?? '');
      return parents.has(u.id);
    });
  }
  const included = new Set(chosen.map((u) => u.id));
  const userSid = (userId: string) => keptUsers.get(userId) ?? userId;
  // A student's grade: their section's in the latest exported period they sit in.
  const sectionById = new Map(input.sectionRows.map((s) => [s.id, s]));
  const gradeOfStudent = new Map<string, string>();
  const startOf = new Map(input.periods.map((p) => [p.id, p.startDate]));
  for (const p of [...input.placements].sort((a, b) => startOf.get(a.academicPeriodId)!.localeCompare(startOf.get(b.academicPeriodId)!))) {
    const s = sectionById.get(p.sectionId);
    if (s) gradeOfStudent.set(p.studentId, input.gradeById.get(s.gradeId)!.name);
  }
  const agents = new Map<string, string[]>();
  for (const l of linkRows) {
    const child = userOfStudent.get(l.studentId);
    if (!child || !included.has(child) || !included.has(l.parentId)) continue;
    agents.set(l.parentId, [...(agents.get(l.parentId) ?? []), userSid(child)]);
    agents.set(child, [...(agents.get(child) ?? []), userSid(l.parentId)]);
  }
  const usersCsv: Table = [];
  const rolesCsv: Table = [];
  const demographics: Table = [];
  for (const u of chosen) {
    const role = u.role as RoleName;
    const student = role === 'student' ? studentOf.get(u.id) : undefined;
    const teacher = role === 'teacher' ? teacherOf.get(u.id) : undefined;
    const names = student
      ? { givenName: student.firstName, middleName: student.middleName, familyName: student.lastName }
      : nameParts(u.fullName);
    const grade = student ? gradeOfStudent.get(student.id) : undefined;
    const sid = userSid(u.id);
    usersCsv.push({
      sourcedId: sid,
      enabledUser: String(!u.frozen),
      username: u.ID,
      ...names,
      identifier: u.ID,
      email: u.email ?? '',
      phone: student?.phoneNumber ?? '',
      agentSourcedIds: csvList([...(agents.get(u.id) ?? [])].sort()),
      grades: grade ? (gradeCode(grade) ?? grade) : '',
      primaryOrgSourcedId: school,
    });
    rolesCsv.push({
      sourcedId: keptRoles.get(u.id) ?? derivedId(ns, 'role', u.id),
      userSourcedId: sid,
      roleType: 'primary',
      role: ONEROSTER_ROLE[role],
      orgSourcedId: school,
    });
    const sex = student?.gender ?? teacher?.gender ?? '';
    if (student || sex)
      demographics.push({ sourcedId: sid, birthDate: student?.birthDate ?? '', sex, cityOfBirth: student?.birthPlace ?? '' });
  }
  return {
    users: usersCsv,
    roles: rolesCsv,
    demographics,
    userSid,
    studentUser: new Map(studentRows.filter((s) => included.has(s.userId)).map((s) => [s.id, s.userId])),
    teacherUser: new Map(teacherRows.filter((t) => included.has(t.userId)).map((t) => [t.id, t.userId])),
  };
}

interface GradesInput {
  school: string;
  ns: string;
  periods: (typeof academicPeriods.$inferSelect)[];
  sectionRows: { id: string; name: string; periodId: string }[];
  classOf: Map<string, string>;
  userSid: (userId: string) => string;
  studentUser: Map<string, string>;
  sessionId: (periodId: string) => string;
  classTitle: Map<string, string>;
}

/** categories, lineItems and results: the five grade slots of each class whose section's report is released. */
async function exportGrades(db: Db, input: GradesInput): Promise<Partial<Record<RosterFile, Table>>> {
  const { school, ns, classOf } = input;
  const scale = await loadGradeScale(db);
  const released = new Set(
    (
      await db
        .select({ id: sectionGradeVisibility.sectionId })
        .from(sectionGradeVisibility)
        .where(eq(sectionGradeVisibility.isVisible, true))
    ).map((r) => r.id),
  );
  const sectionIds = input.sectionRows.filter((s) => released.has(s.id)).map((s) => s.id);
  if (!scale || !sectionIds.length) return {};
  const marks = await db
    .select()
    .from(studentGrades)
    .where(and(inArray(studentGrades.sectionId, sectionIds)));
  const category = (slot: (typeof SLOTS)[number]) =>
    derivedId(ns, 'category', slot === 'teachExam2' || slot === 'teachExam3' ? 'teachExam1' : slot);
  const categories: Table = [
    { sourcedId: category('finalExam'), title: messages.rosterCategoryFinal },
    { sourcedId: category('midExam'), title: messages.rosterCategoryMid },
    { sourcedId: category('teachExam1'), title: messages.rosterCategoryTeacher },
  ];
  const periodOf = new Map(input.periods.map((p) => [p.id, p]));
  const lineItems = new Map<string, Record<string, string>>();
  const results: Table = [];
  for (const m of marks) {
    const cls = classOf.get(classKey(m.sectionId, m.courseId));
    const studentUser = input.studentUser.get(m.studentId);
    const period = periodOf.get(m.academicPeriodId);
    if (!cls || !studentUser || !period) continue;
    const className = input.classTitle.get(cls)!;
    for (const slot of SLOTS) {
      const value = m[slot];
      if (value === null) continue;
      const item = derivedId(ns, 'lineItem', cls, slot);
      if (!lineItems.has(item)) {
        const title =
          slot === 'finalExam'
            ? fill(messages.rosterLineItemFinal, { class: className })
            : slot === 'midExam'
              ? fill(messages.rosterLineItemMid, { class: className })
              : fill(messages.rosterLineItemTeacher, { number: slot.slice(-1), class: className });
        lineItems.set(item, {
          sourcedId: item,
          title,
          assignDate: period.startDate,
          dueDate: period.endDate,
          classSourcedId: cls,
          categorySourcedId: category(slot),
          academicSessionSourcedId: input.sessionId(period.id),
          resultValueMin: '0',
          resultValueMax: String(slotMaximum(scale, slot)),
          schoolSourcedId: school,
        });
      }
      results.push({
        sourcedId: derivedId(ns, 'result', m.id, slot),
        lineItemSourcedId: item,
        studentSourcedId: input.userSid(studentUser),
        scoreStatus: 'fully graded',
        score: String(value),
        scoreDate: m.updatedAt.toISOString().slice(0, 10),
        classSourcedId: cls,
      });
    }
  }
  return { categories, lineItems: [...lineItems.values()], results };
}
