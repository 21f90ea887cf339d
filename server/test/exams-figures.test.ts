import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { amMessages, messages } from '@school/api/schemas';
import { examQuestionFigures, examQuestions, users } from '../src/db/schema';
import { migrationsFolder } from '../src/db';
import { bearer, useTestApp } from './helpers';
import { multipart } from './multipart';
import { caller, PNG } from './teaching-helpers';
import { buildExam, examBody, examIds, minutesFromNow, start, type ExamIds } from './exams-helpers';
import { HEAVY_TEST_MS } from './timeouts';

// ─── Issue 38 (decision 275): a question names the figures it uses ───────────────────────────
// Until now only 'Figure N' / 'Fig N' in a question's text brought up its figure, so an Amharic
// question ('ሥዕል 1 …') showed none. The builder now links figures to a question (figure_ids),
// the database keeps a link within its exam, and migration 0020 turned the old rule into links.

const t = useTestApp();
let ids: ExamIds;
let te1Token: string;
let te1: ReturnType<typeof caller>;
beforeAll(async () => {
  ids = await examIds(t);
  te1Token = await t.login('TE-0001');
  te1 = caller(t, te1Token);
});

const addFigure = async (examId: string, n: number) => {
  const m = multipart([
    ['figureNumber', String(n)],
    ['description', `Figure ${n} of the test`],
    ['image', { filename: 'f.png', type: 'image/png', content: PNG }],
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/examfig/TE-0001/${examId}`,
    headers: { ...bearer(te1Token), ...m.headers },
    payload: m.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().exam.figures as { _id: string; figureNumber: number }[]).find((f) => f.figureNumber === n)!;
};

type Q = { _id: string; text: string; figure_ids?: string[] };
const AMHARIC_TEXT = 'ሥዕል 1 ስንት ክፍሎችን ያሳያል?';

describe('exams: figures linked to questions (issue 38)', () => {
  it('a question linked to figure 1 with Amharic text shows figure 1 on the taker’s page; the teacher sees the link', async () => {
    const examId = await buildExam(t, ids, te1Token);
    const fig1 = await addFigure(examId, 1);
    await addFigure(examId, 2);
    const added = await te1.post(`question/${examId}`, {
      text: AMHARIC_TEXT,
      type: 'short-answer',
      correctAnswer: '4',
      figure_ids: [fig1._id],
    });
    expect(added.statusCode, added.body).toBe(201);
    const teacherQ = (added.json().exam.questions as Q[]).find((q) => q.text === AMHARIC_TEXT)!;
    expect(teacherQ.figure_ids).toEqual([fig1._id]);
    expect((added.json().exam.questions as Q[]).filter((q) => q.text !== AMHARIC_TEXT).map((q) => q.figure_ids)).toEqual([[], [], []]);

    const st1Token = await t.login('ST-0001');
    await start(t, st1Token, 'ST-0001', examId);
    const st1 = caller(t, st1Token);
    const page = await st1.get(`examforstudentquestion/ST-0001/${examId}?page=4&limit=1`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().questions[0]).toMatchObject({ number: 4, text: AMHARIC_TEXT, figure_ids: [fig1._id] });
    // The id names one of the exam's figures the taker was given.
    const exam = (await st1.get(`examforstudent/ST-0001/${examId}`)).json().exam;
    expect(exam.figures.find((f: { _id: string }) => f._id === fig1._id)).toMatchObject({ figureNumber: 1 });
    // The list is kept per started exam (questionCache): a second read says the same.
    expect((await st1.get(`examforstudentquestion/ST-0001/${examId}?page=1&limit=50`)).json().questions[3].figure_ids).toEqual([fig1._id]);
    // Started: the question and its figures are locked as before.
    const locked = await te1.put(`question/${examId}`, {
      ...teacherQ,
      type: 'short-answer',
      correctAnswer: '4',
      question_id: teacherQ._id,
      figure_ids: [],
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error).toBe('This exam has been taken by 1 student: its questions and details can no longer change.');
    const still = (await te1.get(`exam/TE-0001/${examId}`)).json().exam.questions as Q[];
    expect(still.find((q) => q._id === teacherQ._id)?.figure_ids).toEqual([fig1._id]);
  });

  it('a question added without figure_ids (a client built to the spec) is linked to the figures its text names; an edit without them keeps the links', async () => {
    const examId = (await te1.post('exam', examBody(t, ids))).json().exam_id as string;
    await addFigure(examId, 1);
    const fig2 = await addFigure(examId, 2);
    const added = await te1.post(`question/${examId}`, { text: 'Look at Fig. 2 and Figure 7.', type: 'short-answer', correctAnswer: 'x' });
    expect(added.statusCode, added.body).toBe(201);
    const q = (added.json().exam.questions as Q[])[0];
    expect(q.figure_ids).toEqual([fig2._id]);
    const body = { text: 'ሥዕሉን ይመልከቱ።', type: 'short-answer', correctAnswer: 'x', question_id: q._id };
    const kept = await te1.put(`question/${examId}`, body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json().exam.questions as Q[])[0]).toMatchObject({ text: 'ሥዕሉን ይመልከቱ።', figure_ids: [fig2._id] });
    const cleared = await te1.put(`question/${examId}`, { ...body, figure_ids: [] });
    expect((cleared.json().exam.questions as Q[])[0].figure_ids).toEqual([]);
    // Deleting a linked figure removes its links (cascade).
    await te1.put(`question/${examId}`, { ...body, figure_ids: [fig2._id] });
    const afterDelete = await te1.del(`examfig/TE-0001/${examId}/${fig2._id}`);
    expect((afterDelete.json().exam.questions as Q[])[0].figure_ids).toEqual([]);
  });

  it('a figure uploaded after the questions is linked to those whose text names it (questions first, drawings after)', async () => {
    const examId = (await te1.post('exam', examBody(t, ids))).json().exam_id as string;
    for (const text of ['Look at Figure 1. How many?', 'Figure 12: which?', 'No drawing here.'])
      expect((await te1.post(`question/${examId}`, { text, type: 'short-answer', correctAnswer: 'x' })).statusCode).toBe(201);
    const fig1 = await addFigure(examId, 1);
    const listed = (await te1.get(`exam/TE-0001/${examId}`)).json().exam.questions as Q[];
    expect(listed.map((q) => [q.text, q.figure_ids])).toEqual([
      ['Look at Figure 1. How many?', [fig1._id]],
      ['Figure 12: which?', []],
      ['No drawing here.', []],
    ]);
  });

  it('refuses a figure of another exam or an unknown one with 400 and the catalogue text (both languages); nothing changes', async () => {
    const examA = (await te1.post('exam', examBody(t, ids))).json().exam_id as string;
    const examB = (await te1.post('exam', examBody(t, ids))).json().exam_id as string;
    const figA = await addFigure(examA, 1);
    const figB = await addFigure(examB, 1);
    const q = (
      (await te1.post(`question/${examA}`, { text: 'Figure 1?', type: 'short-answer', correctAnswer: 'x' })).json().exam.questions as Q[]
    )[0];
    expect(q.figure_ids).toEqual([figA._id]);
    const before = await t.database.db.select().from(examQuestions).where(eq(examQuestions.examId, examA));

    const foreign = await te1.post(`question/${examA}`, {
      text: AMHARIC_TEXT,
      type: 'short-answer',
      correctAnswer: 'x',
      figure_ids: [figB._id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(messages.examFigureNotInExam);
    const unknown = await te1.post(`question/${examA}`, {
      text: AMHARIC_TEXT,
      type: 'short-answer',
      correctAnswer: 'x',
      figure_ids: [figA._id, 'no-such-figure'],
    });
    expect(unknown.statusCode).toBe(400);
    const edit = await te1.put(`question/${examA}`, {
      text: 'Changed',
      type: 'short-answer',
      correctAnswer: 'y',
      question_id: q._id,
      figure_ids: [figB._id],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toBe(messages.examFigureNotInExam);

    await t.database.db.update(users).set({ language: 'am' }).where(eq(users.ID, 'TE-0001'));
    try {
      const teAm = caller(t, await t.login('TE-0001'));
      const refused = await teAm.post(`question/${examA}`, {
        text: AMHARIC_TEXT,
        type: 'short-answer',
        correctAnswer: 'x',
        figure_ids: [figB._id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe((amMessages as Record<string, string>).examFigureNotInExam);
    } finally {
      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.ID, 'TE-0001'));
    }

    expect(await t.database.db.select().from(examQuestions).where(eq(examQuestions.examId, examA))).toEqual(before);
    const links = await t.database.db.select().from(examQuestionFigures).where(eq(examQuestionFigures.questionId, q._id));
    expect(links.map((l) => l.figureId)).toEqual([figA._id]);
    // The database itself keeps a link within its exam.
    await expect(
      t.database.db.insert(examQuestionFigures).values({ examId: examA, questionId: q._id, figureId: figB._id }),
    ).rejects.toThrow();
  });
});

describe('exams: the result screens carry each question’s figures', () => {
  it('the teacher’s view of a taker and the student’s own result (after the announcement only) name each question’s figures', async () => {
    const examId = (await te1.post('exam', examBody(t, ids, { end_time: minutesFromNow(t, 60) }))).json().exam_id as string;
    const fig1 = await addFigure(examId, 1);
    const fig2 = await addFigure(examId, 2);
    for (const [text, figureIds] of [
      [AMHARIC_TEXT, [fig1._id]],
      ['Which part does the second drawing show?', [fig2._id]],
      ['No drawing here.', []],
    ] as const)
      expect(
        (await te1.post(`question/${examId}`, { text, type: 'short-answer', correctAnswer: 'x', figure_ids: figureIds })).statusCode,
      ).toBe(201);
    expect((await te1.post('examcode', { exam_code: 'Ab3$9(', exam_id: examId })).statusCode).toBe(201);
    const st1Token = await t.login('ST-0001');
    const st1 = caller(t, st1Token);
    await start(t, st1Token, 'ST-0001', examId);
    expect((await st1.post('submitexam/', { exam_id: examId, check_first: false })).statusCode).toBe(200);
    const linksOf = (questions: Q[]) => questions.map((q) => [q.text, q.figure_ids]);
    const expected = [
      [AMHARIC_TEXT, [fig1._id]],
      ['Which part does the second drawing show?', [fig2._id]],
      ['No drawing here.', []],
    ];

    const teacherView = await te1.get(`studenttakeexam/TE-0001/${examId}/ST-0001`);
    expect(teacherView.statusCode, teacherView.body).toBe(200);
    expect(linksOf(teacherView.json().result.questions)).toEqual(expected);
    expect(teacherView.json().result.examFigures.map((f: { _id: string }) => f._id)).toEqual([fig1._id, fig2._id]);
    // Before the announcement the student still reads nothing of it.
    const early = await st1.get(`myexam/ST-0001/${examId}`);
    expect(early.statusCode).toBe(403);
    expect(early.body).not.toContain(fig1._id);
    try {
      t.clock.offsetMs = 61 * 60_000;
      expect((await te1.get(`announceexamresult/TE-0001/${examId}`)).statusCode).toBe(200);
      const own = await st1.get(`myexam/ST-0001/${examId}`);
      expect(own.statusCode, own.body).toBe(200);
      expect(linksOf(own.json().result.questions)).toEqual(expected);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});

// A figure deleted while a question naming it is saved (another tab of the builder): the database
// refused the link and the teacher read the general conflict text. Now the catalogue says what
// happened, in the reader's language, and nothing is written.
describe('exams: a question naming a figure deleted meanwhile', () => {
  const am = amMessages as Record<string, string>;

  it('a figure deleted after the builder read the exam: 400 “that figure was deleted” (both languages), nothing written', async () => {
    const examId = (await te1.post('exam', examBody(t, ids))).json().exam_id as string;
    const fig1 = await addFigure(examId, 1);
    const fig2 = await addFigure(examId, 2);
    const q = (
      (await te1.post(`question/${examId}`, { text: 'Which?', type: 'short-answer', correctAnswer: 'x', figure_ids: [fig2._id] })).json()
        .exam.questions as Q[]
    )[0];
    expect((await te1.del(`examfig/TE-0001/${examId}/${fig1._id}`)).statusCode).toBe(200);
    const before = await t.database.db.select().from(examQuestions).where(eq(examQuestions.examId, examId));

    const added = await te1.post(`question/${examId}`, { text: 'New', type: 'short-answer', correctAnswer: 'x', figure_ids: [fig1._id] });
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toBe(messages.examFigureGone);
    const edited = await te1.put(`question/${examId}`, {
      text: 'Changed',
      type: 'short-answer',
      correctAnswer: 'y',
      question_id: q._id,
      figure_ids: [fig2._id, fig1._id],
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error).toBe(messages.examFigureGone);

    await t.database.db.update(users).set({ language: 'am' }).where(eq(users.ID, 'TE-0001'));
    try {
      const teAm = caller(t, await t.login('TE-0001'));
      const refused = await teAm.post(`question/${examId}`, {
        text: 'New',
        type: 'short-answer',
        correctAnswer: 'x',
        figure_ids: [fig1._id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(am.examFigureGone);
    } finally {
      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.ID, 'TE-0001'));
    }

    expect(await t.database.db.select().from(examQuestions).where(eq(examQuestions.examId, examId))).toEqual(before);
    const links = await t.database.db.select().from(examQuestionFigures).where(eq(examQuestionFigures.questionId, q._id));
    expect(links.map((l) => l.figureId)).toEqual([fig2._id]);
  });

  it('a figure deleted between the check and the link’s insert: the same 400 text, not the general conflict; nothing written', async () => {
    const examId = (await te1.post('exam', examBody(t, ids))).json().exam_id as string;
    const fig1 = await addFigure(examId, 1);
    const q = (
      (await te1.post(`question/${examId}`, { text: 'Which?', type: 'short-answer', correctAnswer: 'x', figure_ids: [] })).json().exam
        .questions as Q[]
    )[0];
    const before = await t.database.db.select().from(examQuestions).where(eq(examQuestions.examId, examId));
    // The other tab's deletion lands after the server checked the figure and before the link is
    // written: the figure is deleted as the link is about to be inserted.
    const db = t.database.db;
    await db.execute(
      sql.raw(`
      CREATE FUNCTION figure_deleted_meanwhile() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM exam_figures WHERE id = NEW.figure_id;
        RETURN NEW;
      END $$`),
    );
    await db.execute(
      sql.raw(`
      CREATE TRIGGER figure_deleted_meanwhile BEFORE INSERT ON exam_question_figures
      FOR EACH ROW WHEN (NEW.figure_id = '${fig1._id}') EXECUTE FUNCTION figure_deleted_meanwhile()`),
    );
    try {
      const added = await te1.post(`question/${examId}`, { text: 'New', type: 'short-answer', correctAnswer: 'x', figure_ids: [fig1._id] });
      expect(added.statusCode).toBe(400);
      expect(added.json().error).toBe(messages.examFigureGone);
      const edited = await te1.put(`question/${examId}`, {
        text: 'Changed',
        type: 'short-answer',
        correctAnswer: 'y',
        question_id: q._id,
        figure_ids: [fig1._id],
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().error).toBe(messages.examFigureGone);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER figure_deleted_meanwhile ON exam_question_figures'));
      await db.execute(sql.raw('DROP FUNCTION figure_deleted_meanwhile()'));
    }
    // Rolled back: the question is as it was, and so is the figure (its deletion was in the same transaction).
    expect(await db.select().from(examQuestions).where(eq(examQuestions.examId, examId))).toEqual(before);
    expect(await db.select().from(examQuestionFigures).where(eq(examQuestionFigures.questionId, q._id))).toEqual([]);
  });
});

describe('migration 0020: the old text rule becomes links, once', () => {
  it('links an existing “Figure 2” question to figure 2 of its exam, and nothing else', { timeout: HEAVY_TEST_MS }, async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // The migrations before 0020: a copy of the folder whose journal stops at 0019.
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await cp(migrationsFolder, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const upTo = journal.entries.findIndex((e) => e.tag === '0020_question_figures');
      expect(upTo).toBeGreaterThan(0);
      await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
      const client = new PGlite();
      try {
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: dir });
        await db.execute(sql`
          INSERT INTO exams (id, title, start_time, end_time, duration, total_marks)
          VALUES ('e1', 'Old', now(), now() + interval '1 hour', 30, 10), ('e2', 'Other', now(), now() + interval '1 hour', 30, 10)`);
        await db.execute(sql`
          INSERT INTO exam_figures (id, exam_id, figure_number, image) VALUES
            ('f1', 'e1', 1, 'a.png'), ('f2', 'e1', 2, 'b.png'), ('f12', 'e1', 12, 'c.png'), ('g2', 'e2', 2, 'd.png')`);
        await db.execute(sql`
          INSERT INTO exam_questions (id, exam_id, position, text, type, correct_answer) VALUES
            ('q1', 'e1', 1, 'Look at Figure 2.', 'short-answer', 'x'),
            ('q2', 'e1', 2, 'Compare FIG. 1 with fig 12; configure nothing.', 'short-answer', 'x'),
            ('q3', 'e1', 3, 'ሥዕል 1 ምን ያሳያል?', 'short-answer', 'x'),
            ('q4', 'e1', 4, 'Figure 21 and Figure 3 are not in this exam.', 'short-answer', 'x')`);
        await migrate(db, { migrationsFolder });
        const links = await db.execute<{ question_id: string; figure_id: string }>(
          sql`SELECT question_id, figure_id FROM exam_question_figures ORDER BY question_id, figure_id`,
        );
        expect(links.rows).toEqual([
          { question_id: 'q1', figure_id: 'f2' },
          { question_id: 'q2', figure_id: 'f1' },
          { question_id: 'q2', figure_id: 'f12' },
        ]);
      } finally {
        await client.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
