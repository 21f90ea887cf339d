import { pictureOf, roleTypeOf } from '../../auth/service';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  courses,
  familyLinks,
  permissions,
  roles,
  sectionOwners,
  sections,
  sectionYearOwners,
  studentSections,
  students,
  teacherSections,
  teachers,
  userPermissions,
  users,
} from '../../db/schema';
import { normaliseLoginId } from '../../auth/login-id';
import { notFound } from '../../http/errors';
import { currentTerm } from '../../db/current-term';

/** The users.id named by `key`: the database `_id` or the login `ID` (any case), or null. */
export async function userIdFromKey(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, key), sql`lower(${users.ID}) = ${normaliseLoginId(key)}`))
    .limit(1);
  return row?.id ?? null;
}

/** GET users/{id}: `id` is either the database `_id` or the login `ID`; the route's policy decided who may read it. */
export async function getUserProfile(db: Db, id: string, now: Date) {
  const userId = await userIdFromKey(db, id);
  const [row] = userId
    ? await db
        .select({ user: users, role: roles.kind, roleName: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(users.id, userId))
        .limit(1)
    : [];
  if (!row) throw notFound();
  const { user } = row;
  const period = await currentTerm(db, now);
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
          .select({ _id: students.id, ID: users.ID, fullName: users.fullName })
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
    type: roleTypeOf(row.role, row.roleName),
    approved: user.approved,
    temp_password_changed: user.tempPasswordChanged,
    ...pictureOf(user, student?.profilePic),
    online: user.online,
    gender: student?.gender ?? teacher?.gender ?? null,
    age: student?.age ?? teacher?.age ?? null,
    phoneNumber: student?.phoneNumber ?? null,
    section,
    courses: taught.map((c) => c.name).sort(),
    links: links.map(({ _id, ...l }) => ({ ...l, student_id: { _id, ...l } })),
    createdAt: user.createdAt.toISOString(),
    ...(await heldAndOwned(db, user.id, now)),
    temp_password: null,
  };
}

/** The spec's permissions (held now), sections (owned by semester) and sectionsYear (owned by year) of a user. */
async function heldAndOwned(db: Db, userId: string, now: Date) {
  const [held, owned, ownedYear] = await Promise.all([
    db
      .select({ _id: permissions.id, name: permissions.name, constant: permissions.constant })
      .from(userPermissions)
      .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
      .where(and(eq(userPermissions.userId, userId), or(isNull(userPermissions.expiresAt), gt(userPermissions.expiresAt, now))))
      .orderBy(permissions.name),
    db
      .select({ _id: sections.id, name: sections.name })
      .from(sectionOwners)
      .innerJoin(sections, eq(sections.id, sectionOwners.sectionId))
      .where(eq(sectionOwners.ownerId, userId))
      .orderBy(sections.name),
    db
      .select({ _id: sectionYearOwners.id, sectionName: sectionYearOwners.sectionName, year: sectionYearOwners.year })
      .from(sectionYearOwners)
      .where(eq(sectionYearOwners.ownerId, userId))
      .orderBy(sectionYearOwners.year, sectionYearOwners.sectionName),
  ]);
  return { permissions: held, sections: owned, sectionsYear: ownedYear };
}
