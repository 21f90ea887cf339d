import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  gradeChanges,
  gradeSlotSources,
  notificationRecipients,
  notifications,
  studentGrades,
  teacherSections,
} from '../src/db/schema';
import { useTestApp } from './helpers';
import { caller, teachingIds } from './teaching-helpers';

// Issue 18: one source per grade slot, one home for the slot maximum, released terms locked and
// reopened with a reason, one notification per release.

const t = useTestApp();
let ids: Awaited<ReturnType<typeof teachingIds>>;
let te1: ReturnType<typeof caller>;
let mathTs: string;
beforeAll(async () => {
  ids = await teachingIds(t);
  te1 = caller(t, await t.login('TE-0001'));
  const [ts] = await t.database.db
    .select({ id: teacherSections.id })
    .from(teacherSections)
    .where(and(eq(teacherSections.sectionId, ids.grade7A), eq(teacherSections.courseId, ids.math)));
  mathTs = ts.id;
});

const newAssignment = async (title: string) => {
  const res = await te1.post('assignment/', {
    title,
    description: 'Answer the questions.',
    submissionType: 'text',
    submissionMethod: 'hardcopy',
    dueDate: new Date(t.config.now().getTime() + 3 * 86_400_000).toISOString(),
    ID: 'TE-0001',
    section_id: ids.grade7A,
    course_id: ids.math,
  });
  expect(res.statusCode).toBe(201);
  return res.json().assignment._id as string;
};

const sourcesOf7AMath = () =>
  t.database.db
    .select({ slot: gradeSlotSources.slot, assignmentId: gradeSlotSources.assignmentId })
    .from(gradeSlotSources)
    .where(and(eq(gradeSlotSources.sectionId, ids.grade7A), eq(gradeSlotSources.courseId, ids.math)));

const linkOf = async (id: string) =>
  (await t.database.db.select({ linkType: assignments.linkType }).from(assignments).where(eq(assignments.id, id)))[0].linkType;

