import type { FastifyRequest } from 'fastify';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { messages, type RoleName } from '@school/api/schemas';
import type { Db } from '../db';
import {
  academicPeriods,
  assignments,
  courseMaterials,
  entranceExamLinks,
  examAttempts,
  examSections,
  exams,
  familyLinks,
  grades,
  permissions,
  roles,
  schedulePeriods,
  sectionGradeVisibility,
  sectionOwners,
  sectionYearOwners,
  sections,
  yearGradeVisibility,
  studentSections,
  students,
  teacherSections,
  teachers,
  userPermissions,
  users,
} from '../db/schema';
import { currentPeriod } from '../modules/periods/current';
import { forbidden } from '../http/errors';
import type { AuthUser } from './guard';
import { callerOf } from './policy-hooks';

// ─── The one answer to "may this user do this to this record" ────────────────────────────────
//
// Every route under /api declares a Policy in its options: `{ config: { policy: policies.admin } }`;
// a route without one fails at start-up. The policy hooks (policy-hooks.ts) run it for the route:
//   onRequest   who may call at all (public, any signed-in account, or roles), the temporary-
//               password lock, the applicant lock, expired sessions and frozen accounts (in the
//               guard). Runs before the body is read, so an anonymous caller learns nothing from
//               validation (401 before 400).
//   preHandler  the ownership check, with the validated params, query and body.
// No handler decides "may" by hand: it asks a policy or one of the ownership questions below.
// server/test/route-table/ lists what every demo role gets from every route.

export type Audience = 'public' | 'signedIn' | readonly RoleName[];

export interface PolicyContext {
  db: Db;
  now: () => Date;
}

export interface Policy {
  /** What the route table test and the docs print, e.g. 'admin', 'teacher of the section'. */
  name: string;
  /** Who may call at all. 'public' routes still read a token when one is sent (req.auth). */
  who: Audience;
  /** Allowed while the account's temporary password is unchanged (default false). */
  temporaryPassword?: boolean;
  /** Allowed for an unapproved student (an applicant) (default false). */
  applicant?: boolean;
  /**
   * Where the token is: the Authorization header (default), or 'path', the route's last segment
   * `:token`, for file URLs opened by an <img>, a link or the PDF viewer, which cannot send a
   * header (spec 000 §7). The same checks apply either way (440 on expiry, locks, roles).
   */
  token?: 'header' | 'path';
  /**
   * Ownership, run after validation with the typed request. Return false (or throw an
   * HttpError) to refuse; false answers 403. `req.auth` is set unless `who` is 'public'.
   */
  check?: (req: FastifyRequest, ctx: PolicyContext) => Promise<boolean> | boolean;
  /**
   * A granted permission that widens the policy (`.or(...)`): a caller of `grant.roles` who holds
   * the permission unexpired passes where `who` or `check` refused, within `grant.scope`.
   */
  grant?: Grant;
}

/** What a permission unlocks on a route (docs/decisions.md §32). */
export interface Grant {
  /** The permission's constant (modules/permissions/catalog.ts), e.g. 'MANAGE_SCHEDULE'. */
  constant: string;
  /** The roles for which the permission takes effect; others holding it gain nothing here. */
  roles: readonly RoleName[];
  /** Which records the holder may touch (run like `check`, after validation); default all the route serves. */
  scope?: Policy['check'];
  /** Does the caller hold the permission now? Filled in by `.or(...)`. */
  holds: (auth: AuthUser, ctx: PolicyContext) => Promise<boolean>;
}

export type BuiltPolicy = Policy & {
  /** A copy with an ownership check. */
  with: (name: string, check: Policy['check'], extra?: Partial<Policy>) => BuiltPolicy;
  /** A copy that a granted permission widens: `policies.admin.or('admin or …', { constant, roles, scope })`. */
  or: (name: string, grant: Omit<Grant, 'holds'>) => BuiltPolicy;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
}

