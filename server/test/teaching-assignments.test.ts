import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignments, gradeChanges, notificationRecipients, notifications, studentGrades, submissions } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';
import { multipart } from './multipart';
import { caller, PDF, PNG, teachingIds } from './teaching-helpers';

const t = useTestApp();
let ids: Awaited<ReturnType<typeof teachingIds>>;
let te1: ReturnType<typeof caller>;
let st1: ReturnType<typeof caller>;
let te1Token: string;
let st1Token: string;
beforeAll(async () => {
  ids = await teachingIds(t);
  te1Token = await t.login('TE-0001');
  st1Token = await t.login('ST-0001');
  te1 = caller(t, te1Token);
  st1 = caller(t, st1Token);
});

const inDays = (d: number) => new Date(t.config.now().getTime() + d * 86_400_000).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Fractions worksheet',
  description: 'Solve the ten problems of page 42.',
  submissionType: 'file+text',
  submissionMethod: 'system',
  dueDate: inDays(3),
  ID: 'TE-0001',
  section_id: ids.grade7A,
  course_id: ids.math,
  ...over,
});
async function create(over: Record<string, unknown> = {}) {
  const res = await te1.post('assignment/', body(over));
  expect(res.statusCode).toBe(201);
  return res.json().assignment as { _id: string; submitedAssignment: { status: string; student_id: { _id: string } }[] };
}
const upload = (url: string, token: string, parts: Parameters<typeof multipart>[0], method: 'POST' | 'PUT' = 'POST') => {
  const m = multipart(parts);
  return t.app.inject({ method, url: `/api/${url}`, headers: { ...bearer(token), ...m.headers }, payload: m.payload });
};

describe('assignments (teacher)', () => {
  it('creates, lists, edits and deletes an assignment of a section and course the teacher teaches', async () => {
    const created = await create();
    expect(created.submitedAssignment.length).toBeGreaterThan(0);
    expect(created.submitedAssignment.every((e) => e.status === 'pending')).toBe(true);
    const list = await te1.get(`assignment/TE-0001/${ids.grade7A}/${ids.math}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().assignments.map((a: { _id: string }) => a._id)).toContain(created._id);

    const put = await te1.put(`assignment/${created._id}`, body({ title: 'Fractions, part 2', _id: created._id }));
    expect(put.statusCode).toBe(200);
    expect(put.json().assignment).toMatchObject({ title: 'Fractions, part 2', assignmentlink: null, gs: null });

    const del = await te1.del(`assignment/TE-0001/${created._id}`);
    expect(del.statusCode).toBe(200);
    expect(await t.database.db.select().from(assignments).where(eq(assignments.id, created._id))).toHaveLength(0);
  });

  it('answers each missing field with the spec’s message and writes nothing', async () => {
    const before = await t.database.db.select().from(assignments);
    const res = await te1.post('assignment/', { section_id: ids.grade7A, course_id: ids.math });
    expect(res.statusCode).toBe(400);
    for (const text of [
      'Title is required',
      'Description is required',
      'Submission Type is required',
      'Submission Method is required',
      'Due Date is required',
    ])
      expect(res.json().error).toContain(text);
    expect((await te1.post('assignment/', body({ dueDate: 'tomorrow' }))).statusCode).toBe(400);
    expect(await t.database.db.select().from(assignments)).toHaveLength(before.length);
  });

  it('refuses other teachers, students, anonymous callers, and another teacher’s ID in the path', async () => {
    const other = caller(t, await t.login('TE-0006'));
    expect((await other.post('assignment/', body())).statusCode).toBe(403);
    expect((await st1.post('assignment/', body())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/assignment/', payload: body() })).statusCode).toBe(401);
    // TE-0001 teaches Mathematics in Grade 7 A but not Amharic.
    expect((await te1.post('assignment/', body({ course_id: ids.amharic }))).statusCode).toBe(403);
    expect((await other.get(`assignment/TE-0001/${ids.grade7A}/${ids.math}`)).statusCode).toBe(403);
    const created = await create();
    expect((await other.del(`assignment/TE-0006/${created._id}`)).statusCode).toBe(403);
    expect((await other.post('assignmentlink', { assignment_id: created._id, assignmentType: 'midExam' })).statusCode).toBe(403);
  });

  it('links a grade slot (or none) and refuses an unknown link type', async () => {
    const created = await create();
    expect((await te1.post('assignmentlink', { assignment_id: created._id, assignmentType: 'teachExam4' })).statusCode).toBe(400);
    // The seed's 'Ratio word problems' feeds teachExam2: linking another needs the confirmed replace (issue 18).
    expect((await te1.post('assignmentlink', { assignment_id: created._id, assignmentType: 'teachExam2', ID: 'TE-0001' })).statusCode).toBe(
      409,
    );
    const linked = await te1.post('assignmentlink', {
      assignment_id: created._id,
      assignmentType: 'teachExam2',
      ID: 'TE-0001',
      replace: true,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().assignment).toMatchObject({ assignmentlink: { assignmentType: 'teachExam2' }, gs: 10 });
    const none = await te1.post('assignmentlink', { assignment_id: created._id, assignmentType: 'none' });
    expect(none.json().assignment).toMatchObject({ assignmentlink: { assignmentType: 'none' }, gs: null });
  });

  it('adds helper documents (content-checked) readable by the section, and deletes one by index', async () => {
    const created = await create();
    const bad = await upload(`assignmentdoc/TE-0001/${created._id}`, te1Token, [
      ['AssignmentDoc', { filename: 'notes.txt', content: Buffer.from('hello') }],
    ]);
    expect(bad.statusCode).toBe(400);
    const empty = await upload(`assignmentdoc/TE-0001/${created._id}`, te1Token, [['other', 'x']]);
    expect(empty.statusCode).toBe(400);
    const ok = await upload(`assignmentdoc/TE-0001/${created._id}`, te1Token, [['AssignmentDoc', { filename: 'help.pdf', content: PDF }]]);
    expect(ok.statusCode).toBe(201);
    const [doc] = ok.json().assignment.docs as string[];
    const read = (token: string) => t.app.inject({ method: 'GET', url: `/api/assignments/${doc}/${created._id}/${token}` });
    expect((await read(st1Token)).statusCode).toBe(200);
    expect((await read(await t.login('TE-0006'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/assignments/missing.pdf/${created._id}/${st1Token}` })).statusCode).toBe(404);
    expect((await te1.del(`assignmentdoc/TE-0001/${created._id}/3`)).statusCode).toBe(404);
    const del = await te1.del(`assignmentdoc/TE-0001/${created._id}/0`);
    expect(del.statusCode).toBe(200);
    expect(del.json().assignment.docs).toEqual([]);
    expect((await read(st1Token)).statusCode).toBe(404);
  });
});

