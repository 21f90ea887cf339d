import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { assignments, courseMaterials, students, submissions } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../guard';
import { isAdmin } from '../policy-engine';
import { isCaller } from './people';
import { isSectionMember, teachesOrOwnsSection, teachesSection } from './sections';

// ─── Teaching (issue 8): assignments and course material ─────────────────────────────────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.

/** Does the caller teach the course of this assignment in its section? (false when it does not exist) */
export async function teachesAssignment(db: Db, auth: AuthUser, assignmentId: string): Promise<boolean> {
  const [a] = await db
    .select({ sectionId: assignments.sectionId, courseId: assignments.courseId })
    .from(assignments)
    .where(eq(assignments.id, assignmentId))
    .limit(1);
  return !!a && teachesSection(db, auth, a);
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

// ─── The area's files (spec 001 §7): a name that belongs to no record is 404, on disk or not ───

/** A helper document of an assignment: admins and the section's members (isSectionMember). */
export async function mayReadAssignmentDoc(db: Db, auth: AuthUser, assignmentId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ sectionId: assignments.sectionId })
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), sql`${assignments.docs} @> ${JSON.stringify([name])}::jsonb`))
    .limit(1);
  if (!row) throw notFound();
  return isSectionMember(db, auth, row.sectionId);
}

/** A submitted file: admins, the student who submitted it and the section's teachers and owner. */
export async function mayReadSubmissionFile(db: Db, auth: AuthUser, assignmentId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ sectionId: assignments.sectionId, studentUserId: students.userId })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(students, eq(students.id, submissions.studentId))
    .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.file, name)))
    .limit(1);
  if (!row) throw notFound();
  return isAdmin(auth) || isCaller(auth, row.studentUserId) || teachesOrOwnsSection(db, auth, row.sectionId);
}

/** A course material's file: admins and the section's members. */
export async function mayReadCourseMaterialFile(db: Db, auth: AuthUser, name: string): Promise<boolean> {
  const [row] = await db
    .select({ sectionId: courseMaterials.sectionId })
    .from(courseMaterials)
    .where(eq(courseMaterials.file, name))
    .limit(1);
  if (!row) throw notFound();
  return isSectionMember(db, auth, row.sectionId);
}
