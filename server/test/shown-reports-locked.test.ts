import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  academicPeriods,
  courses,
  gradeComments,
  grades,
  notificationRecipients,
  notifications,
  sectionGradeVisibility,
  sections,
  studentGrades,
  studentSections,
  teacherSections,
  users,
  yearGradeVisibility,
} from '../src/db/schema';
import { useTestApp } from './helpers';
import { caller, teachingIds } from './teaching-helpers';

// Issue 35 (decision 0160): a yearly release releases and locks the year's terms; nothing shown to
// a student or a family (marks, comments, behaviour values) changes without a reopen with a
// reason, which is in the change history and tells the families once. The database refuses too.

const t = useTestApp();
let ids: Awaited<ReturnType<typeof teachingIds>>;
let admin: ReturnType<typeof caller>;
let te1: ReturnType<typeof caller>;
let sem1: { sectionId: string; mathTs: string; year: number };
let fa1UserId: string;

beforeAll(async () => {
  ids = await teachingIds(t);
  admin = caller(t, await t.login('AD-0001'));
  te1 = caller(t, await t.login('TE-0001'));
  const db = t.database.db;
  // Grade 7 A of the current year's semester 1, where ST-0001 sat (released in the demo school).
  const [row] = await db
    .select({ sectionId: sections.id, year: academicPeriods.year })
    .from(studentSections)
    .innerJoin(sections, eq(sections.id, studentSections.sectionId))
    .innerJoin(grades, eq(grades.id, sections.gradeId))
    .innerJoin(academicPeriods, eq(academicPeriods.id, grades.academicPeriodId))
    .where(
      and(
        eq(studentSections.studentId, ids.st1.studentId),
        eq(sections.name, 'Grade 7 A'),
        eq(academicPeriods.year, ids.period.year),
        eq(academicPeriods.semester, 1),
      ),
    );
  const [ts] = await db
    .select({ id: teacherSections.id })
    .from(teacherSections)
    .innerJoin(courses, eq(courses.id, teacherSections.courseId))
    .where(and(eq(teacherSections.sectionId, row.sectionId), eq(courses.name, 'Mathematics')));
  sem1 = { sectionId: row.sectionId, mathTs: ts.id, year: row.year };
  const [fa1] = await db.select({ id: users.id }).from(users).where(eq(users.ID, 'FA-0001'));
  fa1UserId = fa1.id;
});

const noticesOf = (userId: string, title: string) =>
  t.database.db
    .select({ message: notifications.message })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(and(eq(notificationRecipients.userId, userId), eq(notifications.title, title)));

const isLocked = async (sectionId: string) =>
  !!(await t.database.db.select().from(sectionGradeVisibility).where(eq(sectionGradeVisibility.sectionId, sectionId)))[0]?.lockedAt;

const saveFinal = (ts: string, finalExam: number) =>
  te1.post('gradereportstudent', { teacherInSection_id: ts, student_id: ids.st1.studentId, finalExam });

