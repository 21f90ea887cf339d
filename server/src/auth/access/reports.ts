import { and, eq, type SQL } from 'drizzle-orm';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import {
  academicPeriods,
  grades,
  sectionGradeVisibility,
  sectionOwners,
  sectionYearOwners,
  sections,
  studentSections,
  yearGradeVisibility,
} from '../../db/schema';
import { forbidden } from '../../http/errors';
import type { AuthUser } from '../guard';
import { isAdmin } from '../policy-engine';
import { isStudentOrGuardianOf, studentIdFromKey } from './people';
import { ownsSection, studentInSection, teachesSection } from './sections';

// ─── Grade reports (issue 10): owners, released reports, a student named in the path ─────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.
// Section owners (by semester: section_owners; by year: section_year_owners) manage a section's
// reports with the admins. Students and linked families read a report only while it is
// released; a hidden one answers 403 'No Report Released' (the client shows that screen).

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

/** The list scope beside ownsSection: all section ownerships for admins, the caller's own otherwise. */
export const sectionOwnersScope = (auth: AuthUser): SQL | undefined => (isAdmin(auth) ? undefined : eq(sectionOwners.ownerId, auth.userId));

/** The list scope beside ownsSectionYear: all year ownerships for admins, the caller's own otherwise. */
export const sectionYearOwnersScope = (auth: AuthUser): SQL | undefined =>
  isAdmin(auth) ? undefined : eq(sectionYearOwners.ownerId, auth.userId);

/** Admins and the owners of a section name for a year manage its yearly report. */
export async function mayManageSectionYear(db: Db, auth: AuthUser, sectionName: string, year: number): Promise<boolean> {
  return isAdmin(auth) || ownsSectionYear(db, auth, sectionName, year);
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
