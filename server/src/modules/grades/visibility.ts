import { and, eq, inArray } from 'drizzle-orm';
import { messages, type VisibilityRequest, type YearVisibilityRequest } from '@school/api/schemas';
import type { Db } from '../../db';
import { academicPeriods, familyLinks, sectionGradeVisibility, sections, students, users, yearGradeVisibility } from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { fill } from '../academics/shared';
import { notify } from '../communication/notify';
import { loadSeatedStudents, loadSections } from './sectionData';

// ─── Releasing and hiding reports (hidden until the owner or an admin says Yes) ──────────────
// Turning a report visible (hidden → visible) notifies the section's students and their linked
// families in the same transaction; hiding again, or saying Yes twice, notifies nobody.

/** Students of the sections and their linked families, notified that a report is out. */
async function notifyRelease(tx: Db, sectionIds: string[], studentText: string) {
  const seated = await loadSeatedStudents(tx, sectionIds);
  const studentIds = [...new Set(seated.map((s) => s._id))];
  await notify(tx, { userIds: seated.map((s) => s.userId), title: messages.reportReleasedTitle, message: studentText, type: 'success' });
  if (studentIds.length === 0) return;
  const parents = await tx
    .select({ parentId: familyLinks.parentId, studentId: familyLinks.studentId, firstName: students.firstName })
    .from(familyLinks)
    .innerJoin(students, eq(students.id, familyLinks.studentId))
    .innerJoin(users, eq(users.id, familyLinks.parentId))
    .where(inArray(familyLinks.studentId, studentIds));
  const byChild = new Map<string, { name: string; parents: string[] }>();
  for (const p of parents) {
    const entry = byChild.get(p.studentId) ?? { name: p.firstName, parents: [] };
    entry.parents.push(p.parentId);
    byChild.set(p.studentId, entry);
  }
  for (const { name, parents: userIds } of byChild.values()) {
    await notify(tx, { userIds, title: messages.reportReleasedTitle, message: `${name}: ${studentText}`, type: 'success' });
  }
}

/** POST changegradevisibilitystatus {section_id, isVisible}. */
export async function setSectionVisibility(db: Db, auth: AuthUser, body: VisibilityRequest) {
  const [section] = await loadSections(db, and(eq(sections.id, body.section_id)));
  if (!section) throw notFound();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isVisible: sectionGradeVisibility.isVisible })
      .from(sectionGradeVisibility)
      .where(eq(sectionGradeVisibility.sectionId, section.id))
      .for('update');
    await tx
      .insert(sectionGradeVisibility)
      .values({ sectionId: section.id, isVisible: body.isVisible, changedBy: auth.userId })
      .onConflictDoUpdate({
        target: sectionGradeVisibility.sectionId,
        set: { isVisible: body.isVisible, changedBy: auth.userId, updatedAt: new Date() },
      });
    if (body.isVisible && !before?.isVisible) {
      const text = fill(messages.reportReleasedText, {
        section: section.name,
        year: section.period.year,
        semester: section.period.semester,
      });
      await notifyRelease(tx, [section.id], text);
    }
  });
  return { message: messages.visibilityChanged, isVisible: body.isVisible };
}

/** POST changegradevisibilitystatusbyyear {section_name, year, isVisible}. */
export async function setYearVisibility(db: Db, auth: AuthUser, body: YearVisibilityRequest) {
  const termSections = await loadSections(db, and(eq(sections.name, body.section_name), eq(academicPeriods.year, body.year)));
  if (termSections.length === 0) throw notFound();
  await db.transaction(async (tx) => {
    const where = and(eq(yearGradeVisibility.sectionName, body.section_name), eq(yearGradeVisibility.year, body.year));
    const [before] = await tx.select({ isVisible: yearGradeVisibility.isVisible }).from(yearGradeVisibility).where(where).for('update');
    await tx
      .insert(yearGradeVisibility)
      .values({ sectionName: body.section_name, year: body.year, isVisible: body.isVisible, changedBy: auth.userId })
      .onConflictDoUpdate({
        target: [yearGradeVisibility.sectionName, yearGradeVisibility.year],
        set: { isVisible: body.isVisible, changedBy: auth.userId, updatedAt: new Date() },
      });
    if (body.isVisible && !before?.isVisible) {
      const text = fill(messages.yearReportReleasedText, { section: body.section_name, year: body.year });
      await notifyRelease(
        tx,
        termSections.map((s) => s.id),
        text,
      );
    }
  });
  return { message: messages.visibilityChanged, isVisible: body.isVisible };
}
