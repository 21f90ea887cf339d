import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradeComments, notificationRecipients, notifications, studentBehaviors, teacherSections, users } from '../src/db/schema';
import { useTestApp } from './helpers';
import { caller, teachingIds } from './teaching-helpers';

const t = useTestApp();
let ids: Awaited<ReturnType<typeof teachingIds>>;
let mathTs: string;
let ictTs: string;
const single = (student: string) => `singlestudentgradereport/${student}/${ids.grade7A}`;

async function tsOf(courseId: string) {
  const [row] = await t.database.db
    .select({ id: teacherSections.id })
    .from(teacherSections)
    .where(and(eq(teacherSections.sectionId, ids.grade7A), eq(teacherSections.courseId, courseId)));
  return row.id;
}

beforeAll(async () => {
  ids = await teachingIds(t);
  mathTs = await tsOf(ids.math);
  ictTs = await tsOf(ids.ict);
  const te1 = caller(t, await t.login('TE-0001'));
  // ST-0001: Mathematics 87, ICT 52.5; the first classmate ties on 139.5; the others have nothing.
  const other = ids.classmates.find((c) => c !== ids.st1.studentId)!;
  for (const [student, math, ict] of [
    [ids.st1.studentId, { finalExam: 35, midExam: 25, teachExam: [8, 9, 10] }, { finalExam: 35, teachExam: [8, null, 9.5] }],
    [other, { finalExam: 40, midExam: 30, teachExam: [10, 10, 7] }, { finalExam: 30, midExam: 12.5 }],
  ] as const) {
    expect((await te1.post('gradereportstudent', { teacherInSection_id: mathTs, student_id: student, ...math })).statusCode).toBe(201);
    expect((await te1.post('gradereportstudent', { teacherInSection_id: ictTs, student_id: student, ...ict })).statusCode).toBe(201);
  }
});

