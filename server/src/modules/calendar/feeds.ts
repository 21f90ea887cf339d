import { randomBytes } from 'node:crypto';
import { aliasedTable, and, asc, eq, isNull } from 'drizzle-orm';
import type { CalendarFeed, CalendarLanguage } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { calendarFeeds, familyLinks, students, teachers, users } from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import { isFamily, isLinkedChild, studentIdFromKey } from '../../auth/policies';
import { badRequest, forbidden } from '../../http/errors';
import type { CalendarOwner } from './events';

// ─── The feeds a person holds: make, regenerate, revoke; and the owner behind a token ────────

/** 256 random bits: the whole secret of a subscription URL. */
const newToken = () => randomBytes(32).toString('base64url');

export const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/${token}.ics`;

type FeedRow = { id: string; token: string; createdAt: Date };
const toFeed = (origin: string, row: FeedRow | undefined, student: CalendarFeed['student']): CalendarFeed => ({
  _id: row?.id ?? null,
  student,
  url: row ? feedUrl(origin, row.token) : null,
  createdAt: row?.createdAt.toISOString() ?? null,
});

const studentName = (s: { firstName: string; middleName: string; lastName: string }) =>
  [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ');

/** The caller's feeds: their own calendar, or (a Family account) one per linked child, made or not. */
export async function listFeeds(db: Db, auth: AuthUser, origin: string): Promise<CalendarFeed[]> {
  const mine = await db
    .select({ id: calendarFeeds.id, token: calendarFeeds.token, createdAt: calendarFeeds.createdAt, studentId: calendarFeeds.studentId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, auth.userId));
  if (!isFamily(auth))
    return [
      toFeed(
        origin,
        mine.find((f) => f.studentId === null),
        null,
      ),
    ];
  const childUser = aliasedTable(users, 'child_user');
  const children = await db
    .select({
      id: students.id,
      ID: childUser.ID,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
    })
    .from(familyLinks)
    .innerJoin(students, eq(students.id, familyLinks.studentId))
    .innerJoin(childUser, eq(childUser.id, students.userId))
    .where(eq(familyLinks.parentId, auth.userId))
    .orderBy(asc(students.firstName), asc(childUser.ID));
  return children.map((c) =>
    toFeed(
      origin,
      mine.find((f) => f.studentId === c.id),
      { _id: c.id, ID: c.ID, fullName: studentName(c) },
    ),
  );
}

/**
 * Makes the caller's feed (their own, or a linked child's), or gives the existing one a new
 * token: the old URL answers 404 from then on. Returns the feed and whether it was regenerated.
 */
export async function saveFeed(db: Db, auth: AuthUser, origin: string, studentKey: string | undefined) {
  let studentId: string | null = null;
  let student: CalendarFeed['student'] = null;
  if (isFamily(auth)) {
    if (!studentKey) throw badRequest(messages.calendarFeedChildRequired);
    studentId = await studentIdFromKey(db, studentKey);
    if (!studentId || !(await isLinkedChild(db, auth, studentId))) throw forbidden(messages.calendarFeedNotLinked);
    const [row] = await db
      .select({ ID: users.ID, firstName: students.firstName, middleName: students.middleName, lastName: students.lastName })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.id, studentId));
    student = { _id: studentId, ID: row.ID, fullName: studentName(row) };
  } else if (studentKey) throw badRequest(messages.calendarFeedOwnOnly);

  const token = newToken();
  const owner = and(
    eq(calendarFeeds.userId, auth.userId),
    studentId ? eq(calendarFeeds.studentId, studentId) : isNull(calendarFeeds.studentId),
  );
  return db.transaction(async (tx) => {
    const [had] = await tx.select({ id: calendarFeeds.id }).from(calendarFeeds).where(owner).for('update');
    const [row] = had
      ? await tx
          .update(calendarFeeds)
          .set({ token, createdAt: new Date() })
          .where(eq(calendarFeeds.id, had.id))
          .returning({ id: calendarFeeds.id, token: calendarFeeds.token, createdAt: calendarFeeds.createdAt })
      : await tx
          .insert(calendarFeeds)
          .values({ userId: auth.userId, studentId, token })
          .returning({ id: calendarFeeds.id, token: calendarFeeds.token, createdAt: calendarFeeds.createdAt });
    return { feed: toFeed(origin, row, student), regenerated: !!had };
  });
}

/** Revokes the feed (its owner checked by the route's policy): the URL answers 404 from then on. */
export async function revokeFeed(db: Db, feedId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.id, feedId));
}

export interface ResolvedFeed {
  id: string;
  owner: CalendarOwner;
  lang: CalendarLanguage;
  /** The child's first name, on a Family account's feed. */
  childName?: string;
}

/**
 * The feed a URL's token names, or null (404): an unknown or revoked token, a frozen account,
 * a child no longer linked, an account that has no calendar (an applicant).
 */
export async function feedByToken(db: Db, token: string): Promise<ResolvedFeed | null> {
  const own = aliasedTable(students, 'own_student');
  const child = aliasedTable(students, 'child');
  const [row] = await db
    .select({
      id: calendarFeeds.id,
      childId: calendarFeeds.studentId,
      language: users.language,
      frozen: users.frozen,
      approved: users.approved,
      teacherId: teachers.id,
      ownStudentId: own.id,
      childName: child.firstName,
      linked: familyLinks.id,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .leftJoin(own, eq(own.userId, users.id))
    .leftJoin(child, eq(child.id, calendarFeeds.studentId))
    .leftJoin(familyLinks, and(eq(familyLinks.parentId, users.id), eq(familyLinks.studentId, calendarFeeds.studentId)))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  if (!row || row.frozen) return null;
  const lang: CalendarLanguage = row.language === 'am' ? 'am' : 'en';
  if (row.childId)
    return row.linked && row.childName
      ? { id: row.id, owner: { studentId: row.childId, childName: row.childName }, lang, childName: row.childName }
      : null;
  if (row.teacherId) return { id: row.id, owner: { teacherId: row.teacherId }, lang };
  if (row.ownStudentId && row.approved) return { id: row.id, owner: { studentId: row.ownStudentId }, lang };
  return null;
}
