import { and, eq, inArray } from 'drizzle-orm';
import { type ReleasePreview, type VisibilityRequest, type YearVisibilityRequest } from '@school/api/schemas';
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

/**
 * POST changegradevisibilitystatusbyyear {section_name, year, isVisible}. Issue 35 (decision
 * 0160): showing a year shows and locks every term of it (the yearly report shows their marks);
 * the families hear of it once, in one notice for the year. Hiding the year hides only the year:
 * its terms stay released and locked (hiding is not reopening).
 */
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
    const releasing = body.isVisible && !before?.isVisible;
    let termsReleased = false;
    if (body.isVisible) {
      // Lock (and show) the terms first: the database shows a year only on locked terms.
      const terms = await tx
        .select({
          sectionId: sectionGradeVisibility.sectionId,
          isVisible: sectionGradeVisibility.isVisible,
          lockedAt: sectionGradeVisibility.lockedAt,
        })
        .from(sectionGradeVisibility)
        .where(inArray(sectionGradeVisibility.sectionId, ids))
        .for('update');
      const stateOf = new Map(terms.map((t) => [t.sectionId, t]));
      const newly = ids.filter((id) => !stateOf.get(id)?.lockedAt || !stateOf.get(id)?.isVisible);
      termsReleased = ids.some((id) => !stateOf.get(id)?.lockedAt);
      for (const sectionId of newly) {
        const lockedAt = stateOf.get(sectionId)?.lockedAt ?? now;
        await tx
          .insert(sectionGradeVisibility)
          .values({ sectionId, isVisible: true, lockedAt, changedBy: auth.userId })
          .onConflictDoUpdate({
            target: sectionGradeVisibility.sectionId,
            set: { isVisible: true, lockedAt, changedBy: auth.userId, updatedAt: now },
          });
      }
    }
    const tell = releasing && (termsReleased || (await gradesChangedSince(tx, ids, before?.notifiedAt)));
    const told = tell ? { notifiedAt: now } : {};
    await tx
      .insert(yearGradeVisibility)
      .values({ sectionName: body.section_name, year: body.year, isVisible: body.isVisible, changedBy: auth.userId, ...told })
      .onConflictDoUpdate({
        target: [yearGradeVisibility.sectionName, yearGradeVisibility.year],
        set: { isVisible: body.isVisible, changedBy: auth.userId, updatedAt: now, ...told },
      });
    if (tell) {
      // One notice for the year; the terms it released count as told (a later show of one of them tells nobody).
      await tx.update(sectionGradeVisibility).set({ notifiedAt: now }).where(inArray(sectionGradeVisibility.sectionId, ids));
      const template = termsReleased ? messages.yearReportReleasedTermsText : messages.yearReportReleasedText;
      const text = () => fill(template, { section: body.section_name, year: body.year });
      await notifyFamilies(tx, ids, () => messages.reportReleasedTitle, text);
    }
  });
  return { message: messages.visibilityChanged, isVisible: body.isVisible };
}

// ─── What a release would do (issue 35): the confirmation names the terms locked and the families told ──

/** The linked family accounts of the students seated in these sections (one count per family account). */
async function familiesOf(db: Db, sectionIds: string[]) {
  const seated = await loadSeatedStudents(db, sectionIds);
  const studentIds = [...new Set(seated.map((s) => s._id))];
  if (studentIds.length === 0) return { students: 0, families: 0 };
  const parents = await db
    .selectDistinct({ parentId: familyLinks.parentId })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.parentId))
    .where(inArray(familyLinks.studentId, studentIds));
  return { students: studentIds.length, families: parents.length };
}

/** GET releasepreview/{section_id}: what releasing this term does. */
export async function termReleasePreview(db: Db, sectionId: string): Promise<ReleasePreview> {
  const [section] = await loadSections(db, and(eq(sections.id, sectionId)));
  if (!section) throw notFound();
  const [state] = await db
    .select({
      isVisible: sectionGradeVisibility.isVisible,
      lockedAt: sectionGradeVisibility.lockedAt,
      notifiedAt: sectionGradeVisibility.notifiedAt,
    })
    .from(sectionGradeVisibility)
    .where(eq(sectionGradeVisibility.sectionId, sectionId));
  const alreadyVisible = !!state?.isVisible;
  const tells = !alreadyVisible && (await gradesChangedSince(db, [sectionId], state?.notifiedAt));
  const counts = await familiesOf(db, [sectionId]);
  const families = tells ? counts.families : 0;
  const summary = alreadyVisible
    ? messages.releasePreviewAlready
    : fill(messages.releasePreviewTerm, { section: section.name, year: section.period.year, semester: section.period.semester, families });
  return {
    terms: [{ section_id: section.id, year: section.period.year, semester: section.period.semester, locked: !!state?.lockedAt }],
    families,
    students: counts.students,
    alreadyVisible,
    summary,
  };
}

/** GET releasepreviewbyyear/{section_name}/{year}: what releasing the year does (its terms locked too). */
export async function yearReleasePreview(db: Db, sectionName: string, year: number): Promise<ReleasePreview> {
  const termSections = await loadSections(db, and(eq(sections.name, sectionName), eq(academicPeriods.year, year)));
  if (termSections.length === 0) throw notFound();
  const ids = termSections.map((s) => s.id);
  const [before] = await db
    .select({ isVisible: yearGradeVisibility.isVisible, notifiedAt: yearGradeVisibility.notifiedAt })
    .from(yearGradeVisibility)
    .where(and(eq(yearGradeVisibility.sectionName, sectionName), eq(yearGradeVisibility.year, year)));
  const terms = await db
    .select({ sectionId: sectionGradeVisibility.sectionId, lockedAt: sectionGradeVisibility.lockedAt })
    .from(sectionGradeVisibility)
    .where(inArray(sectionGradeVisibility.sectionId, ids));
  const locked = new Set(terms.filter((t) => t.lockedAt).map((t) => t.sectionId));
  const alreadyVisible = !!before?.isVisible;
  const tells = !alreadyVisible && (ids.some((id) => !locked.has(id)) || (await gradesChangedSince(db, ids, before?.notifiedAt)));
  const counts = await familiesOf(db, ids);
  const families = tells ? counts.families : 0;
  const summary = alreadyVisible
    ? messages.releasePreviewAlready
    : fill(messages.releasePreviewYear, { section: sectionName, year, terms: ids.length, families });
  return {
    terms: termSections.map((s) => ({ section_id: s.id, year: s.period.year, semester: s.period.semester, locked: locked.has(s.id) })),
    families,
    students: counts.students,
    alreadyVisible,
    summary,
  };
}
