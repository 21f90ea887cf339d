import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { examQuestions, exams } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';
import { multipart } from './multipart';
import { caller, PNG, PDF } from './teaching-helpers';
import { buildExam, examBody, examIds, start, type ExamIds } from './exams-helpers';

const t = useTestApp();
let ids: ExamIds;
let te1Token: string;
let te1: ReturnType<typeof caller>;
beforeAll(async () => {
  ids = await examIds(t);
  te1Token = await t.login('TE-0001');
  te1 = caller(t, te1Token);
});

const upload = (url: string, token: string, parts: Parameters<typeof multipart>[0], method: 'POST' | 'PUT' = 'POST') => {
  const m = multipart(parts);
  return t.app.inject({ method, url: `/api/${url}`, headers: { ...bearer(token), ...m.headers }, payload: m.payload });
};

describe('exams: the builder (teacher)', () => {
  it('answers every missing field with the spec’s message, shows End after Start, and writes nothing', async () => {
    const before = (await t.database.db.select().from(exams)).length;
    const res = await te1.post('exam', { sectioninfo: [{ section_id: ids.grade7A, course_id: ids.math }] });
    expect(res.statusCode).toBe(400);
    for (const text of [
      'Title is required.',
      'Start Time is required.',
      'End Time is required.',
      'Duration is required.',
      'Total Marks is required.',
    ])
      expect(res.json().error).toContain(text);
    const backwards = await te1.post('exam', examBody(t, ids, { end_time: examBody(t, ids).start_time }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toContain('End Time should be after Start Time.');
    expect((await te1.post('exam', examBody(t, ids, { duration: 'ten' }))).statusCode).toBe(400);
    expect((await te1.post('exam', examBody(t, ids, { sectioninfo: [] }))).json().error).toContain(
      'Choose at least one section and course.',
    );
    expect((await t.database.db.select().from(exams)).length).toBe(before);
  });

  it('creates, lists, reads, edits and deletes an exam of a section and course the teacher teaches', async () => {
    const created = await te1.post('exam', examBody(t, ids, { duration: '45', total_marks: '20' }));
    expect(created.statusCode).toBe(201);
    const examId = created.json().exam_id;
    expect(created.json().exam).toMatchObject({
      duration: 45,
      total_marks: 20,
      isExamTaken: false,
      studentExamTaken: 0,
      examlink: { examType: 'none' },
    });
    expect(created.json().exam.sectioninfo[0].section_id.name).toBe('Grade 7 A');
    const list = await te1.get('exams/TE-0001?limit=all');
    expect(list.json().exams.map((e: { _id: string }) => e._id)).toContain(examId);
    const put = await te1.put(`exam/${examId}`, examBody(t, ids, { title: 'Fractions quiz, v2', can_be_used_as_mock: true }));
    expect(put.statusCode).toBe(200);
    expect(put.json().exam).toMatchObject({ title: 'Fractions quiz, v2', can_be_used_as_mock: true });
    expect((await te1.del(`exam/TE-0001/${examId}`)).statusCode).toBe(200);
    expect((await te1.get(`exam/TE-0001/${examId}`)).statusCode).toBe(403);
  });

  it('pages the teacher’s exam list on the server (issue 34): pages put together are the whole list, with totals; search and sort', async () => {
    for (let i = 0; i < 7; i++)
      expect((await te1.post('exam', examBody(t, ids, { title: `Paged quiz ${i}`, duration: 10 + i }))).statusCode).toBe(201);
    const whole = await te1.get('exams/TE-0001?limit=all');
    expect(whole.statusCode).toBe(200);
    const all = whole.json().exams.map((e: { _id: string }) => e._id) as string[];
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(whole.json()).toMatchObject({ totalItems: all.length, totalPages: 1 });
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
      const one = await te1.get(`exams/TE-0001?page=${page}&limit=3`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ totalItems: all.length, totalPages: Math.ceil(all.length / 3) });
      expect(one.json().exams.length).toBeLessThanOrEqual(3);
      pages.push(...one.json().exams.map((e: { _id: string }) => e._id));
    }
    expect(pages).toEqual(all);
    // No paging asked: the first page of the lists' usual size (5), not every exam.
    expect((await te1.get('exams/TE-0001')).json().exams).toHaveLength(5);
    const found = await te1.get('exams/TE-0001?searchTerm=paged%20quiz&sortBy=duration&sortDir=desc&limit=10');
    expect(found.json().totalItems).toBe(7);
    expect(found.json().exams.map((e: { duration: number }) => e.duration)).toEqual([16, 15, 14, 13, 12, 11, 10]);
    expect((await te1.get('exams/TE-0001?sortBy=questionCount')).statusCode).toBe(400);
    expect((await te1.get('exams/TE-0001?limit=501')).statusCode).toBe(400);
  });

  it('refuses sections the teacher does not teach, other teachers, students and anonymous callers', async () => {
    expect(
      (await te1.post('exam', examBody(t, ids, { sectioninfo: [{ section_id: ids.grade9A, course_id: ids.amharic }] }))).statusCode,
    ).toBe(403);
    const examId = await buildExam(t, ids, te1Token);
    const other = caller(t, await t.login('TE-0006'));
    expect((await other.get(`exam/TE-0006/${examId}`)).statusCode).toBe(403);
    expect((await other.put(`exam/${examId}`, examBody(t, ids))).statusCode).toBe(403);
    expect((await other.get(`exam/TE-0001/${examId}`)).statusCode).toBe(403);
    expect((await other.post(`question/${examId}`, { text: 'x', type: 'short-answer', correctAnswer: 'y' })).statusCode).toBe(403);
    expect((await other.get(`announceexamresult/TE-0006/${examId}`)).statusCode).toBe(403);
    const student = caller(t, await t.login('ST-0001'));
    expect((await student.post('exam', examBody(t, ids))).statusCode).toBe(403);
    expect((await student.get(`exam/ST-0001/${examId}`)).statusCode).toBe(403);
    expect((await student.get(`examcode/${examId}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/exam', payload: examBody(t, ids) })).statusCode).toBe(401);
  });

  it('checks questions: options, the key among them, true-false keys; edits and deletes', async () => {
    const examId = (await te1.post('exam', examBody(t, ids))).json().exam_id;
    const bad = [
      [{ text: 'q', type: 'multiple-choice', options: ['a'], correctAnswer: 'a' }, 'at least two different options'],
      [{ text: 'q', type: 'multiple-choice', options: ['a', 'b'], correctAnswer: 'c' }, 'must be one of the options'],
      [{ text: 'q', type: 'true-false', correctAnswer: 'Yes' }, 'True or False'],
      [{ type: 'short-answer', correctAnswer: 'x' }, 'Question text is required.'],
      [{ text: 'q', type: 'essay', correctAnswer: 'x' }, 'Question type is required.'],
    ] as const;
    for (const [body, text] of bad) {
      const res = await te1.post(`question/${examId}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(text);
    }
    expect(await t.database.db.select().from(examQuestions).where(eq(examQuestions.examId, examId))).toHaveLength(0);
    const added = await te1.post(`question/${examId}`, { text: 'Is 1 odd?', type: 'true-false', correctAnswer: 'True' });
    expect(added.statusCode).toBe(201);
    const q = added.json().exam.questions[0];
    expect(q).toMatchObject({ options: ['True', 'False'], answer_id: { correctAnswer: 'True' } });
    const edited = await te1.put(`question/${examId}`, {
      text: 'Is 2 odd?',
      type: 'true-false',
      correctAnswer: 'False',
      question_id: q._id,
    });
    expect(edited.json().exam.questions[0]).toMatchObject({ text: 'Is 2 odd?', answer_id: { correctAnswer: 'False' } });
    expect((await te1.del(`question/TE-0001/${examId}/${q._id}`)).json().exam.questions).toHaveLength(0);
  });

  it('adds figures (image checked by content, number unique), serves them to takers only, edits and deletes', async () => {
    const examId = (await te1.post('exam', examBody(t, ids))).json().exam_id;
    const fig = (n: string, file: Buffer = PNG): Parameters<typeof multipart>[0] => [
      ['figureNumber', n],
      ['description', 'A number line'],
      ['image', { filename: 'line.png', type: 'image/png', content: file }],
    ];
    const added = await upload(`examfig/TE-0001/${examId}`, te1Token, fig('1'));
    expect(added.statusCode, added.body).toBe(201);
    const figure = added.json().exam.figures[0];
    expect(figure).toMatchObject({ figureNumber: 1, description: 'A number line' });
    expect((await upload(`examfig/TE-0001/${examId}`, te1Token, fig('1'))).json().error).toBe('Figure 1 already exists in this exam.');
    expect((await upload(`examfig/TE-0001/${examId}`, te1Token, fig('2', PDF))).statusCode).toBe(400);
    const url = (token: string) => ({ method: 'GET' as const, url: `/api/exam_image/${figure.image}/${token}` });
    expect((await t.app.inject(url(te1Token))).statusCode).toBe(200);
    expect((await t.app.inject(url(await t.login('ST-0001')))).statusCode).toBe(200);
    expect((await t.app.inject(url(await t.login('TE-0006')))).statusCode).toBe(403);
    const edited = await upload(`examfig/TE-0001/${examId}/${figure._id}`, te1Token, fig('3').slice(0, 2), 'PUT');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().exam.figures[0]).toMatchObject({ figureNumber: 3, image: figure.image });
    expect((await te1.del(`examfig/TE-0001/${examId}/${figure._id}`)).json().exam.figures).toHaveLength(0);
    expect((await t.app.inject(url(te1Token))).statusCode).toBe(404);
  });

  it('generates, regenerates and deletes the 6-character code', async () => {
    const examId = (await te1.post('exam', examBody(t, ids))).json().exam_id;
    expect((await te1.get(`examcode/${examId}`)).json()).toEqual({ code: null });
    for (const code of ['abc', 'abcdefg', 'abc de', 'abc-12', 'äbcdef', 'abc_12', 'ab<>12']) {
      const refused = await te1.post('examcode', { exam_code: code, exam_id: examId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('The exam code is 6 characters: letters, digits and !@#$%^&*().');
    }
    // Every spec-valid code is accepted, look-alikes too (issue 34); the builder's own generator
    // still leaves them out. A student enters such a code and starts.
    const lookAlikes = await te1.post('exam', examBody(t, ids));
    const otherId = lookAlikes.json().exam_id;
    for (const code of ['Il1O0!', 'O0O0O0', 'lI1lI1', '000000', 'ZZZZZZ', '()()()']) {
      const saved = await te1.post('examcode', { exam_code: code, exam_id: otherId });
      expect(saved.statusCode, saved.body).toBe(201);
      expect((await te1.get(`examcode/${otherId}`)).json().code.code).toBe(code);
      expect((await te1.del(`examcode/${otherId}`)).statusCode).toBe(200);
    }
    const withLookAlikes = await buildExam(t, ids, te1Token, {}, '1lIO0#');
    await start(t, await t.login('ST-0001'), 'ST-0001', withLookAlikes, '1lIO0#');
    const made = await te1.post('examcode', { exam_code: 'aB3!@(', exam_id: examId });
    expect(made.statusCode).toBe(201);
    expect((await te1.post('examcode', { exam_code: 'zzzzzz', exam_id: examId })).json().error).toBe(
      'This exam already has a code: regenerate it instead.',
    );
    const again = await te1.put(`examcode/${made.json().code._id}`, { exam_code: 'Q9*&^%', exam_id: examId });
    expect(again.statusCode).toBe(200);
    expect((await te1.get(`examcode/${examId}`)).json().code.code).toBe('Q9*&^%');
    expect((await te1.del(`examcode/${examId}`)).statusCode).toBe(200);
    expect((await te1.get(`examcode/${examId}`)).json()).toEqual({ code: null });
  });

  it('links to a grade slot; a mock exam stays unlinked', async () => {
    const examId = (await te1.post('exam', examBody(t, ids))).json().exam_id;
    const linked = await te1.post('examlink', { exam_id: examId, examType: 'finalExam', ID: 'TE-0001' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().exam.examlink).toEqual({ examType: 'finalExam' });
    expect((await te1.post('examlink', { exam_id: examId, examType: 'quiz' })).statusCode).toBe(400);
    const mock = (await te1.post('exam', examBody(t, ids, { can_be_used_as_mock: true }))).json().exam_id;
    expect((await te1.post('examlink', { exam_id: mock, examType: 'midExam' })).json().error).toBe(
      'A mock exam is practice only: it cannot be linked to a grade.',
    );
  });

  it('locks details, questions and figures once a student has started, with the reason', async () => {
    const examId = await buildExam(t, ids, te1Token);
    const q = (await te1.get(`exam/TE-0001/${examId}`)).json().exam.questions[0];
    await start(t, await t.login('ST-0001'), 'ST-0001', examId);
    const reason = 'This exam has been taken by 1 student: its questions and details can no longer change.';
    expect((await te1.put(`exam/${examId}`, examBody(t, ids))).json().error).toBe(reason);
    expect((await te1.post(`question/${examId}`, { text: 'x', type: 'short-answer', correctAnswer: 'y' })).json().error).toBe(reason);
    expect((await te1.put(`question/${examId}`, { ...q, correctAnswer: '1/4', question_id: q._id })).json().error).toBe(reason);
    expect((await te1.del(`question/TE-0001/${examId}/${q._id}`)).statusCode).toBe(400);
    expect((await te1.del(`exam/TE-0001/${examId}`)).json().error).toBe('This exam has been taken by 1 student: it cannot be deleted.');
    expect((await te1.get(`exam/TE-0001/${examId}`)).json().exam.questions[0].answer_id.correctAnswer).toBe('3/4');
  });

  it('creates entrance exams for a grade (no sections), which the admin can assign', async () => {
    expect((await te1.post('exam', examBody(t, ids, { is_entrance: true, sectioninfo: [] }))).json().error).toBe(
      'An entrance exam needs the grade it is for.',
    );
    const res = await te1.post(
      'exam',
      examBody(t, ids, { title: 'Grade 8 entrance', is_entrance: true, grade_name: 'Grade 8', sectioninfo: [] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().exam).toMatchObject({ is_entrance: true, grade_name: 'Grade 8', sectioninfo: [] });
    expect((await te1.post('examlink', { exam_id: res.json().exam_id, examType: 'finalExam' })).statusCode).toBe(400);
    const admin = caller(t, await t.login('AD-0001'));
    const entrance = await admin.get('examsforentrance');
    expect(entrance.json().exams.map((e: { title: string }) => e.title)).toContain('Grade 8 entrance');
  });
});
