import { and, eq, gte, or } from 'drizzle-orm';
import type { Db } from '../../db';
import { academicPeriods, familyLinks, sectionOwners, studentSections, students, teacherSections, teachers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { AuthUser } from '../guard';
import { isAdmin } from '../policy-engine';

// ─── People: who a key names, the caller themselves, their children, their students ─────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.
// The spec's paths name the signed-in person first (assignment/{teacher_id}/..., schedule/{id}/...):
// that segment must be the caller (isSelf). Accounts and student records (issue 7): mayReadUser,
// mayReadStudentRecord.

// ─── The caller's record: the one lookup of a user's teacher or student record ─────────────────
// A user's record never changes (its id is fixed when the account is made, and the user's id is
// never reused), so a found id is remembered per database; a miss is asked again.
const recordIds = new WeakMap<Db, Map<string, string>>();
async function recordIdOf(db: Db, kind: 'teacher' | 'student', userId: string): Promise<string | null> {
  let known = recordIds.get(db);
  if (!known) recordIds.set(db, (known = new Map()));
  const key = `${kind}|${userId}`;
  const hit = known.get(key);
  if (hit) return hit;
  const table = kind === 'teacher' ? teachers : students;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.userId, userId)).limit(1);
  if (!row) return null;
  if (known.size > 50_000) known.clear();
  known.set(key, row.id);
  return row.id;
}

/** The teachers.id of a user, or null. */
export const teacherIdOf = (db: Db, userId: string) => recordIdOf(db, 'teacher', userId);

/** The students.id of a user, or null. */
export const studentIdOf = (db: Db, userId: string) => recordIdOf(db, 'student', userId);

/** Is this users.id the caller's own? (A row's owner, sender, receiver or requester column.) */
export const isCaller = (auth: AuthUser, userId: string | null | undefined) => userId === auth.userId;

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

/** A person named by login ID, user _id, teacher _id or student _id, with their teacher and student record ids (404 when no one). */
export async function findPerson(db: Db, key: string) {
  const [byUser] = await db
    .select({ userId: users.id, ID: users.ID, fullName: users.fullName })
    .from(users)
    .where(eq(users.ID, key))
    .limit(1);
  const user =
    byUser ??
    (await db.select({ userId: users.id, ID: users.ID, fullName: users.fullName }).from(users).where(eq(users.id, key)).limit(1))[0] ??
    (
      await db
        .select({ userId: users.id, ID: users.ID, fullName: users.fullName })
        .from(teachers)
        .innerJoin(users, eq(users.id, teachers.userId))
        .where(eq(teachers.id, key))
        .limit(1)
    )[0] ??
    (
      await db
        .select({ userId: users.id, ID: users.ID, fullName: users.fullName })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(students.id, key))
        .limit(1)
    )[0];
  if (!user) throw notFound();
  const [t] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, user.userId)).limit(1);
  const [s] = await db.select({ id: students.id }).from(students).where(eq(students.userId, user.userId)).limit(1);
  return { ...user, teacherId: t?.id ?? null, studentId: s?.id ?? null };
}

/** Is `key` the caller: their login ID, user _id, or their teacher or student record's _id? */
export async function isSelf(db: Db, auth: AuthUser, key: string): Promise<boolean> {
  if (key === auth.ID || key === auth.userId) return true;
  if (auth.role === 'teacher') return (await teacherIdOf(db, auth.userId)) === key;
  if (auth.role === 'student') return (await studentIdOf(db, auth.userId)) === key;
  return false;
}

/** Is `key` the caller by their login ID or user _id (the spec's body fields that name the actor)? */
export const isCallerKey = (auth: AuthUser, key: string) => isCaller(auth, key) || key === auth.ID;

/** Is the caller the Family account `key` names (its login ID or user _id)? */
export const isParentSelf = (auth: AuthUser, key: string) => auth.role === 'Family' && isCallerKey(auth, key);

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

/** Is the student or linked family of `studentId` the caller? */
export async function isStudentOrGuardianOf(db: Db, auth: AuthUser, studentId: string): Promise<boolean> {
  if (auth.role === 'student') return isOwnStudentRecord(db, auth, studentId);
  if (auth.role === 'Family') return isLinkedChild(db, auth, studentId);
  return false;
}

/** A person's own data, or an admin, or a Family account linked to that student. */
export async function isSelfOrGuardian(db: Db, auth: AuthUser, key: string): Promise<boolean> {
  if (isAdmin(auth) || (await isSelf(db, auth, key))) return true;
  if (auth.role !== 'Family') return false;
  const studentId = await studentIdFromKey(db, key);
  return !!studentId && isLinkedChild(db, auth, studentId);
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

/**
 * Does the teacher teach or own, in a term that has not ended at `now`, a section the student
 * sits in that term? (issue 18: a student's profile is for their current teachers; a past term
 * stays reachable through its reports, not through the profile.)
 */
export async function teachesStudentNow(db: Db, auth: AuthUser, studentId: string, now: Date): Promise<boolean> {
  if (auth.role !== 'teacher') return false;
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .select({ id: studentSections.id })
    .from(studentSections)
    .innerJoin(academicPeriods, eq(academicPeriods.id, studentSections.academicPeriodId))
    .leftJoin(
      teacherSections,
      and(eq(teacherSections.sectionId, studentSections.sectionId), eq(teacherSections.academicPeriodId, studentSections.academicPeriodId)),
    )
    .leftJoin(teachers, eq(teachers.id, teacherSections.teacherId))
    .leftJoin(sectionOwners, eq(sectionOwners.sectionId, studentSections.sectionId))
    .where(
      and(
        eq(studentSections.studentId, studentId),
        gte(academicPeriods.endDate, today),
        or(eq(teachers.userId, auth.userId), eq(sectionOwners.ownerId, auth.userId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * May the caller read this user's profile (GET users/{id})? Themselves; admins anyone; a Family
 * account its linked children; a teacher the students of sections they teach or own in a term
 * that has not ended (teachesStudentNow; docs/decisions/0059-teachers-read-their-current-students-profiles.md).
 */
export async function mayReadUser(db: Db, auth: AuthUser, targetUserId: string, now: Date): Promise<boolean> {
  if (isCaller(auth, targetUserId) || isAdmin(auth)) return true;
  if (auth.role !== 'Family' && auth.role !== 'teacher') return false;
  const studentId = await studentIdOf(db, targetUserId);
  if (!studentId) return false;
  return auth.role === 'Family' ? isLinkedChild(db, auth, studentId) : teachesStudentNow(db, auth, studentId, now);
}

/**
 * A student's record and its files (GET getstudent/{id}, students/{file}/{token}): admins, the
 * student (an applicant included) and a linked Family account. Teachers read their students
 * through the section, attendance and report routes, not the admission papers.
 */
export async function mayReadStudentRecord(db: Db, auth: AuthUser, studentId: string): Promise<boolean> {
  return isAdmin(auth) || (await isOwnStudentRecord(db, auth, studentId)) || (await isLinkedChild(db, auth, studentId));
}

/** Is `photo` the caller's own user photo (the top bar's avatar, all a locked account may read)? */
export async function isOwnPhoto(db: Db, auth: AuthUser, photo: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, auth.userId), eq(users.photo, photo)))
    .limit(1);
  return rows.length > 0;
}
