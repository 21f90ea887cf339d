import { and, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { type ReopenTermRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import {
  gradeChanges,
  gradeComments,
  sectionGradeVisibility,
  sections,
  studentBehaviors,
  studentGrades,
  termReopenings,
  users,
  yearGradeVisibility,
} from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import { badRequest, notFound } from '../../http/errors';
import { describeConstraint } from '../../http/db-errors';
import { fill } from '../../lib/text';
import { loadSections } from './sectionData';
import { notifyFamilies } from './visibility';

// ─── Released terms (issue 18) ───────────────────────────────────────────────────────────────
// Releasing a section's report (hidden → visible) locks its grades: setMark refuses every
// write until the section owner or an admin reopens the term with a reason. A reopening hides the
// report, is kept in term_reopenings (the change history shows it) and tells the section's
// students and families once.
// Issue 35 (decision 0160): comments and behaviour values follow the same lock as marks; a
// yearly release releases and locks the year's terms (visibility.ts); reopening a term of a shown
// year hides the year too. The database refuses the same (migration shown_reports_locked).

describeConstraint('shown_report_locked', messages.shownReportLocked);
describeConstraint('year_report_terms_locked', messages.yearReportTermsLocked);

/** Is the term of this section released and locked? */
export async function isTermLocked(db: Db, sectionId: string): Promise<boolean> {
  const [row] = await db
    .select({ lockedAt: sectionGradeVisibility.lockedAt })
    .from(sectionGradeVisibility)
    .where(and(eq(sectionGradeVisibility.sectionId, sectionId), isNotNull(sectionGradeVisibility.lockedAt)));
  return !!row;
}

/** setMark's check, and the comment's and behaviour's: nothing behind a released term changes. */
export async function assertTermOpen(db: Db, sectionId: string) {
  if (!(await isTermLocked(db, sectionId))) return;
  const [section] = await loadSections(db, eq(sections.id, sectionId));
  throw badRequest(
    fill(messages.termReleasedReadOnlyTerm, {
      section: section?.name ?? '',
      year: section?.period.year ?? '',
      semester: section?.period.semester ?? '',
    }),
  );
}

/** Did any grade, comment or behaviour value of these sections change after `since`? (a later release notifies only then) */
export async function gradesChangedSince(db: Db, sectionIds: string[], since: Date | null | undefined): Promise<boolean> {
  if (!since) return true;
  if (sectionIds.length === 0) return false;
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(gradeChanges)
    .innerJoin(studentGrades, eq(studentGrades.id, gradeChanges.studentGradeId))
    .where(and(inArray(studentGrades.sectionId, sectionIds), gt(gradeChanges.createdAt, since)));
  if (Number(row?.n ?? 0) > 0) return true;
  const [notes] = await db
    .select({ n: sql<number>`count(*)` })
    .from(gradeComments)
    .where(and(inArray(gradeComments.sectionId, sectionIds), or(gt(gradeComments.updatedAt, since), gt(gradeComments.createdAt, since))));
  if (Number(notes?.n ?? 0) > 0) return true;
  const [behaviours] = await db
    .select({ n: sql<number>`count(*)` })
    .from(studentBehaviors)
    .where(
      and(
        inArray(studentBehaviors.sectionId, sectionIds),
        or(gt(studentBehaviors.updatedAt, since), gt(studentBehaviors.createdAt, since)),
      ),
    );
  return Number(behaviours?.n ?? 0) > 0;
}

/** POST reopenterm {section_id, reason}: the owner or an admin unlocks a released term. */
export async function reopenTerm(db: Db, auth: AuthUser, body: ReopenTermRequest) {
  const [section] = await loadSections(db, and(eq(sections.id, body.section_id)));
  if (!section) throw notFound();
  await db.transaction(async (tx) => {
    const [state] = await tx
      .select({ lockedAt: sectionGradeVisibility.lockedAt })
      .from(sectionGradeVisibility)
      .where(eq(sectionGradeVisibility.sectionId, section.id))
      .for('update');
    if (!state?.lockedAt) throw badRequest(messages.termNotReleased);
    // The yearly report shows this term's marks: it is hidden first (the database keeps a shown
    // year's terms locked), and the notice says so.
    const yearHidden = await tx
      .update(yearGradeVisibility)
      .set({ isVisible: false, changedBy: auth.userId, updatedAt: new Date() })
      .where(
        and(
          eq(yearGradeVisibility.sectionName, section.name),
          eq(yearGradeVisibility.year, section.period.year),
          eq(yearGradeVisibility.isVisible, true),
        ),
      )
      .returning({ id: yearGradeVisibility.id });
    await tx
      .update(sectionGradeVisibility)
      .set({ lockedAt: null, isVisible: false, changedBy: auth.userId, updatedAt: new Date() })
      .where(eq(sectionGradeVisibility.sectionId, section.id));
    await tx.insert(termReopenings).values({ sectionId: section.id, reason: body.reason, reopenedBy: auth.userId });
    const text = () =>
      fill(yearHidden.length > 0 ? messages.termReopenedYearText : messages.termReopenedText, {
        section: section.name,
        year: section.period.year,
        semester: section.period.semester,
        reason: body.reason,
      });
    await notifyFamilies(tx, [section.id], () => messages.termReopenedTitle, text);
  });
  return { message: messages.termReopened, locked: false };
}

/** The reopenings of a section, newest first, as change-history lines. */
export async function reopeningsOf(db: Db, sectionId: string) {
  const rows = await db
    .select({ reason: termReopenings.reason, at: termReopenings.createdAt, name: users.fullName })
    .from(termReopenings)
    .leftJoin(users, eq(users.id, termReopenings.reopenedBy))
    .where(eq(termReopenings.sectionId, sectionId))
    .orderBy(sql`${termReopenings.createdAt} desc`);
  return rows.map((r) => ({ at: r.at.toISOString(), reason: r.reason, by: r.name ?? '' }));
}
