import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseMaterials, entranceExamLinks, exams, questionnaires, users } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';
import { multipart } from './multipart';
import { caller, PDF, PNG, teachingIds } from './teaching-helpers';

const t = useTestApp();
let ids: Awaited<ReturnType<typeof teachingIds>>;
beforeAll(async () => {
  ids = await teachingIds(t);
});
const upload = (url: string, token: string, parts: Parameters<typeof multipart>[0], method: 'POST' | 'PUT' = 'POST') => {
  const m = multipart(parts);
  return t.app.inject({ method, url: `/api/${url}`, headers: { ...bearer(token), ...m.headers }, payload: m.payload });
};

describe('course material', () => {
  it('the owner adds and deletes; the section’s other teachers view but may not delete; outsiders see nothing', async () => {
    const te1 = await t.login('TE-0001');
    const none = await upload(`addcoursematerial/TE-0001/${ids.math}/${ids.grade7A}`, te1, [['x', 'y']]);
    expect(none.statusCode).toBe(400);
    const added = await upload(`addcoursematerial/TE-0001/${ids.math}/${ids.grade7A}`, te1, [
      ['courseMaterialDoc', { filename: 'Chapter 3 notes.pdf', content: PDF }],
    ]);
    expect(added.statusCode).toBe(201);
    const material = added.json().courseMaterial;
    expect(material).toMatchObject({ name: 'Chapter 3 notes.pdf', owner: { ID: 'TE-0001' } });

    const te3 = await t.login('TE-0003');
    const list = await caller(t, te3).get(`getcoursematerial/TE-0003/${ids.math}/${ids.grade7A}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().courseMaterials.map((m: { _id: string }) => m._id)).toContain(material._id);
    const read = (token: string) => t.app.inject({ method: 'GET', url: `/api/courseMaterial/${material.file}/${token}` });
    expect((await read(te3)).statusCode).toBe(200);
    expect((await read(await t.login('ST-0001'))).statusCode).toBe(200);
    expect((await read(await t.login('TE-0006'))).statusCode).toBe(403);
    // TE-0003 teaches Amharic in Grade 7 A, not Mathematics: no upload; and not the owner: no delete.
    expect(
      (
        await upload(`addcoursematerial/TE-0003/${ids.math}/${ids.grade7A}`, te3, [
          ['courseMaterialDoc', { filename: 'a.pdf', content: PDF }],
        ])
      ).statusCode,
    ).toBe(403);
    expect((await caller(t, te3).del(`deletecoursematerial/TE-0003/${material._id}/`)).statusCode).toBe(403);
    expect((await caller(t, await t.login('TE-0006')).get(`getcoursematerial/TE-0006/${ids.math}/${ids.grade7A}`)).statusCode).toBe(403);

    expect((await caller(t, te1).del(`deletecoursematerial/TE-0001/${material._id}/`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(courseMaterials).where(eq(courseMaterials.id, material._id))).toHaveLength(0);
    expect((await read(te1)).statusCode).toBe(404);
  });
});

describe('sections, schedules, profiles', () => {
  it('opens section reads to the section’s teachers (and admins), not to other teachers', async () => {
    const te1 = caller(t, await t.login('TE-0001'));
    for (const path of ['getsection', 'getsectionteacher', 'getsectionstudent']) {
      expect((await te1.get(`${path}/${ids.grade7A}`)).statusCode).toBe(200);
      expect((await caller(t, await t.login('TE-0006')).get(`${path}/${ids.grade7A}`)).statusCode).toBe(403);
      expect((await caller(t, await t.login('AD-0001')).get(`${path}/${ids.grade7A}`)).statusCode).toBe(200);
    }
    expect((await te1.get(`getschedule/${ids.grade7A}`)).statusCode).toBe(200);
    expect((await caller(t, await t.login('ST-0001')).get(`getschedule/${ids.grade7A}`)).statusCode).toBe(200);
    expect((await caller(t, await t.login('ST-0001')).get(`getschedule/${ids.grade9A}`)).statusCode).toBe(403);
    expect((await caller(t, await t.login('ST-0001')).get(`getsection/${ids.grade7A}`)).statusCode).toBe(403);
  });

  it('a person’s week: the teacher’s lessons across sections, the student’s section; periods of the last 8 years', async () => {
    const te1 = caller(t, await t.login('TE-0001'));
    const week = await te1.get(`schedule/TE-0001/${ids.period.id}`);
    expect(week.statusCode).toBe(200);
    const body = week.json();
    expect(body.lessons.length).toBeGreaterThan(0);
    expect(body.lessons.every((l: { teacher_id: { fullName: string } }) => l.teacher_id.fullName === 'Tesfaye Bekele Gebre')).toBe(true);
    expect(body.periods.length).toBeGreaterThanOrEqual(6);
    expect((await te1.get('schedule/TE-0001/current')).json().academic_period._id).toBe(ids.period.id);
    const student = (await caller(t, await t.login('ST-0001')).get(`schedule/ST-0001/${ids.period.id}`)).json();
    expect(student.section._id).toBe(ids.grade7A);
    expect(student.lessons.every((l: { section_id: { _id: string } }) => l.section_id._id === ids.grade7A)).toBe(true);
    expect((await te1.get(`schedule/TE-0003/${ids.period.id}`)).statusCode).toBe(403);
    expect((await caller(t, await t.login('FA-0001')).get(`schedule/ST-0001/current`)).statusCode).toBe(200);
  });

  it('the teacher reads their profile and sections, and changes their photo (images only)', async () => {
    const token = await t.login('TE-0001');
    const te1 = caller(t, token);
    const info = await te1.get(`getfullinfoteacher/${ids.te1.teacherId}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().history.length).toBeGreaterThan(0);
    expect((await caller(t, await t.login('TE-0003')).get(`getfullinfoteacher/${ids.te1.teacherId}`)).statusCode).toBe(403);
    const inPeriod = (await te1.get(`getteacher/TE-0001/current`)).json();
    expect(inPeriod.teacher.assignedSections.some((s: { _id: string }) => s._id === ids.grade7A)).toBe(true);
    expect(inPeriod.academic_period._id).toBe(ids.period.id);

    const pdf = await upload(
      `changeteacherprofilepic/${ids.te1.teacherId}`,
      token,
      [['profilePhoto', { filename: 'me.pdf', content: PDF }]],
      'PUT',
    );
    expect(pdf.statusCode).toBe(400);
    const png = await upload(
      `changeteacherprofilepic/${ids.te1.teacherId}`,
      token,
      [['profilePhoto', { filename: 'me.png', content: PNG }]],
      'PUT',
    );
    expect(png.statusCode).toBe(200);
    const [u] = await t.database.db.select({ photo: users.photo }).from(users).where(eq(users.id, ids.te1.userId));
    expect(png.json().teacher.profilePhoto).toBe(u.photo);
    const other = await upload(
      `changeteacherprofilepic/${ids.te1.teacherId}`,
      await t.login('TE-0003'),
      [['profilePhoto', { filename: 'me.png', content: PNG }]],
      'PUT',
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('applicant onboarding', () => {
  it('lists the applicant’s assigned entrance exams and refuses every other student call', async () => {
    const db = t.database.db;
    const [exam] = await db
      .insert(exams)
      .values({
        title: 'Grade 2 entrance',
        startTime: new Date('2026-12-01T08:00:00Z'),
        endTime: new Date('2026-12-01T10:00:00Z'),
        duration: 60,
        totalMarks: 50,
        isEntrance: true,
      })
      .returning();
    await db
      .insert(entranceExamLinks)
      .values({ studentId: ids.st2.studentId, examId: exam.id, gradeName: 'Grade 2' })
      .onConflictDoNothing();
    const applicant = caller(t, await t.login('ST-0002'));
    const res = await applicant.get('examsforenterance/ST-0002/1/5');
    expect(res.statusCode).toBe(200);
    expect(res.json().links.some((l: { exam_id: { title: string; total_marks: number } }) => l.exam_id.title === 'Grade 2 entrance')).toBe(
      true,
    );
    expect((await applicant.get('examsforenterance/ST-0001/1/5')).statusCode).toBe(403);
    expect((await applicant.get(`assignment/ST-0002/${ids.grade7A}`)).statusCode).toBe(403);
    expect((await applicant.get('student_dash_data/ST-0002')).statusCode).toBe(403);
    expect((await applicant.get(`schedule/ST-0002/current`)).statusCode).toBe(403);
  });

  it('answers questionnaires with text or a file of the required type; reads the own file back', async () => {
    const db = t.database.db;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.ID, 'AD-0001'));
    const [textQ, fileQ] = await db
      .insert(questionnaires)
      .values([
        { question: 'Why do you want to join?', type: 'text', fileType: 'all', ownerId: admin.id, receiverId: ids.st2.userId },
        { question: 'Upload your last report card', type: 'file', fileType: 'pdf', ownerId: admin.id, receiverId: ids.st2.userId },
      ])
      .returning();
    const token = await t.login('ST-0002');
    const list = await caller(t, token).get(`getquestionaires/ST-0002`);
    expect(list.statusCode).toBe(200);
    expect(list.json().questionnaires.map((q: { _id: string }) => q._id)).toEqual(expect.arrayContaining([textQ.id, fileQ.id]));
    expect((await caller(t, token).get(`getquestionaires/ST-0001`)).statusCode).toBe(403);

    const empty = await upload('createanswerforquestionnaire', token, [
      ['questionnaire_id', textQ.id],
      ['answer', ' '],
    ]);
    expect(empty.json().error).toBe('Answer is required');
    const text = await upload('createanswerforquestionnaire', token, [
      ['questionnaire_id', textQ.id],
      ['answer', 'I love science'],
    ]);
    expect(text.statusCode).toBe(201);
    expect(text.json().questionnaire.answer_id).toEqual({ answer: 'I love science' });

    const wrongType = await upload('createanswerforquestionnaire', token, [
      ['questionnaire_id', fileQ.id],
      ['new_student_file', { filename: 'card.png', content: PNG }],
    ]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('Invalid file type. Please upload a pdf file.');
    const pdf = await upload('createanswerforquestionnaire', token, [
      ['questionnaire_id', fileQ.id],
      ['new_student_file', { filename: 'card.pdf', content: PDF }],
    ]);
    expect(pdf.statusCode).toBe(201);
    const answer = pdf.json().questionnaire.answer_id.answer;
    const read = (tk: string) => t.app.inject({ method: 'GET', url: `/api/questionniare/${answer}/${fileQ.id}/${tk}` });
    expect((await read(token)).statusCode).toBe(200);
    const byAdmin = await read(await t.login('AD-0001'));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-disposition']).toContain('filename="card.pdf"');
    expect((await read(await t.login('ST-0001'))).statusCode).toBe(403);
    // The admin's list names the file as the applicant named it, not by its stored random name (issue 17).
    const adminList = await caller(t, await t.login('AD-0001')).get(`getquestionaires/ST-0002`);
    const fileAnswer = adminList.json().questionnaires.find((q: { _id: string }) => q._id === fileQ.id).answer_id;
    expect(fileAnswer).toEqual({ answer, name: 'card.pdf' });
    expect(answer).not.toBe('card.pdf');

    const notMine = await upload('createanswerforquestionnaire', await t.login('ST-0001'), [
      ['questionnaire_id', textQ.id],
      ['answer', 'x'],
    ]);
    expect(notMine.statusCode).toBe(403);
  });
});
