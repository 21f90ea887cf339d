// users.csv, roles.csv and demographics.csv: one pass over the approved accounts.
import { eq } from 'drizzle-orm';
import type { RoleName } from '@school/api/schemas';
import type { Db } from '../../../db';
import { familyLinks, roles, students, teachers, users, type grades, type studentSections, type teacherSections } from '../../../db/schema';
import { gradeCode, nameParts, ONEROSTER_ROLE } from '../codes';
import { csvList } from '../csv';
import { derivedId } from '../ids';
import type { ExportOptions, Table } from './types';

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
export async function exportPeople(db: Db, input: PeopleInput) {
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