const ADMINS = ['admin', 'super admin'] as const satisfies readonly RoleName[];

export const isAdmin = (auth: AuthUser | null | undefined) => !!auth && (auth.role === 'admin' || auth.role === 'super admin');

/** Builds a policy; `with` adds an ownership check to a copy, `or` a permission that widens it. */
export function policy(p: Policy): BuiltPolicy {
  const { with: _w, or: _o, ...plain } = p as Partial<BuiltPolicy> & Policy;
  return {
    ...plain,
    with: (name, check, extra) => policy({ ...plain, ...extra, name, check }),
    or: (name, grant) =>
      policy({ ...plain, name, grant: { ...grant, holds: (auth, ctx) => hasPermission(ctx.db, auth, grant.constant, ctx.now()) } }),
  };
}

/** The plain role policies; routes that need ownership add a `check` with `.with(...)`. */
export const policies = {
  public: policy({ name: 'public', who: 'public', applicant: true, temporaryPassword: true }),
  signedIn: policy({ name: 'signed in', who: 'signedIn' }),
  /** Own session and password: logout, change password, reading one's own user. */
  ownAccount: policy({ name: 'own account', who: 'signedIn', temporaryPassword: true, applicant: true }),
  admin: policy({ name: 'admin', who: ADMINS }),
  superAdmin: policy({ name: 'super admin', who: ['super admin'] }),
  teacher: policy({ name: 'teacher', who: ['teacher'] }),
  teacherOrAdmin: policy({ name: 'teacher or admin', who: ['teacher', ...ADMINS] }),
  student: policy({ name: 'student', who: ['student'] }),
  /** Students including applicants (onboarding: entrance exams, questionnaires, own record). */
  studentOrApplicant: policy({ name: 'student or applicant', who: ['student'], applicant: true }),
  family: policy({ name: 'family', who: ['Family'] }),
  /** File reads with the token in the path; add the file's own rule with `.with(...)`. */
  signedInByPath: policy({ name: 'signed in (token in path)', who: 'signedIn', token: 'path' }),
  /** Public file reads whose path may still carry a token (a hidden item's photo for admins). */
  publicByPath: policy({ name: 'public (token in path)', who: 'public', token: 'path', applicant: true, temporaryPassword: true }),
} as const;

// ─── Ownership questions ─────────────────────────────────────────────────────────────────────
// Each answers for one caller and one record. Admins are not special-cased here: a policy's
// check says `isAdmin(auth) || ...` where admins may act.

/** The teachers.id of a user, or null. */
export async function teacherIdOf(db: Db, userId: string): Promise<string | null> {
  const [t] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, userId)).limit(1);
  return t?.id ?? null;
}

/** The students.id of a user, or null. */
export async function studentIdOf(db: Db, userId: string): Promise<string | null> {
  const [s] = await db.select({ id: students.id }).from(students).where(eq(students.userId, userId)).limit(1);
  return s?.id ?? null;
}

/** Does the caller teach in this section (optionally this course, optionally this period)? */
export async function teachesSection(
  db: Db,
  auth: AuthUser,
  where: { sectionId: string; courseId?: string; academicPeriodId?: string },
): Promise<boolean> {
  if (auth.role !== 'teacher') return false;
  const rows = await db
    .select({ id: teacherSections.id })
    .from(teacherSections)
    .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .where(
      and(
        eq(teachers.userId, auth.userId),
        eq(teacherSections.sectionId, where.sectionId),
        where.courseId ? eq(teacherSections.courseId, where.courseId) : undefined,
        where.academicPeriodId ? eq(teacherSections.academicPeriodId, where.academicPeriodId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Is the caller the owner (homeroom teacher) of this section? */
export async function ownsSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sectionOwners.id })
    .from(sectionOwners)
    .where(and(eq(sectionOwners.sectionId, sectionId), eq(sectionOwners.ownerId, auth.userId)))
    .limit(1);
  return rows.length > 0;
}

/** Teaches in or owns the section. */
export async function teachesOrOwnsSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  return (await teachesSection(db, auth, { sectionId })) || (await ownsSection(db, auth, sectionId));
}