describe('one source per grade slot', () => {
  it('refuses a second assignment on an occupied slot, naming the current source, and changes nothing', async () => {
    const second = await newAssignment('Ratio quiz');
    const before = await sourcesOf7AMath();
    const res = await te1.post('assignmentlink', { assignment_id: second, assignmentType: 'teachExam2' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict'); // issue 35: not too_late
    expect(res.json().error).toBe(
      "Teacher exam 2 of this section and course already takes its grade from assignment 'Ratio word problems'. Replace it to link this one.",
    );
    expect(await linkOf(second)).toBeNull();
    expect(await sourcesOf7AMath()).toEqual(before);
  });

  it('replaces the source only when confirmed: the message names what is replaced, the old one is unlinked', async () => {
    const second = await newAssignment('Ratio quiz, confirmed');
    const res = await te1.post('assignmentlink', { assignment_id: second, assignmentType: 'teachExam2', replace: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "Teacher exam 2 now takes its grade from assignment 'Ratio quiz, confirmed'; assignment 'Ratio word problems' is no longer linked.",
    );
    const [ratios] = await t.database.db.select().from(assignments).where(eq(assignments.title, 'Ratio word problems'));
    expect(ratios.linkType).toBe('none');
    const sources = await sourcesOf7AMath();
    expect(sources.filter((s) => s.slot === 'teachExam2')).toEqual([{ slot: 'teachExam2', assignmentId: second }]);
    // A free slot links without a question; moving to another slot frees the first.
    expect((await te1.post('assignmentlink', { assignment_id: second, assignmentType: 'teachExam3' })).statusCode).toBe(200);
    expect((await sourcesOf7AMath()).map((s) => s.slot).sort()).toEqual(['teachExam1', 'teachExam3']);
  });

  it('an exam on an occupied slot is refused naming the source, and replaces it only when confirmed', async () => {
    const { examBody } = await import('./exams-helpers');
    const created = await te1.post('exam', examBody(t, ids, { title: 'Slot exam' }));
    expect(created.statusCode).toBe(201);
    const examId = created.json().exam_id as string;
    const [holder] = (await sourcesOf7AMath()).filter((s) => s.slot === 'teachExam3');
    const [held] = await t.database.db
      .select({ title: assignments.title })
      .from(assignments)
      .where(eq(assignments.id, holder!.assignmentId!));
    const before = await sourcesOf7AMath();
    const refused = await te1.post('examlink', { exam_id: examId, examType: 'teachExam3', ID: 'TE-0001' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conflict');
    expect(refused.json().error).toBe(
      `Teacher exam 3 of this section and course already takes its grade from assignment '${held!.title}'. Replace it to link this one.`,
    );
    expect(await sourcesOf7AMath()).toEqual(before);
    const replaced = await te1.post('examlink', { exam_id: examId, examType: 'teachExam3', ID: 'TE-0001', replace: true });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().message).toContain(`assignment '${held!.title}' is no longer linked`);
    expect(await linkOf(holder!.assignmentId!)).toBe('none');
    const [row] = await t.database.db
      .select({ examId: gradeSlotSources.examId, assignmentId: gradeSlotSources.assignmentId })
      .from(gradeSlotSources)
      .where(
        and(eq(gradeSlotSources.sectionId, ids.grade7A), eq(gradeSlotSources.courseId, ids.math), eq(gradeSlotSources.slot, 'teachExam3')),
      );
    expect(row).toEqual({ examId, assignmentId: null });
  });

  it('the database keeps one source per slot even when code does not ask', async () => {
    const third = await newAssignment('Direct write');
    await expect(
      t.database.db
        .insert(gradeSlotSources)
        .values({ sectionId: ids.grade7A, courseId: ids.math, slot: 'teachExam1', assignmentId: third }),
    ).rejects.toThrow();
  });

  it("an assignment's grade written through setMark is refused once it is no longer the slot's source", async () => {
    const { setMark } = await import('../src/modules/grades/slots');
    const [ratios] = await t.database.db.select().from(assignments).where(eq(assignments.title, 'Ratio word problems'));
    const [fractions] = await t.database.db.select().from(assignments).where(eq(assignments.title, 'Fractions and decimals worksheet'));
    const write = (slot: 'teachExam1' | 'teachExam2', sourceId: string) =>
      setMark(t.database.db, {
        studentId: ids.st1.studentId,
        teacherSectionId: mathTs,
        slot,
        value: 5,
        changedBy: ids.te1.userId,
        source: 'assignment',
        sourceId,
      });
    await expect(write('teachExam1', ratios.id)).rejects.toThrow(
      "Teacher exam 1 of this section and course takes its grade from assignment 'Fractions and decimals worksheet', not from this one",
    );
    await expect(write('teachExam1', fractions.id)).resolves.toMatchObject({ teachExam1: 5 });
  });
});

describe("an assignment whose grade is no longer the slot's value says so", () => {
  it('the submission detail names the slot, the grade the assignment wrote and the value now', async () => {
    const [ratios] = await t.database.db.select().from(assignments).where(eq(assignments.title, 'Ratio word problems'));
    const url = `submittedassignment_by_student/TE-0001/${ratios.id}/${ids.st1.studentId}/${ids.grade7A}/${ids.math}`;
    const before = (await te1.get(url)).json();
    expect(before.submission).toMatchObject({ status: 'graded', grade: 8 });
    const slotNow = before.teachExam[1];
    expect(before.superseded ?? null).toEqual(slotNow === 8 ? null : { slot: 'teachExam2', grade: 8, value: slotNow });
    const saved = await te1.post('gradereportstudent', {
      teacherInSection_id: mathTs,
      student_id: ids.st1.studentId,
      teachExam: [null, 6, null],
    });
    expect(saved.statusCode).toBe(201);
    expect((await te1.get(url)).json().superseded).toEqual({ slot: 'teachExam2', grade: 8, value: 6 });
  });
});

describe('one slot maximum (gradeMath) for the scale and grade entry', () => {
  it('a scale with teachExam 29.985 takes a 10 in a teacher exam, and saves it again', async () => {
    const admin = caller(t, await t.login('AD-0001'));
    const scale = await admin.post('gradescale', { total: 100, finalExam: 40, midExam: 30.015, teachExam: 29.985 });
    expect(scale.statusCode).toBe(201);
    const save = () =>
      te1.post('gradereportstudent', { teacherInSection_id: mathTs, student_id: ids.st1.studentId, teachExam: [null, null, 10] });
    expect((await save()).statusCode).toBe(201);
    expect((await save()).statusCode).toBe(201);
    const over = await te1.post('gradereportstudent', {
      teacherInSection_id: mathTs,
      student_id: ids.st1.studentId,
      teachExam: [null, null, 10.01],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('Grade must be between 0 and 10');
    expect((await admin.post('gradescale', { total: 100, finalExam: 40, midExam: 30, teachExam: 30 })).statusCode).toBe(201);
  });
});

describe('released terms: locked, reopened with a reason, one notification per release', () => {
  const released = async () =>
    t.database.db
      .select({ id: notifications.id })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(and(eq(notificationRecipients.userId, ids.st1.userId), eq(notifications.title, 'Grade report released')));
  const reopened = async () =>
    t.database.db
      .select({ message: notifications.message })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(and(eq(notificationRecipients.userId, ids.st1.userId), eq(notifications.title, 'Report reopened')));
  const show = (isVisible: boolean) => te1.post('changegradevisibilitystatus', { section_id: ids.grade7A, isVisible });
  const saveMid = (midExam: number) =>
    te1.post('gradereportstudent', { teacherInSection_id: mathTs, student_id: ids.st1.studentId, midExam });

  it('a release locks grade entry; a hide → show flip notifies once', async () => {
    expect((await show(true)).statusCode).toBe(200);
    expect(await released()).toHaveLength(1);
    const entry = (await te1.get(`gradereportstudent/${mathTs}`)).json();
    expect(entry.locked).toBe(true);
    const refused = await saveMid(20);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'The report of Grade 7 A 2026, semester 1 is released: its marks, comments and behaviour values are read-only until the section owner or an admin reopens it',
    );
    expect((await show(false)).statusCode).toBe(200);
    expect((await saveMid(20)).statusCode).toBe(400); // hiding is not reopening
    expect((await show(true)).statusCode).toBe(200);
    expect(await released()).toHaveLength(1);
  });

  it('reopening needs the owner or an admin and a reason; it is logged and tells the families once', async () => {
    expect((await te1.post('reopenterm', { section_id: ids.grade7A, reason: '  ' })).json().error).toBe('Give the reason for reopening');
    expect((await caller(t, await t.login('TE-0003')).post('reopenterm', { section_id: ids.grade7A, reason: 'x' })).statusCode).toBe(403);
    expect((await caller(t, await t.login('ST-0001')).post('reopenterm', { section_id: ids.grade7A, reason: 'x' })).statusCode).toBe(403);
    const res = await te1.post('reopenterm', { section_id: ids.grade7A, reason: 'Mid exam of ST-0001 mistyped' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The term is reopened: grades can be changed again', locked: false });
    const told = await reopened();
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain('Mid exam of ST-0001 mistyped');
    expect((await te1.post('reopenterm', { section_id: ids.grade7A, reason: 'again' })).json().error).toBe(
      'This report is not released: there is nothing to reopen',
    );
    const entry = (await te1.get(`gradereportstudent/${mathTs}`)).json();
    expect(entry).toMatchObject({ locked: false, reopenings: [{ reason: 'Mid exam of ST-0001 mistyped' }] });
    const history = (await te1.get(`gradechanges/${ids.grade7A}/${ids.math}/${ids.st1.studentId}`)).json();
    expect(history.reopenings[0]).toMatchObject({ reason: 'Mid exam of ST-0001 mistyped' });
  });

  it('a release after a reopening notifies again only if grades changed since the last notice', async () => {
    expect((await show(true)).statusCode).toBe(200);
    expect(await released()).toHaveLength(1); // nothing changed since the first notice
    await te1.post('reopenterm', { section_id: ids.grade7A, reason: 'Correction' });
    expect((await saveMid(21)).statusCode).toBe(201);
    expect((await show(true)).statusCode).toBe(200);
    expect(await released()).toHaveLength(2);
    const [row] = await t.database.db
      .select({ mid: studentGrades.midExam })
      .from(studentGrades)
      .where(
        and(eq(studentGrades.studentId, ids.st1.studentId), eq(studentGrades.sectionId, ids.grade7A), eq(studentGrades.courseId, ids.math)),
      );
    expect(row.mid).toBe(21);
    expect((await t.database.db.select().from(gradeChanges)).length).toBeGreaterThan(0);
  });
});