describe('the yearly release (the issue’s steps)', () => {
  it('semester 1 reopened, the year released by an admin: the term is locked again and finalExam 38 is refused', async () => {
    expect(sem1.year).toBe(2026);
    // The school had released the term before; the demo's current term starts hidden.
    expect((await admin.post('changegradevisibilitystatus', { section_id: sem1.sectionId, isVisible: true })).statusCode).toBe(200);
    const reopened = await admin.post('reopenterm', { section_id: sem1.sectionId, reason: 'Year-end check' });
    expect(reopened.statusCode).toBe(200);
    expect(await isLocked(sem1.sectionId)).toBe(false);

    const preview = await admin.get(`releasepreviewbyyear/Grade 7 A/${sem1.year}`);
    expect(preview.statusCode).toBe(200);
    const p = preview.json();
    expect(p.alreadyVisible).toBe(false);
    expect(p.terms).toContainEqual({ section_id: sem1.sectionId, year: 2026, semester: 1, locked: false });
    expect(p.families).toBeGreaterThan(0);
    expect(p.summary).toContain(`${p.families} ${p.families === 1 ? 'family is' : 'families are'} told`);
    expect(p.summary).toContain('locked');

    const before = (await noticesOf(fa1UserId, 'Grade report released')).length;
    const released = await admin.post('changegradevisibilitystatusbyyear', { section_name: 'Grade 7 A', year: sem1.year, isVisible: true });
    expect(released.statusCode).toBe(201);
    expect(await isLocked(sem1.sectionId)).toBe(true);
    expect((await noticesOf(fa1UserId, 'Grade report released')).length).toBe(before + 1);

    const refused = await saveFinal(sem1.mathTs, 38);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'The report of Grade 7 A 2026, semester 1 is released: its marks, comments and behaviour values are read-only until the section owner or an admin reopens it',
    );
  });

  it('comments and behaviour values follow the same lock', async () => {
    const body = { section_id: sem1.sectionId, student_id: ids.st1.studentId, comment: 'Changed after release' };
    const added = await te1.post(`commentstudentgrade/${ids.st1.studentId}/${sem1.sectionId}`, body);
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toContain('is released');
    const behaviour = await te1.post('studentbehavior', { section_id: sem1.sectionId, student_id: ids.st1.studentId, behavior_value: 'B' });
    expect(behaviour.statusCode).toBe(400);
    expect(behaviour.json().error).toContain('Grade 7 A');
  });

  it('the database refuses a change behind a shown report, whatever code asks', async () => {
    const db = t.database.db;
    await expect(
      db
        .update(studentGrades)
        .set({ finalExam: 38 })
        .where(and(eq(studentGrades.sectionId, sem1.sectionId), eq(studentGrades.studentId, ids.st1.studentId))),
    ).rejects.toThrow();
    await expect(
      db.insert(gradeComments).values({ studentId: ids.st1.studentId, sectionId: sem1.sectionId, comment: 'Behind the lock' }),
    ).rejects.toThrow();
    // A term of a shown year cannot be unlocked without hiding the year.
    await expect(
      db.update(sectionGradeVisibility).set({ lockedAt: null }).where(eq(sectionGradeVisibility.sectionId, sem1.sectionId)),
    ).rejects.toThrow();
    // A cascade from a deleted section is no change of a shown report: the section goes with its
    // comments and behaviour values (the demo's last finished term: released, commented).
    const [commented] = await db
      .select({ sectionId: gradeComments.sectionId })
      .from(gradeComments)
      .innerJoin(sectionGradeVisibility, eq(sectionGradeVisibility.sectionId, gradeComments.sectionId))
      .where(sql`${sectionGradeVisibility.lockedAt} is not null`)
      .limit(1);
    expect(commented).toBeDefined();
    await expect(db.delete(gradeComments).where(eq(gradeComments.sectionId, commented.sectionId))).rejects.toThrow();
    await db.delete(sections).where(eq(sections.id, commented.sectionId));
    expect(await db.select().from(gradeComments).where(eq(gradeComments.sectionId, commented.sectionId))).toHaveLength(0);
    // An unchanged mark (a teacher reassigned) is no change.
    await db.execute(sql`update student_grades set updated_at = now() where section_id = ${sem1.sectionId}`);
  });

  it('a reopen with a reason hides the year, is in the change history, tells the family once; then the change goes through', async () => {
    const before = (await noticesOf(fa1UserId, 'Report reopened')).length;
    const reopened = await te1.post('reopenterm', { section_id: sem1.sectionId, reason: 'Final exam of ST-0001 recounted' });
    expect(reopened.statusCode).toBe(200);
    const told = await noticesOf(fa1UserId, 'Report reopened');
    expect(told.length).toBe(before + 1);
    expect(told.at(-1)!.message).toContain('Final exam of ST-0001 recounted');
    expect(told.some((n) => n.message.includes('yearly report'))).toBe(true);
    const [year] = await t.database.db
      .select({ isVisible: yearGradeVisibility.isVisible })
      .from(yearGradeVisibility)
      .where(and(eq(yearGradeVisibility.sectionName, 'Grade 7 A'), eq(yearGradeVisibility.year, sem1.year)));
    expect(year.isVisible).toBe(false);
    const st = caller(t, await t.login('ST-0001'));
    expect((await st.get(`studentgradereportbyyear/Grade 7 A/${sem1.year}/ST-0001`)).json().error).toBe('No Report Released');

    const changed = await saveFinal(sem1.mathTs, 38);
    expect(changed.statusCode).toBe(201);
    expect(changed.json().gradeReport.finalExam).toBe(38);
    const history = (await te1.get(`gradechanges/${sem1.sectionId}/${changed.json().gradeReport.course_id}/${ids.st1.studentId}`)).json();
    expect(history.reopenings[0]).toMatchObject({ reason: 'Final exam of ST-0001 recounted' });
    expect(history.changes[0]).toMatchObject({ slot: 'finalExam', newValue: 38 });

    // Released again: one notice for the year (the changed mark), none for the term on its own.
    const released = (await noticesOf(fa1UserId, 'Grade report released')).length;
    expect(
      (await admin.post('changegradevisibilitystatusbyyear', { section_name: 'Grade 7 A', year: sem1.year, isVisible: true })).statusCode,
    ).toBe(201);
    expect((await noticesOf(fa1UserId, 'Grade report released')).length).toBe(released + 1);
    expect((await admin.post('changegradevisibilitystatus', { section_id: sem1.sectionId, isVisible: true })).statusCode).toBe(200);
    expect((await noticesOf(fa1UserId, 'Grade report released')).length).toBe(released + 1);
    const again = (await admin.get(`releasepreviewbyyear/Grade 7 A/${sem1.year}`)).json();
    expect(again).toMatchObject({ alreadyVisible: true, families: 0 });
  });

  it('a term added to a shown year hides the year until it is released again (its terms all locked)', async () => {
    const db = t.database.db;
    const yearShown = async () =>
      (
        await db
          .select({ isVisible: yearGradeVisibility.isVisible })
          .from(yearGradeVisibility)
          .where(and(eq(yearGradeVisibility.sectionName, 'Grade 7 A'), eq(yearGradeVisibility.year, sem1.year)))
      )[0]?.isVisible;
    expect(await yearShown()).toBe(true);
    const [period] = await db
      .insert(academicPeriods)
      .values({ year: sem1.year, semester: 2, startDate: `${sem1.year}-12-20`, endDate: `${sem1.year}-12-30` })
      .onConflictDoNothing()
      .returning({ id: academicPeriods.id });
    const periodId =
      period?.id ??
      (
        await db
          .select({ id: academicPeriods.id })
          .from(academicPeriods)
          .where(and(eq(academicPeriods.year, sem1.year), eq(academicPeriods.semester, 2)))
      )[0].id;
    const [grade] = await db.insert(grades).values({ name: 'Grade 7', academicPeriodId: periodId }).returning({ id: grades.id });
    await db.insert(sections).values({ gradeId: grade.id, name: 'Grade 7 A' });
    expect(await yearShown()).toBe(false);
    const p = (await admin.get(`releasepreviewbyyear/Grade 7 A/${sem1.year}`)).json();
    expect(p.terms).toHaveLength(2);
    expect(
      (await admin.post('changegradevisibilitystatusbyyear', { section_name: 'Grade 7 A', year: sem1.year, isVisible: true })).statusCode,
    ).toBe(201);
    expect(await yearShown()).toBe(true);
  });

  it('the term preview names the term and the count; a non-owner may not read it', async () => {
    await admin.post('changegradevisibilitystatusbyyear', { section_name: 'Grade 7 A', year: sem1.year, isVisible: false });
    await admin.post('reopenterm', { section_id: sem1.sectionId, reason: 'Preview check' });
    const p = (await te1.get(`releasepreview/${sem1.sectionId}`)).json();
    expect(p.summary).toMatch(/^The report of Grade 7 A 2026, semester 1 is shown and locked.* (family is|families are) told\.$/);
    expect(p.terms).toHaveLength(1);
    expect((await caller(t, await t.login('TE-0003')).get(`releasepreview/${sem1.sectionId}`)).statusCode).toBe(403);
    expect((await caller(t, await t.login('FA-0001')).get(`releasepreviewbyyear/Grade 7 A/${sem1.year}`)).statusCode).toBe(403);
  });
});