/** Is `studentId` (students.id) one of this Family account's linked children? */
export async function isLinkedChild(db: Db, auth: AuthUser, studentId: string): Promise<boolean> {
  if (auth.role !== 'Family') return false;
  const rows = await db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(and(eq(familyLinks.parentId, auth.userId), eq(familyLinks.studentId, studentId)))
    .limit(1);
  return rows.length > 0;
}

/** Is the caller the student of this students.id? */
export async function isOwnStudentRecord(db: Db, auth: AuthUser, studentId: string): Promise<boolean> {
  if (auth.role !== 'student') return false;
  return (await studentIdOf(db, auth.userId)) === studentId;
}

/** Does the caller teach or own a section the student sits in (any period)? */
export async function teachesStudent(db: Db, auth: AuthUser, studentId: string): Promise<boolean> {
  if (auth.role !== 'teacher') return false;
  const rows = await db
    .select({ id: studentSections.id })
    .from(studentSections)
    .leftJoin(
      teacherSections,
      and(eq(teacherSections.sectionId, studentSections.sectionId), eq(teacherSections.academicPeriodId, studentSections.academicPeriodId)),
    )
    .leftJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .leftJoin(sectionOwners, eq(sectionOwners.sectionId, studentSections.sectionId))
    .where(and(eq(studentSections.studentId, studentId), or(eq(teachers.userId, auth.userId), eq(sectionOwners.ownerId, auth.userId))))
    .limit(1);
  return rows.length > 0;
}

/**
 * May the caller read this student's records (students.id)? Admins; the student; a linked
 * Family account; a teacher who teaches or owns one of the student's sections.
 */
export async function mayReadStudent(db: Db, auth: AuthUser, studentId: string): Promise<boolean> {
  if (isAdmin(auth)) return true;
  if (auth.role === 'student') return isOwnStudentRecord(db, auth, studentId);
  if (auth.role === 'Family') return isLinkedChild(db, auth, studentId);
  if (auth.role === 'teacher') return teachesStudent(db, auth, studentId);
  return false;
}

