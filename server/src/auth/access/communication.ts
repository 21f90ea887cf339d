import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { RoleName } from '@school/api/schemas';
import type { Db } from '../../db';
import {
  emailRecipients,
  emails,
  familyLinks,
  roles,
  sectionOwners,
  studentSections,
  students,
  teacherSections,
  teachers,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { currentTerm } from '../../db/current-term';
import type { AuthUser } from '../guard';
import { isAdmin, policy } from '../policy-engine';
import { isCaller } from './people';

// ─── Communication (issue 11): who may chat with and email whom ───────────────────────────────
// Each question answers for one caller and one record (a list scope: for one caller's list).
// Whether admins count is each question's own: one that lets admins in says so in its doc comment
// (and calls isAdmin); the others leave admins out, and a policy's check adds `isAdmin(auth) || …`
// where admins may act.

/**
 * The people a person may reach by chat and internal email (docs/decisions/0028-communication-who-may-reach-whom-delivery-held-sends.md):
 * admins and super admins everyone; a teacher all staff, the students of the sections they teach
 * or own this period and those students' parents; a student their current teachers, their
 * section's owner and the admins; a parent their children's current teachers and owners and the
 * admins; an applicant the admins only. The rule is symmetric; frozen accounts are never reachable.
 * 'everyone' for admins (callers still skip frozen accounts).
 */
export async function reachableUserIds(db: Db, auth: AuthUser, now: Date): Promise<Set<string> | 'everyone'> {
  if (isAdmin(auth)) return 'everyone';
  // An applicant reaches the admins only (docs/decisions/0028-communication-who-may-reach-whom-delivery-held-sends.md): questions about the application.
  if (auth.role === 'student' && !auth.approved) return new Set(await usersWithRoles(db, ['admin', 'super admin']));
  const out = new Set<string>(
    await usersWithRoles(db, auth.role === 'teacher' ? ['admin', 'super admin', 'teacher'] : ['admin', 'super admin']),
  );
  const period = await currentTerm(db, now);
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
export async function mayReach(db: Db, auth: AuthUser, userId: string, now: Date, opts: { applicants?: boolean } = {}): Promise<boolean> {
  if (userId === auth.userId) return false;
  const reach = await reachableUserIds(db, auth, now);
  if (reach !== 'everyone') return reach.has(userId);
  // An admin reaches every account that is not frozen; applicants only where they can answer
  // (`applicants`: the chat, where an applicant's questions to the admins are answered, §28 —
  // an applicant has no email).
  const [u] = await db.select({ frozen: users.frozen, approved: users.approved }).from(users).where(eq(users.id, userId)).limit(1);
  return !!u && !u.frozen && (u.approved || opts.applicants === true);
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
  const rows = await db.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(inArray(roles.kind, names));
  return rows.map((r) => r.id);
}

// ─── Internal email (spec 002 Email): who may see an email ─────────────────────────────────────

/** Is the caller this email's sender (a row already read)? Deleted or not: the caller decides what that means. */
export const isEmailSender = (auth: AuthUser, email: { senderId: string }) => isCaller(auth, email.senderId);

/** The caller's relation to an email: sender, or a recipient with their own copy. */
export interface EmailAccess {
  email: typeof emails.$inferSelect;
  asSender: boolean;
  copy: typeof emailRecipients.$inferSelect | null;
}

/**
 * Who may see an email: its sender (until they delete it) and, once sent, each recipient (until
 * they delete their copy). Anyone else gets 404, as if it did not exist. Admins are not special:
 * nobody reads another person's mail.
 */
export async function emailAccess(db: Db, auth: AuthUser, emailId: string): Promise<EmailAccess> {
  const [email] = await db.select().from(emails).where(eq(emails.id, emailId)).limit(1);
  if (!email) throw notFound();
  const asSender = isEmailSender(auth, email) && !email.senderDeletedAt;
  const [copy] =
    email.status === 'sent'
      ? await db
          .select()
          .from(emailRecipients)
          .where(and(eq(emailRecipients.emailId, emailId), eq(emailRecipients.userId, auth.userId), isNull(emailRecipients.deletedAt)))
          .limit(1)
      : [];
  if (!asSender && !copy) throw notFound();
  return { email, asSender, copy: copy ?? null };
}
