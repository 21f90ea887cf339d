import { and, eq, or } from 'drizzle-orm';
import type { RoleName, UserProfile } from '@school/api/schemas';
import type { Db } from '../../db';
import {
  courses,
  familyLinks,
  roles,
  sectionOwners,
  sections,
  studentSections,
  students,
  teacherSections,
  teachers,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import { forbidden, notFound } from '../../http/errors';
import { currentPeriod } from '../periods/current';

/**
 * May `caller` read `target`'s profile? Themselves; admins anyone; a Family account its
 * linked students; a teacher the students of sections they teach or own.
 */
async function mayRead(db: Db, caller: AuthUser, targetUserId: string, targetRole: string): Promise<boolean> {
  if (caller.userId === targetUserId || caller.role === 'admin' || caller.role === 'super admin') return true;
  if (targetRole !== 'student') return false;
  if (caller.role === 'Family') {
    const rows = await db
      .select({ id: familyLinks.id })
      .from(familyLinks)
      .innerJoin(students, eq(students.id, familyLinks.studentId))
      .where(and(eq(familyLinks.parentId, caller.userId), eq(students.userId, targetUserId)))
      .limit(1);
    return rows.length > 0;
  }
  if (caller.role === 'teacher') {
    const taught = await db
      .select({ id: studentSections.id })
      .from(studentSections)
      .innerJoin(students, eq(students.id, studentSections.studentId))
      .leftJoin(
        teacherSections,
        and(
          eq(teacherSections.sectionId, studentSections.sectionId),
          eq(teacherSections.academicPeriodId, studentSections.academicPeriodId),
        ),
      )
      .leftJoin(teachers, eq(teachers.id, teacherSections.teacherId))
      .leftJoin(sectionOwners, eq(sectionOwners.sectionId, studentSections.sectionId))
      .where(and(eq(students.userId, targetUserId), or(eq(teachers.userId, caller.userId), eq(sectionOwners.ownerId, caller.userId))))
      .limit(1);
    return taught.length > 0;
  }
  return false;
}

/** GET users/{id}: `id` is either the database `_id` or the login `ID`. */
export async function getUserProfile(db: Db, caller: AuthUser, id: string, now: Date): Promise<UserProfile> {
  const [row] = await db
    .select({ user: users, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(or(eq(users.id, id), eq(users.ID, id)))
    .limit(1);
  if (!row) throw notFound();
  if (!(await mayRead(db, caller, row.user.id, row.role))) throw forbidden();
  const { user } = row;
  const period = await currentPeriod(db, now);
  const [student] = await db.select().from(students).where(eq(students.userId, user.id)).limit(1);
  const [teacher] = await db.select().from(teachers).where(eq(teachers.userId, user.id)).limit(1);

  let section: string | null = null;
  if (student && period) {
    const [s] = await db
      .select({ name: sections.name })
      .from(studentSections)
      .innerJoin(sections, eq(sections.id, studentSections.sectionId))
      .where(and(eq(studentSections.studentId, student.id), eq(studentSections.academicPeriodId, period.id)))
      .limit(1);
    section = s?.name ?? null;
  }
  const taught =
    teacher && period
      ? await db
          .selectDistinct({ name: courses.name })
          .from(teacherSections)
          .innerJoin(courses, eq(courses.id, teacherSections.courseId))
          .where(and(eq(teacherSections.teacherId, teacher.id), eq(teacherSections.academicPeriodId, period.id)))
      : [];
  const links =
    row.role === 'Family'
      ? await db
          .select({ ID: users.ID, fullName: users.fullName })
          .from(familyLinks)
          .innerJoin(students, eq(students.id, familyLinks.studentId))
          .innerJoin(users, eq(users.id, students.userId))
          .where(eq(familyLinks.parentId, user.id))
      : [];

  return {
    _id: user.id,
    ID: user.ID,
    fullName: user.fullName,
    email: user.email,
    type: { name: row.role as RoleName },
    approved: user.approved,
    temp_password_changed: user.tempPasswordChanged,
    photo: user.photo,
    url: 'users',
    online: user.online,
    gender: student?.gender ?? teacher?.gender ?? null,
    age: student?.age ?? teacher?.age ?? null,
    phoneNumber: student?.phoneNumber ?? null,
    section,
    courses: taught.map((c) => c.name).sort(),
    links,
    createdAt: user.createdAt.toISOString(),
  };
}