describe('section grade report (studentgradereport/{section_id})', () => {
  it('the owner reads one column per course, total and ranks (ties share, the next skips)', async () => {
    const res = await caller(t, await t.login('TE-0001')).get(`studentgradereport/${ids.grade7A}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.section).toMatchObject({ _id: ids.grade7A, name: 'Grade 7 A', actual: ids.classmates.length });
    expect(report.isVisible).toBe(false);
    const names = report.courseTaken.map((c: { course_id: { name: string } }) => c.course_id.name);
    expect(names).toContain('Mathematics');
    expect(names).toContain('ICT');
    const st1 = report.students.find((s: { student: { ID: string } }) => s.student.ID === 'ST-0001');
    expect(st1.grades).toMatchObject({ Mathematics: 87, ICT: 52.5, Amharic: null });
    expect(st1.totalGrade).toBe(139.5);
    expect(st1.average).toBe(Math.round((139.5 / names.length) * 100) / 100);
    const ranks = report.students.map((s: { rank: number; totalGrade: number }) => [s.totalGrade, s.rank]);
    expect(ranks.filter(([total]: number[]) => total === 139.5).map(([, rank]: number[]) => rank)).toEqual([1, 1]);
    if (ids.classmates.length > 2) expect(ranks.find(([total]: number[]) => total === 0)[1]).toBe(3);
  });

  it('is refused to a teacher who does not own the section, to students and to families', async () => {
    for (const ID of ['TE-0003', 'ST-0001', 'FA-0001']) {
      expect((await caller(t, await t.login(ID)).get(`studentgradereport/${ids.grade7A}`)).statusCode).toBe(403);
    }
    expect((await caller(t, await t.login('AD-0001')).get(`studentgradereport/${ids.grade7A}`)).statusCode).toBe(200);
  });
});

describe('release: hidden reports, visibility, notifications', () => {
  it("students and families get 'No Report Released' while hidden; other children are never shown", async () => {
    for (const ID of ['ST-0001', 'FA-0001']) {
      const res = await caller(t, await t.login(ID)).get(single('ST-0001'));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('No Report Released');
    }
    const stranger = await caller(t, await t.login('FA-0002')).get(single(ids.st1.studentId));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).not.toBe('No Report Released');
  });

  it('only admins and the owner change visibility; releasing notifies the students and their families once', async () => {
    const body = { section_id: ids.grade7A, isVisible: true };
    expect((await caller(t, await t.login('TE-0003')).post('changegradevisibilitystatus', body)).statusCode).toBe(403);
    expect((await caller(t, await t.login('ST-0001')).post('changegradevisibilitystatus', body)).statusCode).toBe(403);
    const bad = await caller(t, await t.login('TE-0001')).post('changegradevisibilitystatus', {
      section_id: ids.grade7A,
      isVisible: 'yes',
    });
    expect(bad.statusCode).toBe(400);

    const te1 = caller(t, await t.login('TE-0001'));
    const res = await te1.post('changegradevisibilitystatus', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Grade visibility changed successfully', isVisible: true });
    await te1.post('changegradevisibilitystatus', body); // a second Yes notifies nobody again

    const [st1User] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.ID, 'ST-0001'));
    const [fa1User] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.ID, 'FA-0001'));
    const got = await t.database.db
      .select({ userId: notificationRecipients.userId, title: notifications.title, message: notifications.message })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(and(inArray(notificationRecipients.userId, [st1User.id, fa1User.id]), eq(notifications.title, 'Grade report released')));
    expect(got.filter((n) => n.userId === st1User.id)).toHaveLength(1);
    expect(got.filter((n) => n.userId === fa1User.id)).toHaveLength(1);
    expect(got.find((n) => n.userId === st1User.id)!.message).toContain('Grade 7 A');
  });

  it('once released, the student (any id form) and the linked family read the card; a classmate does not', async () => {
    const mine = await caller(t, await t.login('ST-0001')).get(single('ST-0001'));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      student: { student: { ID: 'ST-0001' }, totalGrade: 139.5, rank: 1 },
      classSize: ids.classmates.length,
      isVisible: true,
      comment: null,
      studentbehavior: null,
    });
    expect(mine.json().issuedAt.slice(0, 10)).toBe('2026-11-22');
    expect((await caller(t, await t.login('FA-0001')).get(single(ids.st1.studentId))).statusCode).toBe(200);
    const other = ids.classmates.find((c) => c !== ids.st1.studentId)!;
    expect((await caller(t, await t.login('ST-0001')).get(single(other))).statusCode).toBe(403);
  });
});

describe("the owner's comment and behavior", () => {
  it('adds, refuses a second, edits and deletes a comment; refuses others and bad input', async () => {
    const te1 = caller(t, await t.login('TE-0001'));
    const body = { section_id: ids.grade7A, student_id: ids.st1.studentId, comment: 'Works hard in class.' };
    const url = `commentstudentgrade/${ids.st1.studentId}/${ids.grade7A}`;
    expect((await caller(t, await t.login('TE-0003')).post(url, body)).statusCode).toBe(403);
    expect((await caller(t, await t.login('ST-0001')).post(url, body)).statusCode).toBe(403);
    // Released above: the comment follows the term's lock like the marks (issue 35).
    const locked = await te1.post(url, body);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error).toContain('is released');
    const admin = caller(t, await t.login('AD-0001'));
    expect((await admin.post('reopenterm', { section_id: ids.grade7A, reason: 'Owner comments' })).statusCode).toBe(200);
    const empty = await te1.post(url, { ...body, comment: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Comment is required');
    const created = await te1.post(url, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Comment submitted successfully!', comment: { comment: 'Works hard in class.' } });
    expect((await te1.post(url, body)).json().error).toBe('This student already has a comment for this section: edit it instead');
    const id = created.json().comment._id;
    const edited = await te1.put(`commentstudentgrade/${id}`, { ...body, comment: 'Works very hard.' });
    expect(edited.statusCode).toBe(200);
    expect((await caller(t, await t.login('TE-0003')).put(`commentstudentgrade/${id}`, body)).statusCode).toBe(403);
    expect((await te1.post('changegradevisibilitystatus', { section_id: ids.grade7A, isVisible: true })).statusCode).toBe(200);
    expect((await caller(t, await t.login('ST-0001')).get(single('ST-0001'))).json().comment).toEqual({
      _id: id,
      comment: 'Works very hard.',
    });
    expect((await caller(t, await t.login('TE-0003')).del(`commentstudentgrade/${id}`)).statusCode).toBe(403);
    expect((await te1.del(`commentstudentgrade/${id}`)).statusCode).toBe(400);
    expect((await admin.post('reopenterm', { section_id: ids.grade7A, reason: 'Comment withdrawn' })).statusCode).toBe(200);
    expect((await te1.del(`commentstudentgrade/${id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(gradeComments).where(eq(gradeComments.sectionId, ids.grade7A))).toHaveLength(0);
    const outsider = await te1.post(`commentstudentgrade/${ids.st2.studentId}/${ids.grade7A}`, { ...body, student_id: ids.st2.studentId });
    expect(outsider.statusCode).toBe(400);
  });

  it('behavior A to F: add, edit, delete; G writes nothing', async () => {
    const te1 = caller(t, await t.login('TE-0001'));
    const body = { section_id: ids.grade7A, student_id: ids.st1.studentId, behavior_value: 'G' };
    const bad = await te1.post('studentbehavior', body);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Behavior value must be one of A, B, C, D, E or F');
    expect(await t.database.db.select().from(studentBehaviors).where(eq(studentBehaviors.sectionId, ids.grade7A))).toHaveLength(0);
    const created = await te1.post('studentbehavior', { ...body, behavior_value: 'B' });
    expect(created.statusCode).toBe(201);
    const id = created.json().studentbehavior._id;
    expect((await te1.put(`studentbehavior/${id}`, { ...body, behavior_value: 'A' })).json().studentbehavior.behavior_value).toBe('A');
    expect((await caller(t, await t.login('TE-0003')).del(`studentbehavior/${ids.st1.studentId}/${ids.grade7A}`)).statusCode).toBe(403);
    expect((await te1.post('changegradevisibilitystatus', { section_id: ids.grade7A, isVisible: true })).statusCode).toBe(200);
    expect((await caller(t, await t.login('ST-0001')).get(single('ST-0001'))).json().studentbehavior).toEqual({
      _id: id,
      behavior_value: 'A',
    });
    expect((await te1.put(`studentbehavior/${id}`, { ...body, behavior_value: 'C' })).statusCode).toBe(400);
    expect((await te1.del(`studentbehavior/${ids.st1.studentId}/${ids.grade7A}`)).statusCode).toBe(400);
    const admin = caller(t, await t.login('AD-0001'));
    expect((await admin.post('reopenterm', { section_id: ids.grade7A, reason: 'Behaviour withdrawn' })).statusCode).toBe(200);
    expect((await te1.del(`studentbehavior/${ids.st1.studentId}/${ids.grade7A}`)).statusCode).toBe(200);
    expect((await te1.del(`studentbehavior/${ids.st1.studentId}/${ids.grade7A}`)).statusCode).toBe(404);
    expect((await te1.post('changegradevisibilitystatus', { section_id: ids.grade7A, isVisible: true })).statusCode).toBe(200);
  });
});

describe('course detail, change history and grade entry', () => {
  it('the course detail shows the exams and the course total; the course teacher reads it too', async () => {
    const url = `gradereportbycourse/${ids.grade7A}/${ids.math}/${ids.period.id}/${ids.st1.studentId}`;
    const res = await caller(t, await t.login('ST-0001')).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().gradeReport).toMatchObject({
      finalExam: 35,
      midExam: 25,
      teachExam: [8, 9, 10],
      average: 87,
      teacherInSection_id: { course_id: { name: 'Mathematics' }, teacher_id: { fullName: 'Tesfaye Bekele Gebre' } },
    });
    expect((await caller(t, await t.login('FA-0002')).get(url)).statusCode).toBe(403);
  });

  it('the owner sees who changed which exam, from where; others do not', async () => {
    const te1 = caller(t, await t.login('TE-0001'));
    // Released above, so read-only until reopened with a reason (issue 18).
    const locked = await te1.post('gradereportstudent', { teacherInSection_id: mathTs, student_id: ids.st1.studentId, finalExam: 36 });
    expect(locked.statusCode).toBe(400);
    expect(
      (await caller(t, await t.login('AD-0001')).post('reopenterm', { section_id: ids.grade7A, reason: 'Final exam recount' })).statusCode,
    ).toBe(200);
    await te1.post('gradereportstudent', { teacherInSection_id: mathTs, student_id: ids.st1.studentId, finalExam: 36 });
    expect((await te1.post('changegradevisibilitystatus', { section_id: ids.grade7A, isVisible: true })).statusCode).toBe(200);
    const res = await te1.get(`gradechanges/${ids.grade7A}/${ids.math}/${ids.st1.studentId}`);
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().changes;
    expect(latest).toMatchObject({ slot: 'finalExam', oldValue: 35, newValue: 36, source: 'manual', changedBy: { ID: 'TE-0001' } });
    // The demo seed's graded assignment (issue 8) adds an 'assignment' change before these manual ones.
    expect(res.json().changes.filter((c: { source: string }) => c.source === 'manual').length).toBe(6);
    expect((await caller(t, await t.login('TE-0003')).get(`gradechanges/${ids.grade7A}/${ids.math}/${ids.st1.studentId}`)).statusCode).toBe(
      403,
    );
    expect((await caller(t, await t.login('ST-0001')).get(`gradechanges/${ids.grade7A}/${ids.math}/${ids.st1.studentId}`)).statusCode).toBe(
      403,
    );
  });

  it('grade entry lists the section with each student’s slots for the teacher of the assignment only', async () => {
    const res = await caller(t, await t.login('TE-0001')).get(`gradereportstudent/${mathTs}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().gradeScale).toEqual({ total: 100, finalExam: 40, midExam: 30, teachExam: 30 });
    expect(res.json().students).toHaveLength(ids.classmates.length);
    const st1 = res.json().students.find((s: { student: { ID: string } }) => s.student.ID === 'ST-0001');
    expect(st1.report).toMatchObject({ finalExam: 36, midExam: 25, teachExam: [8, 9, 10] });
    expect((await caller(t, await t.login('TE-0003')).get(`gradereportstudent/${mathTs}`)).statusCode).toBe(403);
  });
});

describe('yearly report and the student list', () => {
  it('owners read the year; students need the year released; ranks by overall average', async () => {
    const year = ids.period.year;
    const te1 = caller(t, await t.login('TE-0001'));
    const res = await te1.get(`studentgradereportbyyear/Grade 7 A/${year}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.semesters.map((s: { _id: string }) => s._id)).toContain(ids.period.id);
    const st1 = report.students.find((s: { studentId: string }) => s.studentId === 'ST-0001');
    expect(st1.semesters[ids.period.id]).toMatchObject({ totalGrade: 140.5, section_id: ids.grade7A });
    expect(st1.courseAverages.Mathematics).toBe(88);
    expect(st1.rank).toBe(1);

    const st = caller(t, await t.login('ST-0001'));
    const hidden = await st.get(`studentgradereportbyyear/Grade 7 A/${year}/ST-0001`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().error).toBe('No Report Released');
    expect((await st.get(`studentgradereportbyyear/Grade 7 A/${year}`)).statusCode).toBe(403);
    const released = await te1.post('changegradevisibilitystatusbyyear', { section_name: 'Grade 7 A', year, isVisible: true });
    expect(released.statusCode).toBe(201);
    const mine = await st.get(`studentgradereportbyyear/Grade 7 A/${year}/ST-0001`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().students).toHaveLength(1);
    expect(mine.json().students[0].studentId).toBe('ST-0001');
    expect(
      (
        await caller(t, await t.login('TE-0003')).post('changegradevisibilitystatusbyyear', {
          section_name: 'Grade 7 A',
          year,
          isVisible: false,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("lists a student's sections and years for the student and linked family only", async () => {
    const res = await caller(t, await t.login('ST-0001')).get('studentgradesections/ST-0001');
    expect(res.statusCode).toBe(200);
    expect(res.json().sections[0]).toMatchObject({ section_id: ids.grade7A, section_name: 'Grade 7 A', isVisible: true });
    expect(res.json().years[0]).toMatchObject({ section_name: 'Grade 7 A', year: ids.period.year, isVisible: true });
    // The demo's earlier terms come graded and released (seed/grades.ts).
    const earlier = res.json().sections[1];
    expect(earlier.isVisible).toBe(true);
    const card = await caller(t, await t.login('ST-0001')).get(`singlestudentgradereport/ST-0001/${earlier.section_id}`);
    expect(card.statusCode).toBe(200);
    expect(card.json().student.totalGrade).toBeGreaterThan(0);
    expect((await caller(t, await t.login('FA-0001')).get(`studentgradesections/${ids.st1.studentId}`)).statusCode).toBe(200);
    expect((await caller(t, await t.login('FA-0002')).get(`studentgradesections/${ids.st1.studentId}`)).statusCode).toBe(403);
    expect((await caller(t, await t.login('TE-0001')).get(`studentgradesections/${ids.st1.studentId}`)).statusCode).toBe(403);
  });

  it('hiding again shuts the card for the student at once', async () => {
    await caller(t, await t.login('AD-0001')).post('changegradevisibilitystatus', { section_id: ids.grade7A, isVisible: false });
    expect((await caller(t, await t.login('ST-0001')).get(single('ST-0001'))).json().error).toBe('No Report Released');
  });
});

describe("the teacher's courses (gradereportcourses)", () => {
  it('lists the courses the teacher teaches, newest term first, to the teacher and admins only', async () => {
    const res = await caller(t, await t.login('TE-0001')).get('gradereportcourses/TE-0001');
    expect(res.statusCode).toBe(200);
    const [first] = res.json().courses;
    expect(first.academic_period._id).toBe(ids.period.id);
    expect(res.json().courses.map((c: { teacherInSection_id: string }) => c.teacherInSection_id)).toContain(mathTs);
    expect((await caller(t, await t.login('TE-0003')).get('gradereportcourses/TE-0001')).statusCode).toBe(403);
    expect((await caller(t, await t.login('AD-0001')).get('gradereportcourses/TE-0001')).statusCode).toBe(200);
  });
});