describe('submissions (student) and grading (teacher)', () => {
  it('the student lists the section’s assignments with only their own status, and opens one', async () => {
    const created = await create();
    const list = await st1.get(`assignment/ST-0001/${ids.grade7A}`);
    expect(list.statusCode).toBe(200);
    const mine = list.json().assignments.find((a: { _id: string }) => a._id === created._id);
    expect(mine.submitedAssignment).toHaveLength(1);
    expect(mine.submitedAssignment[0].student_id._id).toBe(ids.st1.studentId);
    const one = await st1.get(`assignmentforstudent/ST-0001/${created._id}`);
    expect(one.json()).toMatchObject({ assignment: { _id: created._id }, submission: null });
    // Another section, another student's path, an applicant: refused.
    expect((await st1.get(`assignment/ST-0001/${ids.grade9A}`)).statusCode).toBe(403);
    expect((await st1.get(`assignment/ST-0003/${ids.grade7A}`)).statusCode).toBe(403);
    const applicant = caller(t, await t.login('ST-0002'));
    expect((await applicant.get(`assignment/ST-0002/${ids.grade7A}`)).statusCode).toBe(403);
  });

  it('submits text and a file once, edits it, deletes it; the due date and the method are enforced', async () => {
    const created = await create();
    const path = `assignmentsubmission/ST-0001`;
    const nothing = await upload(path, st1Token, [['assignment_id', created._id]]);
    expect(nothing.statusCode).toBe(400);
    const sent = await upload(path, st1Token, [
      ['assignment_id', created._id],
      ['text', 'My answers'],
      ['file', { filename: 'answers.pdf', content: PDF }],
    ]);
    expect(sent.statusCode).toBe(201);
    const submission = sent.json().submission;
    expect(submission).toMatchObject({ text: 'My answers', status: 'submitted', fileName: 'answers.pdf' });
    expect(submission.file).not.toBe('answers.pdf');
    const again = await upload(path, st1Token, [
      ['assignment_id', created._id],
      ['text', 'Twice'],
    ]);
    expect(again.statusCode).toBe(400);
    const fileUrl = `/api/submittedassignmentfile/${submission.file}/${created._id}`;
    expect((await t.app.inject({ method: 'GET', url: `${fileUrl}/${st1Token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${fileUrl}/${te1Token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${fileUrl}/${await t.login('ST-0004')}` })).statusCode).toBe(403);

    const edited = await upload(
      path,
      st1Token,
      [
        ['assignment_id', created._id],
        ['submission_id', submission._id],
        ['text', 'Corrected'],
      ],
      'PUT',
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().submission).toMatchObject({ text: 'Corrected', file: submission.file, fileName: 'answers.pdf' });
    expect((await st1.del(`assignmentsubmission/ST-0001/${submission._id}`)).statusCode).toBe(200);

    t.clock.offsetMs = 4 * 86_400_000;
    try {
      const late = await upload(path, await t.login('ST-0001'), [
        ['assignment_id', created._id],
        ['text', 'Late'],
      ]);
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe('The due date has passed: submissions are closed');
    } finally {
      t.clock.offsetMs = 0;
    }
    const paper = await create({ submissionMethod: 'hardcopy' });
    const refused = await upload(path, st1Token, [
      ['assignment_id', paper._id],
      ['text', 'Here'],
    ]);
    expect(refused.statusCode).toBe(400);
  });

  it('grades a submission into the linked slot, logged as an assignment grade, and notifies the student', async () => {
    const created = await create();
    const sent = await upload(`assignmentsubmission/ST-0001`, st1Token, [
      ['assignment_id', created._id],
      ['file', { filename: 'work.png', content: PNG }],
    ]);
    expect(sent.statusCode).toBe(201);
    const detailUrl = `submittedassignment_by_student/TE-0001/${created._id}/${ids.st1.studentId}/${ids.grade7A}/${ids.math}`;
    const detail = (await te1.get(detailUrl)).json();
    expect(detail).toMatchObject({ gradescalevalue: null, submission: { status: 'submitted' } });
    const grade = (value: number) =>
      te1.post('gradereportstudent', {
        teacherInSection_id: detail.teacherInSection_id,
        student_id: ids.st1.studentId,
        teachExam: [null, value, null],
        assignment_id: created._id,
      });
    const unlinked = await grade(8);
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json().error).toBe('Please link the assignment first');

    await te1.post('assignmentlink', { assignment_id: created._id, assignmentType: 'teachExam2', replace: true });
    const high = await grade(11);
    expect(high.statusCode).toBe(400);
    expect(high.json().error).toBe('Grade must be between 0 and 10');
    const ok = await grade(7);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().gradeReport.teachExam[1]).toBe(7);

    const db = t.database.db;
    const [report] = await db.select().from(studentGrades).where(eq(studentGrades.id, ok.json().gradeReport._id));
    expect(report.teachExam2).toBe(7);
    const log = await db.select().from(gradeChanges).where(eq(gradeChanges.studentGradeId, report.id));
    expect(log.find((c) => c.sourceId === created._id)).toMatchObject({
      slot: 'teachExam2',
      source: 'assignment',
      changedBy: ids.te1.userId,
      newValue: 7,
    });
    const [sub] = await db.select().from(submissions).where(eq(submissions.assignmentId, created._id));
    expect(sub).toMatchObject({ status: 'graded', grade: 7 });
    const notes = await db
      .select({ title: notifications.title, message: notifications.message })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(and(eq(notificationRecipients.userId, ids.st1.userId)));
    expect(
      notes.some(
        (n) =>
          n.title === 'Assignment graded' &&
          n.message.includes(`(${ids.period.year}, semester ${ids.period.semester}) was graded: 7 out of 10`),
      ),
    ).toBe(true);

    const after = (await te1.get(detailUrl)).json();
    expect(after).toMatchObject({ gradescalevalue: 10, exam: 7, reportid: report.id, submission: { status: 'graded', grade: 7 } });
    const mine = (await st1.get(`assignmentforstudent/ST-0001/${created._id}`)).json();
    expect(mine.assignment).toMatchObject({ value: 7, gs: 10 });
    const edit = await upload(
      `assignmentsubmission/ST-0001`,
      st1Token,
      [
        ['assignment_id', created._id],
        ['submission_id', sub.id],
        ['text', 'x'],
      ],
      'PUT',
    );
    expect(edit.statusCode).toBe(400);
  });

  it('refuses grading a system assignment nobody submitted, and another teacher grading', async () => {
    const created = await create();
    await te1.post('assignmentlink', { assignment_id: created._id, assignmentType: 'midExam' });
    const detail = (
      await te1.get(`submittedassignment_by_student/TE-0001/${created._id}/${ids.st1.studentId}/${ids.grade7A}/${ids.math}`)
    ).json();
    const req = { teacherInSection_id: detail.teacherInSection_id, student_id: ids.st1.studentId, midExam: 20, assignment_id: created._id };
    const res = await te1.post('gradereportstudent', req);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The student has not submitted this assignment yet');
    expect((await caller(t, await t.login('TE-0003')).post('gradereportstudent', req)).statusCode).toBe(403);
    expect(
      (
        await caller(t, await t.login('TE-0006')).get(
          `submittedassignment_by_student/TE-0006/${created._id}/${ids.st1.studentId}/${ids.grade7A}/${ids.math}`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('the teacher dashboard lists submissions waiting for grading across sections', async () => {
    const created = await create({ title: 'Waiting one' });
    await upload(`assignmentsubmission/ST-0001`, st1Token, [
      ['assignment_id', created._id],
      ['text', 'Done'],
    ]);
    const dash = await te1.get('teacher_dash_data/TE-0001');
    expect(dash.statusCode).toBe(200);
    const waiting = dash.json().waiting as { assignment: { title: string }; student: { ID: string } }[];
    expect(waiting.some((w) => w.assignment.title === 'Waiting one' && w.student.ID === 'ST-0001')).toBe(true);
    const card = dash
      .json()
      .sections.find(
        (s: { section: { _id: string }; course: { _id: string } }) => s.section._id === ids.grade7A && s.course._id === ids.math,
      );
    expect(card.waiting).toBeGreaterThan(0);
    expect((await caller(t, await t.login('TE-0003')).get('teacher_dash_data/TE-0001')).statusCode).toBe(403);
  });
});