/** Is the student (students.id) in this section in some period (optionally the given one)? */
export async function studentInSection(db: Db, studentId: string, sectionId: string, academicPeriodId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: studentSections.id })
    .from(studentSections)
    .where(
      and(
        eq(studentSections.studentId, studentId),
        eq(studentSections.sectionId, sectionId),
        academicPeriodId ? eq(studentSections.academicPeriodId, academicPeriodId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Does the caller hold this permission (by its constant, e.g. 'MANAGE_SCHEDULE'), granted at the
 * end of the approval chain or directly by an admin, and not expired at `now`?
 */
export async function hasPermission(db: Db, auth: AuthUser, constant: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: userPermissions.id })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(
      and(
        eq(userPermissions.userId, auth.userId),
        eq(permissions.constant, constant),
        or(isNull(userPermissions.expiresAt), gt(userPermissions.expiresAt, now)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ─── Teaching (issue 8): the person in the path, members of a section ────────────────────────
// The spec's paths name the signed-in person first (assignment/{teacher_id}/..., schedule/{id}/...):
// that segment must be the caller. Members of a section are its teachers (any course), its owner
// and the students seated in it.

/** Is `key` the caller: their login ID, user _id, or their teacher or student record's _id? */
export async function isSelf(db: Db, auth: AuthUser, key: string): Promise<boolean> {
  if (key === auth.ID || key === auth.userId) return true;
  if (auth.role === 'teacher') return (await teacherIdOf(db, auth.userId)) === key;
  if (auth.role === 'student') return (await studentIdOf(db, auth.userId)) === key;
  return false;
}

/** Is the caller a student seated in this section (a section belongs to one period)? */
export async function sitsInSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  if (auth.role !== 'student') return false;
  const studentId = await studentIdOf(db, auth.userId);
  return !!studentId && studentInSection(db, studentId, sectionId);
}

/** Does a linked Family account have a child seated in this section? */
export async function hasChildInSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  if (auth.role !== 'Family') return false;
  const rows = await db
    .select({ id: studentSections.id })
    .from(studentSections)
    .innerJoin(familyLinks, eq(familyLinks.studentId, studentSections.studentId))
    .where(and(eq(familyLinks.parentId, auth.userId), eq(studentSections.sectionId, sectionId)))
    .limit(1);
  return rows.length > 0;
}

/** Section reads (getsection, getsectionteacher, getsectionstudent): admins and the section's teachers. */
export async function mayReadSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  return isAdmin(auth) || teachesOrOwnsSection(db, auth, sectionId);
}

/** A section's timetable (getschedule): admins, its teachers, its students and their families. */
export async function mayReadSectionSchedule(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  return (
    (await mayReadSection(db, auth, sectionId)) ||
    (await sitsInSection(db, auth, sectionId)) ||
    (await hasChildInSection(db, auth, sectionId))
  );
}

/** Does the caller teach the course of this assignment in its section? (false when it does not exist) */
export async function teachesAssignment(db: Db, auth: AuthUser, assignmentId: string): Promise<boolean> {
  const [a] = await db
    .select({ sectionId: assignments.sectionId, courseId: assignments.courseId })
    .from(assignments)
    .where(eq(assignments.id, assignmentId))
    .limit(1);
  return !!a && teachesSection(db, auth, a);
}

/** Helper documents and course material: admins, the section's teachers and its students. */
export async function isSectionMember(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  return isAdmin(auth) || (await teachesOrOwnsSection(db, auth, sectionId)) || (await sitsInSection(db, auth, sectionId));
}

/** Is the caller the owner of this course material? (false when it does not exist) */
export async function ownsCourseMaterial(db: Db, auth: AuthUser, materialId: string): Promise<boolean> {
  const rows = await db
    .select({ id: courseMaterials.id })
    .from(courseMaterials)
    .where(and(eq(courseMaterials.id, materialId), eq(courseMaterials.ownerId, auth.userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A student's records in a section (attendance): admins, the student, a linked Family account,
 * and the section's teachers. `key` names the student like isSelf does.
 */
export async function mayReadStudentInSection(db: Db, auth: AuthUser, key: string, sectionId: string): Promise<boolean> {
  if (isAdmin(auth)) return true;
  if (auth.role === 'student') return (await isSelf(db, auth, key)) && (await sitsInSection(db, auth, sectionId));
  if (auth.role === 'teacher') return teachesOrOwnsSection(db, auth, sectionId);
  if (auth.role === 'Family') {
    const [s] = await db
      .select({ id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(or(eq(students.id, key), eq(users.id, key), eq(users.ID, key)))
      .limit(1);
    return !!s && (await isLinkedChild(db, auth, s.id)) && (await studentInSection(db, s.id, sectionId));
  }
  return false;
}

/** A person's own data, or an admin, or a Family account linked to that student. */
export async function isSelfOrGuardian(db: Db, auth: AuthUser, key: string): Promise<boolean> {
  if (isAdmin(auth) || (await isSelf(db, auth, key))) return true;
  if (auth.role !== 'Family') return false;
  const [s] = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(or(eq(students.id, key), eq(users.id, key), eq(users.ID, key)))
    .limit(1);
  return !!s && isLinkedChild(db, auth, s.id);
}

// ─── Grade reports (issue 10): owners, released reports, a student named in the path ─────────
// Section owners (by semester: section_owners; by year: section_year_owners) manage a section's
// reports with the admins. Students and linked families read a report only while it is
// released; a hidden one answers 403 'No Report Released' (the client shows that screen).

/** The students.id named by `key`: the record's _id, its user's _id or the login ID (ST-0001). */
export async function studentIdFromKey(db: Db, key: string): Promise<string | null> {
  const [s] = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(or(eq(students.id, key), eq(users.id, key), eq(users.ID, key)))
    .limit(1);
  return s?.id ?? null;
}

/** Admins and the section's owner manage its reports (visibility, comments, behavior). */
export async function mayManageSection(db: Db, auth: AuthUser, sectionId: string): Promise<boolean> {
  return isAdmin(auth) || (auth.role === 'teacher' && (await ownsSection(db, auth, sectionId)));
}

/** Owns the section name for the year: by a year ownership, or by owning such a section in a term of that year. */
export async function ownsSectionYear(db: Db, auth: AuthUser, sectionName: string, year: number): Promise<boolean> {
  if (auth.role !== 'teacher') return false;
  const byYear = await db
    .select({ id: sectionYearOwners.id })
    .from(sectionYearOwners)
    .where(
      and(eq(sectionYearOwners.sectionName, sectionName), eq(sectionYearOwners.year, year), eq(sectionYearOwners.ownerId, auth.userId)),
    )
    .limit(1);
  if (byYear.length > 0) return true;
  const bySemester = await db
    .select({ id: sectionOwners.id })
    .from(sectionOwners)
    .innerJoin(sections, eq(sections.id, sectionOwners.sectionId))
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, grades.academicPeriodId))
    .where(and(eq(sectionOwners.ownerId, auth.userId), eq(sections.name, sectionName), eq(academicPeriods.year, year)))
    .limit(1);
  return bySemester.length > 0;
}

/** Admins and the owners of a section name for a year manage its yearly report. */
export async function mayManageSectionYear(db: Db, auth: AuthUser, sectionName: string, year: number): Promise<boolean> {
  return isAdmin(auth) || ownsSectionYear(db, auth, sectionName, year);
}

/** Is the student or linked family of `studentId` the caller? */
async function isStudentOrGuardianOf(db: Db, auth: AuthUser, studentId: string): Promise<boolean> {
  if (auth.role === 'student') return isOwnStudentRecord(db, auth, studentId);
  if (auth.role === 'Family') return isLinkedChild(db, auth, studentId);
  return false;
}

/**
 * A student's semester report in a section: admins and the owner; the student and linked
 * families while the report is released (else 403 'No Report Released'); with `courseId`, also
 * the teacher of that course in the section.
 */
export async function mayReadStudentReport(
  db: Db,
  auth: AuthUser,
  studentKey: string,
  sectionId: string,
  courseId?: string,
): Promise<boolean> {
  if (await mayManageSection(db, auth, sectionId)) return true;
  if (courseId && (await teachesSection(db, auth, { sectionId, courseId }))) return true;
  const studentId = await studentIdFromKey(db, studentKey);
  if (!studentId || !(await isStudentOrGuardianOf(db, auth, studentId))) return false;
  if (!(await studentInSection(db, studentId, sectionId))) return false;
  const [v] = await db
    .select({ isVisible: sectionGradeVisibility.isVisible })
    .from(sectionGradeVisibility)
    .where(eq(sectionGradeVisibility.sectionId, sectionId))
    .limit(1);
  if (!v?.isVisible) throw forbidden(messages.noReportReleased);
  return true;
}

/** A student's yearly report: admins and the year's owners; the student and families while released. */
export async function mayReadStudentYear(db: Db, auth: AuthUser, studentKey: string, sectionName: string, year: number): Promise<boolean> {
  if (await mayManageSectionYear(db, auth, sectionName, year)) return true;
  const studentId = await studentIdFromKey(db, studentKey);
  if (!studentId || !(await isStudentOrGuardianOf(db, auth, studentId))) return false;
  const seated = await db
    .select({ id: studentSections.id })
    .from(studentSections)
    .innerJoin(sections, eq(sections.id, studentSections.sectionId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
    .where(and(eq(studentSections.studentId, studentId), eq(sections.name, sectionName), eq(academicPeriods.year, year)))
    .limit(1);
  if (seated.length === 0) return false;
  const [v] = await db
    .select({ isVisible: yearGradeVisibility.isVisible })
    .from(yearGradeVisibility)
    .where(and(eq(yearGradeVisibility.sectionName, sectionName), eq(yearGradeVisibility.year, year)))
    .limit(1);
  if (!v?.isVisible) throw forbidden(messages.noReportReleased);
  return true;
}

// ─── Exams (issue 9): the exam's teacher, who may take an exam, who has an attempt ──────────
// An exam belongs to the teacher who created it. A section exam is taken by the approved students
// seated in one of its sections; an entrance exam by the applicants it is assigned to
// (entrance_exam_links). Everything a taker does after the start needs their attempt.

/** Is the caller the teacher who owns this exam? (false when it does not exist) */
export async function ownsExam(db: Db, auth: AuthUser, examId: string): Promise<boolean> {
  if (auth.role !== 'teacher') return false;
  const rows = await db
    .select({ id: exams.id })
    .from(exams)
    .innerJoin(teachers, eq(teachers.id, exams.teacherId))
    .where(and(eq(exams.id, examId), eq(teachers.userId, auth.userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * May the caller (a student or applicant) take this exam? A section exam: an approved student
 * seated in one of its sections. An entrance exam: a student it is assigned to.
 */
export async function mayTakeExam(db: Db, auth: AuthUser, examId: string): Promise<boolean> {
  if (auth.role !== 'student') return false;
  const studentId = await studentIdOf(db, auth.userId);
  if (!studentId) return false;
  const [exam] = await db.select({ isEntrance: exams.isEntrance }).from(exams).where(eq(exams.id, examId)).limit(1);
  if (!exam) return false;
  if (exam.isEntrance) {
    const rows = await db
      .select({ id: entranceExamLinks.id })
      .from(entranceExamLinks)
      .where(and(eq(entranceExamLinks.examId, examId), eq(entranceExamLinks.studentId, studentId)))
      .limit(1);
    return rows.length > 0;
  }
  if (!auth.approved) return false;
  const rows = await db
    .select({ id: studentSections.id })
    .from(examSections)
    .innerJoin(studentSections, eq(studentSections.sectionId, examSections.sectionId))
    .where(and(eq(examSections.examId, examId), eq(studentSections.studentId, studentId)))
    .limit(1);
  return rows.length > 0;
}

/** Has the caller started this exam (their attempt exists)? */
export async function hasExamAttempt(db: Db, auth: AuthUser, examId: string): Promise<boolean> {
  if (auth.role !== 'student') return false;
  const rows = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .where(and(eq(examAttempts.examId, examId), eq(students.userId, auth.userId)))
    .limit(1);
  return rows.length > 0;
}

/** A taker's result: admins and the exam's teacher (any time); the student reads their own through myexam. */
export async function mayReadExamResults(db: Db, auth: AuthUser, examId: string): Promise<boolean> {
  return isAdmin(auth) || ownsExam(db, auth, examId);
}

// ─── The hooks ───────────────────────────────────────────────────────────────────────────────

// ─── Communication (issue 11): who may chat with and email whom ───────────────────────────────

/**
 * The people a person may reach by chat and internal email (docs/decisions.md, "Communication"):
 * admins and super admins everyone; a teacher all staff, the students of the sections they teach
 * or own this period and those students' parents; a student their current teachers, their
 * section's owner and the admins; a parent their children's current teachers and owners and the
 * admins; an applicant the admins only. The rule is symmetric; frozen accounts are never reachable.
 * 'everyone' for admins (callers still skip frozen accounts).
 */
export async function reachableUserIds(db: Db, auth: AuthUser, now: Date): Promise<Set<string> | 'everyone'> {
  if (isAdmin(auth)) return 'everyone';
  if (auth.role === 'student' && !auth.approved) return new Set();
  const out = new Set<string>(
    await usersWithRoles(db, auth.role === 'teacher' ? ['admin', 'super admin', 'teacher'] : ['admin', 'super admin']),
  );
  const period = await currentPeriod(db, now);
  if (period && auth.role === 'teacher') {
    const taught = db
      .select({ id: teacherSections.sectionId })
      .from(teacherSections)
      .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
      .where(and(eq(teachers.userId, auth.userId), eq(teacherSections.academicPeriodId, period.id)));
    const owned = db.select({ id: sectionOwners.sectionId }).from(sectionOwners).where(eq(sectionOwners.ownerId, auth.userId));
    const pupils = await db
      .select({ studentId: students.id, userId: students.userId })
      .from(studentSections)
      .innerJoin(students, eq(students.id, studentSections.studentId))
      .where(
        and(
          eq(studentSections.academicPeriodId, period.id),
          or(inArray(studentSections.sectionId, taught), inArray(studentSections.sectionId, owned)),
        ),
      );
    for (const p of pupils) if (p.userId) out.add(p.userId);
    if (pupils.length) {
      const parents = await db
        .select({ id: familyLinks.parentId })
        .from(familyLinks)
        .where(
          inArray(
            familyLinks.studentId,
            pupils.map((p) => p.studentId),
          ),
        );
      for (const p of parents) out.add(p.id);
    }
  }
  const learnerIds =
    auth.role === 'student' && auth.approved
      ? await db.select({ id: students.id }).from(students).where(eq(students.userId, auth.userId))
      : auth.role === 'Family'
        ? await db.select({ id: familyLinks.studentId }).from(familyLinks).where(eq(familyLinks.parentId, auth.userId))
        : [];
  if (period && learnerIds.length) {
    const seats = db
      .select({ id: studentSections.sectionId })
      .from(studentSections)
      .where(
        and(
          eq(studentSections.academicPeriodId, period.id),
          inArray(
            studentSections.studentId,
            learnerIds.map((l) => l.id),
          ),
        ),
      );
    const teacherRows = await db
      .select({ id: teachers.userId })
      .from(teacherSections)
      .innerJoin(teachers, eq(teachers.id, teacherSections.teacherId))
      .where(and(eq(teacherSections.academicPeriodId, period.id), inArray(teacherSections.sectionId, seats)));
    const ownerRows = await db.select({ id: sectionOwners.ownerId }).from(sectionOwners).where(inArray(sectionOwners.sectionId, seats));
    for (const r of [...teacherRows, ...ownerRows]) out.add(r.id);
  }
  out.delete(auth.userId);
  if (!out.size) return out;
  const frozen = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...out]), eq(users.frozen, true)));
  for (const f of frozen) out.delete(f.id);
  return out;
}

/** May the caller chat with or email this person (users.id)? */
export async function mayReach(db: Db, auth: AuthUser, userId: string, now: Date): Promise<boolean> {
  if (userId === auth.userId) return false;
  const reach = await reachableUserIds(db, auth, now);
  if (reach !== 'everyone') return reach.has(userId);
  const [u] = await db.select({ frozen: users.frozen, approved: users.approved }).from(users).where(eq(users.id, userId)).limit(1);
  return !!u && !u.frozen && u.approved;
}

/** The area's own policies; the others use the plain role policies above. */
export const communicationPolicies = {
  /** Attachment reads carry the token as the last path segment; the handler finds the email of the caller. */
  attachmentByPathToken: policy({
    name: 'token in path: sender or recipient of the email',
    who: 'signedIn',
    token: 'path',
    applicant: true,
  }),
} as const;

async function usersWithRoles(db: Db, names: RoleName[]): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(inArray(roles.name, names));
  return rows.map((r) => r.id);
}

// ─── Accounts, student records and the public site's hidden items (issue 7) ──────────────────

/**
 * May the caller read this user's profile (GET users/{id})? Themselves; admins anyone; a Family
 * account its linked children; a teacher the students of sections they teach or own.
 */
export async function mayReadUser(db: Db, auth: AuthUser, targetUserId: string): Promise<boolean> {
  if (auth.userId === targetUserId || isAdmin(auth)) return true;
  if (auth.role !== 'Family' && auth.role !== 'teacher') return false;
  const studentId = await studentIdOf(db, targetUserId);
  if (!studentId) return false;
  return auth.role === 'Family' ? isLinkedChild(db, auth, studentId) : teachesStudent(db, auth, studentId);
}

/**
 * A student's record and its files (GET getstudent/{id}, students/{file}/{token}): admins, the
 * student (an applicant included) and a linked Family account. Teachers read their students
 * through the section, attendance and report routes, not the admission papers.
 */
export async function mayReadStudentRecord(db: Db, auth: AuthUser, studentId: string): Promise<boolean> {
  return isAdmin(auth) || (await isOwnStudentRecord(db, auth, studentId)) || (await isLinkedChild(db, auth, studentId));
}

/**
 * Content of the public site that is hidden (news not live, a gallery item or staff message not
 * shown, its photo): admins only. A shown item is public. Without a usable token the caller
 * gets 401 (440 when the session expired), a signed-in non-admin 403.
 */
export function shownOrAdmin(req: FastifyRequest, shown: boolean): boolean {
  return shown || isAdmin(callerOf(req));
}

// ─── What a granted permission unlocks (issue 12) ────────────────────────────────────────────
// The catalog (modules/permissions/catalog.ts) names four permissions the product acts on. Each
// widens the admin-only (or owner-only) routes of its area with `.or(...)` for teachers, within
// the scope below; an expired grant is no grant (hasPermission).

/** MANAGE_SCHEDULE: the section the schedule write is about (body section_id, or a period's section). */
export async function scheduleSectionOf(db: Db, req: FastifyRequest): Promise<string | null> {
  const body = req.body as { section_id?: unknown } | undefined;
  if (typeof body?.section_id === 'string') return body.section_id;
  const periodId = (req.params as { id?: string } | undefined)?.id;
  if (!periodId) return null;
  const [row] = await db
    .select({ sectionId: schedulePeriods.sectionId })
    .from(schedulePeriods)
    .where(eq(schedulePeriods.id, periodId))
    .limit(1);
  return row?.sectionId ?? null;
}

/** MANAGE_SCHEDULE's scope: the sections the holder teaches (this or any period) or owns. */
export const ownScheduleScope: Policy['check'] = async (req, { db }) => {
  const sectionId = await scheduleSectionOf(db, req);
  return !!sectionId && teachesOrOwnsSection(db, req.auth!, sectionId);
};

/**
 * PUSH_NOTIFICATION's scope: named people only (no whole roles), each a student of a section the
 * holder teaches or owns this period, or a parent of such a student.
 */
export const ownPupilsScope: Policy['check'] = async (req, { db, now }) => {
  const body = req.body as { users?: string[]; roles?: string[] };
  if (body.roles?.length || !body.users?.length) return false;
  const reach = await reachableUserIds(db, req.auth!, now());
  if (reach === 'everyone') return true;
  const chosen = [...new Set(body.users)];
  const rows = await db
    .select({ id: users.id, ID: users.ID, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(or(inArray(users.id, chosen), inArray(users.ID, chosen)));
  const ok = new Set(rows.filter((r) => (r.role === 'student' || r.role === 'Family') && reach.has(r.id)).flatMap((r) => [r.id, r.ID]));
  return chosen.every((c) => ok.has(c));
};

/** VIEW_GRADE_REPORTS's scope: a section (params.section_id) the holder teaches. */
export const taughtSectionScope: Policy['check'] = (req, { db }) =>
  teachesSection(db, req.auth!, { sectionId: (req.params as { section_id: string }).section_id });
