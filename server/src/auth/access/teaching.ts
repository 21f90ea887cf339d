import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { assignments, courseMaterials } from '../../db/schema';
import type { AuthUser } from '../guard';
import { teachesSection } from './sections';

// ─── Teaching (issue 8): assignments and course material ─────────────────────────────────────
// Each ownership question answers for one caller and one record. Admins are not special-cased
// in the questions themselves: a policy's check says `isAdmin(auth) || ...` where admins may act.

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
