import { and, eq, inArray } from 'drizzle-orm';
import { type VisibilityRequest, type YearVisibilityRequest } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import { academicPeriods, familyLinks, sectionGradeVisibility, sections, students, users, yearGradeVisibility } from '../../db/schema';
import type { AuthUser } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { fill } from '../../lib/text';
import { notify, textNow, type NotifyText } from '../communication/notify';
import { loadSeatedStudents, loadSections } from './sectionData';
import { gradesChangedSince } from './release';

// ─── Releasing and hiding reports (hidden until the owner or an admin says Yes) ──────────────
// Turning a report visible (hidden → visible) notifies the section's students and their linked
// families in the same transaction, once per release: hiding again, saying Yes twice or showing
// again with no grade changed since the last notice notifies nobody (issue 18). A section's
// release also locks its grades (release.ts).

/** Students of the sections and their linked families, told one thing (a release, a reopening), each in their language. */
export async function notifyFamilies(tx: Db, sectionIds: string[], title: NotifyText, studentText: NotifyText) {
  const seated = await loadSeatedStudents(tx, sectionIds);
  const studentIds = [...new Set(seated.map((s) => s._id))];
  await notify(tx, { userIds: seated.map((s) => s.userId), title, message: studentText, type: 'success' });
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
    await notify(tx, { userIds, title, message: () => `${name}: ${textNow(studentText)}`, type: 'success' });
  }
}

/** POST changegradevisibilitystatus {section_id, isVisible}. */
export async function setSectionVisibility(db: Db, auth: AuthUser, body: VisibilityRequest) {
  const [section] = await loadSections(db, and(eq(sections.id, body.section_id)));
  if (!section) throw notFound();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isVisible: sectionGradeVisibility.isVisible, notifiedAt: sectionGradeVisibility.notifiedAt })
      .from(sectionGradeVisibility)
      .where(eq(sectionGradeVisibility.sectionId, section.id))
      .for('update');
    const now = new Date();
    // A release (hidden → visible) locks the term's grades; it tells families only the first
    // time, or when grades changed since they were last told (a hide → show flip tells nobody).
    const releasing = body.isVisible && !before?.isVisible;
    const tell = releasing && (await gradesChangedSince(tx, [section.id], before?.notifiedAt));
    const release = releasing ? { lockedAt: now } : {};
    const told = tell ? { notifiedAt: now } : {};
    await tx
      .insert(sectionGradeVisibility)
      .values({ sectionId: section.id, isVisible: body.isVisible, changedBy: auth.userId, ...release, ...told })
      .onConflictDoUpdate({
        target: sectionGradeVisibility.sectionId,
        set: { isVisible: body.isVisible, changedBy: auth.userId, updatedAt: now, ...release, ...told },
      });
    if (tell) {
      const text = () =>
        fill(messages.reportReleasedText, {
          section: section.name,
          year: section.period.year,
          semester: section.period.semester,
        });
      await notifyFamilies(tx, [section.id], () => messages.reportReleasedTitle, text);
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
    const [before] = await tx
      .select({ isVisible: yearGradeVisibility.isVisible, notifiedAt: yearGradeVisibility.notifiedAt })
      .from(yearGradeVisibility)
      .where(where)
      .for('update');
    const ids = termSections.map((s) => s.id);
    const now = new Date();
    const tell = body.isVisible && !before?.isVisible && (await gradesChangedSince(tx, ids, before?.notifiedAt));
    const told = tell ? { notifiedAt: now } : {};
    await tx
      .insert(yearGradeVisibility)
      .values({ sectionName: body.section_name, year: body.year, isVisible: body.isVisible, changedBy: auth.userId, ...told })
      .onConflictDoUpdate({
        target: [yearGradeVisibility.sectionName, yearGradeVisibility.year],
        set: { isVisible: body.isVisible, changedBy: auth.userId, updatedAt: now, ...told },
      });
    if (tell) {
      const text = () => fill(messages.yearReportReleasedText, { section: body.section_name, year: body.year });
      await notifyFamilies(tx, ids, () => messages.reportReleasedTitle, text);
    }
  });
  return { message: messages.visibilityChanged, isVisible: body.isVisible };
}
